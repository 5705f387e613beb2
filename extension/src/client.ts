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
  ClientCommands,
  Notifications,
  type InitializationOptions,
  type RenderResultParams,
  type StatusParams,
} from "./protocol";
import { quietExitChannel } from "./outputFilter";
import {
  bundledWheel,
  checkInterpreter,
  explainCheckFailure,
  findInterpreter,
  findSourceCheckout,
  installCommand,
  type Interpreter,
} from "./python";
import { SECTION, serverOptions } from "./settings";
import {
  executeCommand,
  getActiveTextEditor,
  remoteName,
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

/** The palette command that sets up a Python environment with the server (setup.ts). */
export const SETUP_COMMAND = ClientCommands.setupEnvironment;

/** Opens the Settings UI on `manim.pythonPath`. The setting is machine-overridable: in a remote
 * window (code-server, SSH, WSL) it is edited on the Remote tab, where the User tab shows
 * "No Settings Found"; `@id:` matches the setting itself rather than a text search. */
export function openPythonPathSetting(): Thenable<unknown> {
  const query = "@id:manim.pythonPath";
  return remoteName()
    ? executeCommand("workbench.action.openRemoteSettings", { query })
    : executeCommand("workbench.action.openSettings", { query });
}

/** Routes the server's "Repair with Manim model" code action through the palette command, so the
 * repair runs behind a cancellable notification (a server-created progress has no Cancel). */
export const codeActionMiddleware: Middleware["provideCodeActions"] = async (
  document,
  range,
  context,
  token,
  next,
) => {
  const actions = await next(document, range, context, token);
  for (const action of actions ?? []) {
    const command = "command" in action && typeof action.command === "object" ? action.command : undefined;
    if (command?.command === "manim.server.repairScene") {
      command.command = "manim.repairScene";
    }
  }
  return actions;
};

export class ServerManager implements Disposable {
  private client: LanguageClient | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private lastInterpreter: Interpreter | undefined;
  /** Why the last start failed when the interpreter lacks the server (shown again, not retried). */
  private missing: { interpreter: Interpreter; detail: string } | undefined;

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

  /** Whether the last start failed because the interpreter cannot run the server. */
  get missingServer(): boolean {
    return this.missing !== undefined;
  }

  /** Shows the missing-server message again (what to install, Set Up, Open Setting). */
  explainMissingServer(): void {
    if (this.missing) {
      this.showMissingServer(this.missing.interpreter, this.missing.detail);
    }
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
      this.events.onState("failed", explainCheckFailure(check.detail));
      this.missing = { interpreter, detail: check.detail };
      this.showMissingServer(interpreter, check.detail);
      return false;
    }
    this.missing = undefined;

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
      // the client logs every exit as an error, a normal stop included; code 0 is not one
      outputChannel: quietExitChannel(this.output),
      traceOutputChannel: this.output,
      revealOutputChannelOn: RevealOutputChannelOn.Never,
      initializationOptions: serverOptions(),
      middleware: { workspace: configurationMiddleware, provideCodeActions: codeActionMiddleware },
    };
  }

  private showMissingServer(interpreter: Interpreter, detail: string): void {
    const checkout = findSourceCheckout([
      this.extensionPath,
      ...getWorkspaceFolders().map((f) => f.uri.fsPath),
    ]);
    const wheel = bundledWheel(this.extensionPath);
    const install = installCommand(interpreter.command, checkout, wheel);
    const canSetUp = checkout !== undefined || wheel !== undefined;
    const message =
      `Manim Agent: the Python interpreter ${interpreter.command} (${SOURCE_LABEL[interpreter.source]}) ` +
      `cannot run the language server: ${explainCheckFailure(detail)}. To fix it, ` +
      [
        canSetUp ? "choose Set Up Environment (a new environment in the extension's storage)" : "",
        install ? `install it with \`${install}\`` : "",
        "set manim.pythonPath to an interpreter that has the server.",
      ]
        .filter(Boolean)
        .join(", or ");
    const buttons = canSetUp
      ? ["Set Up Environment", "Open Setting", "Show Log"]
      : ["Open Setting", "Show Log"];
    void showErrorMessage(message, ...buttons).then((choice) => {
      if (choice === "Set Up Environment") {
        void executeCommand(SETUP_COMMAND);
      } else if (choice === "Open Setting") {
        void openPythonPathSetting();
      } else if (choice === "Show Log") {
        this.output.show();
      }
    });
  }
}
