/**
 * Owns the language client: finds and checks the interpreter, starts `python -m server` over
 * stdio, restarts it on demand, and forwards the server's custom notifications.
 */
import type { LogOutputChannel } from "vscode";
import {
  LanguageClient,
  RevealOutputChannelOn,
  type LanguageClientOptions,
  type Middleware,
  type ServerOptions,
} from "vscode-languageclient/node";
import { DidChangeConfigurationNotification } from "vscode-languageserver-protocol";
import {
  Notifications,
  type InitializationOptions,
  type RenderResultParams,
  type StatusParams,
} from "./protocol";
import {
  checkInterpreter,
  findInterpreter,
  findSourceCheckout,
  installCommand,
  type Interpreter,
} from "./python";
import { SECTION, serverOptions } from "./settings";
import {
  executeCommand,
  getActiveTextEditor,
  getWorkspaceFolders,
  isWorkspaceTrusted,
  showErrorMessage,
  type Disposable,
} from "./vscodeapi";

export const CLIENT_ID = "manim";
export const CLIENT_NAME = "Manim Agent";

export type ServerState = "stopped" | "starting" | "running" | "failed";

export interface ServerEvents {
  onRenderResult(params: RenderResultParams): void;
  onStatus(params: StatusParams): void;
  onState(state: ServerState, detail?: string): void;
}

const SOURCE_LABEL: Record<Interpreter["source"], string> = {
  setting: "from the manim.pythonPath setting",
  "python-extension": "selected in the Python extension",
  venv: "the workspace .venv",
  default: "the default python3",
};

/** Answers `workspace/configuration` for section "manim" with the trust flag added, so a pull
 * gives the server the same shape as initializationOptions. */
export const configurationMiddleware: Middleware["workspace"] = {
  configuration: async (params, token, next) => {
    const result = await next(params, token);
    if (!Array.isArray(result)) {
      return result;
    }
    return result.map((value: unknown, i) =>
      params.items[i]?.section === SECTION && value !== null && typeof value === "object"
        ? { ...value, trusted: isWorkspaceTrusted() }
        : value,
    );
  },
};

export class ServerManager implements Disposable {
  private client: LanguageClient | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private lastInterpreter: Interpreter | undefined;

  constructor(
    private readonly extensionPath: string,
    private readonly output: LogOutputChannel,
    private readonly events: ServerEvents,
  ) {}

  /** The running client, or undefined while stopped, starting or failed. */
  get current(): LanguageClient | undefined {
    return this.client;
  }

  get interpreter(): Interpreter | undefined {
    return this.lastInterpreter;
  }

  /** Starts the server; resolves to whether it runs. Calls are serialised. */
  start(): Promise<boolean> {
    return this.enqueue(() => this.doStart());
  }

  stop(): Promise<void> {
    return this.enqueue(() => this.doStop());
  }

  restart(): Promise<boolean> {
    return this.enqueue(async () => {
      this.output.info("Restarting the Manim Agent server");
      await this.doStop();
      return this.doStart();
    });
  }

  /** Pushes changed `manim.*` settings to the running server; it may also pull them. */
  async sendConfiguration(): Promise<void> {
    const client = this.client;
    if (!client) {
      return;
    }
    const settings: InitializationOptions = serverOptions();
    await client.sendNotification(DidChangeConfigurationNotification.type, {
      settings: { [SECTION]: settings },
    });
  }

  dispose(): void {
    void this.stop();
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async doStart(): Promise<boolean> {
    if (this.client) {
      return true;
    }
    this.events.onState("starting");
    const interpreter = await findInterpreter(getActiveTextEditor()?.document.uri);
    this.lastInterpreter = interpreter;
    this.output.info(
      `Python interpreter: ${interpreter.command} (${SOURCE_LABEL[interpreter.source]})`,
    );

    const check = await checkInterpreter(interpreter.command, this.extensionPath);
    if (!check.ok) {
      this.output.error(`Interpreter check failed: ${check.detail}`);
      this.events.onState("failed", check.detail);
      this.showMissingServer(interpreter, check.detail);
      return false;
    }

    const client = new LanguageClient(
      CLIENT_ID,
      CLIENT_NAME,
      this.serverOptions(interpreter),
      this.clientOptions(),
    );
    client.onNotification(Notifications.renderResult, (params: RenderResultParams) =>
      this.events.onRenderResult(params),
    );
    client.onNotification(Notifications.status, (params: StatusParams) =>
      this.events.onStatus(params),
    );
    try {
      await client.start();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.output.error(`The server did not start: ${message}`);
      this.events.onState("failed", message);
      void showErrorMessage(
        `Manim Agent: the language server did not start (${message}). See the "Manim Agent" output for its log.`,
        "Show Log",
      ).then((choice) => {
        if (choice === "Show Log") {
          this.output.show();
        }
      });
      await client.dispose().catch(() => undefined);
      return false;
    }
    this.client = client;
    this.events.onState("running");
    return true;
  }

  private async doStop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) {
      try {
        await client.stop(2000);
      } catch (error) {
        this.output.warn(`Stopping the server: ${String(error)}`);
      }
    }
    this.events.onState("stopped");
  }

  private serverOptions(interpreter: Interpreter): ServerOptions {
    return {
      command: interpreter.command,
      args: ["-m", "server"],
      // The extension folder holds no `server` package of the user's that could shadow ours.
      options: { cwd: this.extensionPath, env: { ...process.env, PYTHONUNBUFFERED: "1" } },
    };
  }

  private clientOptions(): LanguageClientOptions {
    return {
      documentSelector: [
        { scheme: "file", language: "python" },
        { scheme: "untitled", language: "python" },
      ],
      outputChannel: this.output,
      traceOutputChannel: this.output,
      revealOutputChannelOn: RevealOutputChannelOn.Never,
      initializationOptions: serverOptions(),
      middleware: { workspace: configurationMiddleware },
    };
  }

  private showMissingServer(interpreter: Interpreter, detail: string): void {
    const checkout = findSourceCheckout([
      this.extensionPath,
      ...getWorkspaceFolders().map((f) => f.uri.fsPath),
    ]);
    const install = installCommand(interpreter.command, checkout);
    const message =
      `Manim Agent: the Python interpreter ${interpreter.command} (${SOURCE_LABEL[interpreter.source]}) ` +
      `cannot run the language server: ${detail}. Install it with \`${install}\`, ` +
      "or set manim.pythonPath to an interpreter that has manim-agent installed.";
    void showErrorMessage(message, "Open Setting", "Show Log").then((choice) => {
      if (choice === "Open Setting") {
        void executeCommand("workbench.action.openSettings", "manim.pythonPath");
      } else if (choice === "Show Log") {
        this.output.show();
      }
    });
  }
}
