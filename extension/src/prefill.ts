/**
 * While the Generate Scene description is typed, the server reads the prompt its generation will
 * send into the loaded model (`manim/prefill`, issue 19), so generation starts with only the rest
 * to read. This throttles what is sent: at most one notification per interval while typing, the
 * newest text last, and the final description once more when the box is accepted. The server
 * ignores it where it cannot help (untrusted, busy, no model loaded, `manim.prefillWhileTyping`
 * off), and any real request takes precedence over it. The Edit Scene box does the same with
 * `manim/prefillEdit` (the scene renders as it is and its prompt is read before the instruction
 * is finished).
 */

import { NotificationType } from "vscode-languageserver-protocol";
import { type EditPrefillParams, Notifications, type PrefillParams } from "./protocol";

/** Shorter text retrieves arbitrary examples: reading them would only spend the CPU. */
export const MIN_PREFILL_CHARS = 12;
/** One prefill per interval while typing; a newer one stops the older within a few tokens. */
export const PREFILL_INTERVAL_MS = 800;

export const PrefillNotification = new NotificationType<PrefillParams>(Notifications.prefill);
export const EditPrefillNotification = new NotificationType<EditPrefillParams>(
  Notifications.prefillEdit,
);

/** Sends the newest text of an input box at most once per interval (a newer notification
 * stops the older within a few tokens on the server); `P` is the notification's params. */
export class ThrottledText<P> {
  private pending: string | undefined;
  private lastSent: string | undefined;
  private lastAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(
    private readonly send: (params: P) => void,
    private readonly build: (text: string) => P,
    private readonly minChars: number,
    private readonly intervalMs: number,
    private readonly now: () => number,
  ) {}

  /** The text in the box changed. */
  update(value: string): void {
    const text = value.trim();
    if (this.disposed || text.length < this.minChars) {
      return;
    }
    this.pending = text;
    const wait = this.lastAt + this.intervalMs - this.now();
    if (wait <= 0) {
      this.flush();
    } else if (this.timer === undefined) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.flush();
      }, wait);
    }
  }

  /** Send the newest text now, unless it was the last one sent. */
  flush(): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const text = this.pending;
    if (this.disposed || text === undefined || text === this.lastSent) {
      return;
    }
    this.lastSent = text;
    this.lastAt = this.now();
    this.send(this.build(text));
  }

  /** The box closed: nothing more is sent. */
  dispose(): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.disposed = true;
  }
}

/** The Generate Scene description while it is typed (`manim/prefill`). */
export class Prefiller extends ThrottledText<PrefillParams> {
  constructor(
    send: (params: PrefillParams) => void,
    strategy?: string,
    intervalMs: number = PREFILL_INTERVAL_MS,
    now: () => number = () => Date.now(),
  ) {
    super(
      send,
      (text) => (strategy === undefined ? { description: text } : { description: text, strategy }),
      MIN_PREFILL_CHARS,
      intervalMs,
      now,
    );
  }
}

/** The Edit Scene box (`manim/prefillEdit`): `open()` as the box appears, so the scene renders
 * as it is and the model reads the scene while the instruction is typed; then the instruction
 * as typed, throttled like the description. */
export class EditPrefiller extends ThrottledText<EditPrefillParams> {
  constructor(
    private readonly sendEdit: (params: EditPrefillParams) => void,
    private readonly target: Omit<EditPrefillParams, "instruction">,
    intervalMs: number = PREFILL_INTERVAL_MS,
    now: () => number = () => Date.now(),
  ) {
    super(sendEdit, (text) => ({ ...target, instruction: text }), 1, intervalMs, now);
  }

  /** The box opened: start on everything that does not need the instruction. */
  open(): void {
    this.sendEdit({ ...this.target, instruction: "" });
  }
}
