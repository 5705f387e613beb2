/**
 * A stand-in for vscode-languageclient's LanguageClient (a third-party boundary): records what the
 * extension sends and lets tests play the server's side (answers, progress, notifications).
 */
import { LSPErrorCodes, ResponseError } from "vscode-languageserver-protocol";
import type { FakeCancellationToken } from "./vscode";

export const RevealOutputChannelOn = { Debug: 0, Info: 1, Warn: 2, Error: 3, Never: 4 } as const;

type Handler = (params: unknown) => void;
type RequestHandler = (method: string, params: unknown, client: LanguageClient) => unknown;

export interface SentRequest {
  method: string;
  params: { command?: string; arguments?: unknown[]; workDoneToken?: string | number };
  token: FakeCancellationToken | undefined;
}

export const fake = {
  instances: [] as LanguageClient[],
  /** How the fake server answers requests; default: null. */
  onRequest: (() => null) as RequestHandler,
  /** Make start() fail with this error. */
  startError: undefined as Error | undefined,
  reset(): void {
    this.instances = [];
    this.onRequest = () => null;
    this.startError = undefined;
  },
  get last(): LanguageClient {
    const client = this.instances[this.instances.length - 1];
    if (!client) {
      throw new Error("no LanguageClient was created");
    }
    return client;
  },
};

export class LanguageClient {
  readonly notificationHandlers = new Map<string, Handler>();
  readonly progressHandlers = new Map<string | number, Handler>();
  readonly requests: SentRequest[] = [];
  readonly notifications: { method: string; params: unknown }[] = [];
  /** Ids of requests for which the client would send `$/cancelRequest`. */
  readonly cancelRequests: number[] = [];
  state: "new" | "running" | "stopped" | "disposed" = "new";

  constructor(
    readonly id: string,
    readonly name: string,
    readonly serverOptions: { command: string; args: string[]; options?: { cwd?: string } },
    readonly clientOptions: { initializationOptions?: unknown; middleware?: unknown },
  ) {
    fake.instances.push(this);
  }

  start(): Promise<void> {
    if (fake.startError) {
      return Promise.reject(fake.startError);
    }
    this.state = "running";
    return Promise.resolve();
  }

  stop(_timeout?: number): Promise<void> {
    this.state = "stopped";
    return Promise.resolve();
  }

  dispose(): Promise<void> {
    this.state = "disposed";
    return Promise.resolve();
  }

  sendRequest(
    type: { method: string },
    params: SentRequest["params"],
    token?: FakeCancellationToken,
  ): Promise<unknown> {
    const id = this.requests.push({ method: type.method, params, token });
    return new Promise((resolve, reject) => {
      // Like the real client: a cancelled token sends $/cancelRequest; the server answers
      // RequestCancelled.
      token?.onCancellationRequested(() => {
        this.cancelRequests.push(id);
        reject(new ResponseError(LSPErrorCodes.RequestCancelled, "cancelled"));
      });
      Promise.resolve()
        .then(() => fake.onRequest(type.method, params, this))
        .then(resolve, reject);
    });
  }

  sendNotification(type: { method: string }, params: unknown): Promise<void> {
    this.notifications.push({ method: type.method, params });
    return Promise.resolve();
  }

  onNotification(method: string, handler: Handler): { dispose(): void } {
    this.notificationHandlers.set(method, handler);
    return { dispose: () => this.notificationHandlers.delete(method) };
  }

  onProgress(_type: unknown, token: string | number, handler: Handler): { dispose(): void } {
    this.progressHandlers.set(token, handler);
    return { dispose: () => this.progressHandlers.delete(token) };
  }

  // --- the server's side, for tests ---

  notify(method: string, params: unknown): void {
    this.notificationHandlers.get(method)?.(params);
  }

  progress(token: string | number, value: unknown): void {
    this.progressHandlers.get(token)?.(value);
  }
}
