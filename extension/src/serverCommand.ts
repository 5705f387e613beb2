/**
 * Runs a server-side `workspace/executeCommand` behind a cancellable progress notification that the
 * server's work-done progress drives; cancelling sends `$/cancelRequest`.
 */
import { randomUUID } from "node:crypto";
import type { CancellationToken, Disposable } from "vscode";
import {
  ExecuteCommandRequest,
  LSPErrorCodes,
  ResponseError,
  WorkDoneProgress,
  type ExecuteCommandParams,
  type NotificationType,
  type ProgressType,
  type WorkDoneProgressBegin,
  type WorkDoneProgressEnd,
  type WorkDoneProgressReport,
} from "vscode-languageserver-protocol";
import { withCancellableProgress, type ProgressStep } from "./vscodeapi";

type WorkDoneValue = WorkDoneProgressBegin | WorkDoneProgressReport | WorkDoneProgressEnd;

/** The two client calls this needs; the real LanguageClient has them. */
export interface CommandClient {
  sendRequest<R>(
    type: typeof ExecuteCommandRequest.type,
    params: ExecuteCommandParams,
    token?: CancellationToken,
  ): Promise<R>;
  onProgress<P>(
    type: ProgressType<P>,
    token: string | number,
    handler: (value: P) => void,
  ): Disposable;
  /** Fire-and-forget notifications (the Generate Scene prefill); optional for callers. */
  sendNotification?<P>(type: NotificationType<P>, params?: P): Promise<void>;
}

export type Outcome<R> =
  { kind: "result"; value: R } | { kind: "cancelled" } | { kind: "error"; message: string };

/** Maps absolute work-done percentages onto VS Code's relative increments. */
export class ProgressForwarder {
  private last = 0;

  constructor(private readonly report: (step: ProgressStep) => void) {}

  handle(value: WorkDoneValue): void {
    if (value.kind === "end") {
      if (value.message) {
        this.report({ message: value.message });
      }
      return;
    }
    const message = value.message ?? (value.kind === "begin" ? value.title : undefined);
    const step: ProgressStep = {};
    if (message !== undefined) {
      step.message = message;
    }
    if (typeof value.percentage === "number") {
      const pct = Math.max(0, Math.min(100, value.percentage));
      if (pct > this.last) {
        step.increment = pct - this.last;
        this.last = pct;
      }
    }
    if (step.message !== undefined || step.increment !== undefined) {
      this.report(step);
    }
  }
}

export function isCancellation(error: unknown): boolean {
  return error instanceof ResponseError
    ? error.code === LSPErrorCodes.RequestCancelled
    : typeof error === "object" &&
        error !== null &&
        (error as { code?: unknown }).code === LSPErrorCodes.RequestCancelled;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    return error.message;
  }
  if (typeof error === "object" && error !== null && "message" in error) {
    return String(error.message);
  }
  return String(error);
}

export async function runServerCommand<A extends object, R>(
  client: CommandClient,
  title: string,
  command: string,
  args: A,
): Promise<Outcome<R>> {
  return withCancellableProgress(title, async (progress, cancel) => {
    const workDoneToken = randomUUID();
    const forwarder = new ProgressForwarder((step) => progress.report(step));
    const subscription = client.onProgress(WorkDoneProgress.type, workDoneToken, (value) =>
      forwarder.handle(value),
    );
    try {
      const value = await client.sendRequest<R>(
        ExecuteCommandRequest.type,
        // The token also travels inside the argument object: a pygls command handler sees only
        // `arguments`, not the request's own workDoneToken.
        { command, arguments: [{ ...args, workDoneToken }], workDoneToken },
        cancel,
      );
      // A result that arrives after a cancel still counts: the server may have finished first
      // and applied its edit, and the result's own status says what happened.
      return { kind: "result", value } as const;
    } catch (error) {
      if (isCancellation(error) || cancel.isCancellationRequested) {
        return { kind: "cancelled" } as const;
      }
      return { kind: "error", message: errorMessage(error) } as const;
    } finally {
      subscription.dispose();
    }
  });
}
