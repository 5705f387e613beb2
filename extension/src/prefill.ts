/**
 * While the Generate Scene description is typed, the server reads the prompt its generation will
 * send into the loaded model (`manim/prefill`, issue 19), so generation starts with only the rest
 * to read. This throttles what is sent: at most one notification per interval while typing, the
 * newest text last, and the final description once more when the box is accepted. The server
 * ignores it where it cannot help (untrusted, busy, no model loaded, `manim.prefillWhileTyping`
 * off), and any real request takes precedence over it.
 */

import { NotificationType } from "vscode-languageserver-protocol";
import { Notifications, type PrefillParams } from "./protocol";

/** Shorter text retrieves arbitrary examples: reading them would only spend the CPU. */
export const MIN_PREFILL_CHARS = 12;
/** One prefill per interval while typing; a newer one stops the older within a few tokens. */
export const PREFILL_INTERVAL_MS = 800;

export const PrefillNotification = new NotificationType<PrefillParams>(Notifications.prefill);

export class Prefiller {
  private pending: string | undefined;
  private lastSent: string | undefined;
  private lastAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(
    private readonly send: (params: PrefillParams) => void,
    private readonly strategy?: string,
    private readonly intervalMs: number = PREFILL_INTERVAL_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The text in the box changed. */
  update(value: string): void {
    const text = value.trim();
    if (this.disposed || text.length < MIN_PREFILL_CHARS) {
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
    this.send(this.strategy === undefined ? { description: text } : { description: text, strategy: this.strategy });
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
