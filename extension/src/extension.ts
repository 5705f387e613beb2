/** Entry point: wires the server manager, commands, status bar, preview and settings together. */
import type { ExtensionContext } from "vscode";
import { ExecuteCommandRequest } from "vscode-languageserver-protocol";
import { SETUP_COMMAND, ServerManager } from "./client";
import { registerProposalProvider } from "./editReview";
import {
  editScene,
  generateScene,
  renderNamedScene,
  renderScene,
  repairScene,
  serverInfo,
  showPreview,
  type CommandHost,
} from "./commands";
import { sendCursor } from "./cursor";
import { SceneLensProvider } from "./sceneLens";
import { PreviewManager } from "./preview";
import { ClientCommands, ServerCommands } from "./protocol";
import { bundledWheel, findInterpreter, findSourceCheckout, getPythonEnvironments } from "./python";
import { processRunner, setUpEnvironment } from "./setup";
import { RESTART_SETTINGS, SECTION } from "./settings";
import { SHOW_LOG_COMMAND, StatusBar } from "./statusBar";
import {
  createOutputChannel,
  getActiveTextEditor,
  getConfiguration,
  getTextDocuments,
  getVisibleTextEditors,
  getWorkspaceFolders,
  isWorkspaceTrusted,
  showErrorMessage,
  showInformationMessage,
  updateGlobalSetting,
  withCancellableProgress,
  onDidChangeActiveTextEditor,
  onDidChangeConfiguration,
  onDidGrantWorkspaceTrust,
  onWillSaveTextDocument,
  registerCodeLensProvider,
  registerCommand,
} from "./vscodeapi";

/** What `activate` returns: handy for tests and for other extensions. */
export interface ManimAgentApi {
  server: ServerManager;
  preview: PreviewManager;
  statusBar: StatusBar;
  /** Resolves when the first start attempt (and its follow-up info request) is over. */
  ready: Promise<boolean>;
}

let active: ManimAgentApi | undefined;

export function activate(context: ExtensionContext): ManimAgentApi {
  const output = createOutputChannel("Manim Agent");
  const statusBar = new StatusBar(isWorkspaceTrusted);
  // the preview's buttons for a file's other scenes render that scene (host is set below)
  const preview = new PreviewManager(
    async (uri, scene) => (await renderNamedScene(host, uri, scene)) !== undefined,
  );
  const server = new ServerManager(context.extensionPath, output, {
    onRenderResult: (params) => preview.record(params),
    onStatus: (params) => statusBar.update(params),
    onState: (state, detail) => statusBar.setState(state, detail),
  });

  const host: CommandHost = {
    client: () => server.current,
    restart: () => startAndDescribe(server, statusBar),
    showLog: () => output.show(),
    preview,
    explainMissingServer: () => {
      if (!server.missingServer) {
        return false;
      }
      server.explainMissingServer();
      return true;
    },
  };

  context.subscriptions.push(
    output,
    statusBar,
    preview,
    server,
    registerCommand(ClientCommands.generateScene, () => generateScene(host)),
    registerCommand(ClientCommands.renderScene, () => renderScene(host)),
    registerCommand(ClientCommands.repairScene, (arg?: unknown) => repairScene(host, arg)),
    registerCommand(ClientCommands.editScene, (arg?: unknown) => editScene(host, arg)),
    registerCodeLensProvider("python", new SceneLensProvider()),
    registerProposalProvider(),
    registerCommand(ClientCommands.showPreview, () => showPreview(host)),
    registerCommand(ClientCommands.restartServer, () => host.restart()),
    registerCommand(SHOW_LOG_COMMAND, () => output.show()),
    registerCommand(SETUP_COMMAND, () =>
      setUpServerEnvironment(context.extensionPath, storagePath(context), server, statusBar),
    ),
    onDidChangeActiveTextEditor((editor) => preview.onActiveEditorChanged(editor)),
    // before a save, where the cursor is: the render on save renders the scene around it
    onWillSaveTextDocument((event) =>
      sendCursor(server.current, event.document, [
        getActiveTextEditor(),
        ...getVisibleTextEditors(),
      ]),
    ),
    onDidChangeConfiguration(async (event) => {
      if (RESTART_SETTINGS.some((key) => event.affectsConfiguration(key))) {
        output.info("manim.pythonPath changed: restarting the server");
        await host.restart();
      } else if (event.affectsConfiguration(SECTION)) {
        await server.sendConfiguration();
      }
    }),
    onDidGrantWorkspaceTrust(async () => {
      output.info("Workspace trusted: restarting the server with rendering enabled");
      // trust also changes the effective restricted settings (manim.pythonPath), which queues a
      // second restart: start() runs after it, so the renders go to the final server
      if ((await host.restart()) && (await server.start())) {
        await renderOpenDocuments(server);
      }
    }),
  );

  const ready = followPythonExtension(context, server, statusBar).then(() =>
    startAndDescribe(server, statusBar, false),
  );
  active = { server, preview, statusBar, ready };
  return active;
}

export async function deactivate(): Promise<void> {
  const api = active;
  active = undefined;
  await api?.server.stop();
}

/** Starts (or restarts) the server, then asks it for the model name to show. */
async function startAndDescribe(
  server: ServerManager,
  statusBar: StatusBar,
  restart = true,
): Promise<boolean> {
  const started = await (restart ? server.restart() : server.start());
  const client = server.current;
  if (started && client) {
    const info = await serverInfo(client);
    if (info) {
      statusBar.update({ busy: info.busy, model: info.model });
    }
  }
  return started;
}

function storagePath(context: ExtensionContext): string {
  return context.globalStorageUri?.fsPath ?? `${context.extensionPath}/.storage`;
}

/** After trust is granted: render the open Python files (their diagnostics and previews were
 * limited to static checks until now). */
export async function renderOpenDocuments(server: ServerManager): Promise<number> {
  const client = server.current;
  if (!client) {
    return 0;
  }
  const docs = getTextDocuments().filter(
    (d) => d.languageId === "python" && d.uri.scheme === "file",
  );
  await Promise.all(
    docs.map((d) =>
      client
        .sendRequest(ExecuteCommandRequest.type, {
          command: ServerCommands.renderScene,
          arguments: [{ uri: d.uri.toString() }],
        })
        .catch(() => undefined),
    ),
  );
  return docs.length;
}

/** "Manim: Set Up Python Environment": a venv in the extension's storage with the bundled wheel
 * (or this checkout) installed and the model fetched, then `manim.pythonPath` points at it. */
export async function setUpServerEnvironment(
  extensionPath: string,
  storageDir: string,
  server: ServerManager,
  statusBar: StatusBar,
): Promise<boolean> {
  const wheel = bundledWheel(extensionPath);
  const checkout = findSourceCheckout([extensionPath, ...getWorkspaceFolders().map((f) => f.uri.fsPath)]);
  const source = wheel
    ? ({ kind: "wheel", path: wheel } as const)
    : checkout
      ? ({ kind: "checkout", path: checkout } as const)
      : undefined;
  if (!source) {
    void showErrorMessage(
      "Manim Agent: this extension carries no server wheel and no checkout of the project is open, so there is nothing to install. Build the extension with `make vsix` (it bundles the wheel), or open a checkout of the repository.",
    );
    return false;
  }
  const base = await findInterpreter();
  const model = getConfiguration(SECTION).get<string>("embeddedModel", "default") || "default";
  const amx = getConfiguration(SECTION).get<boolean>("amx", true) !== false;
  const outcome = await withCancellableProgress(
    "Manim: setting up the Python environment",
    async (progress, cancel) => {
      const abort = new AbortController();
      cancel.onCancellationRequested(() => abort.abort());
      return setUpEnvironment({
        storageDir,
        basePython: base.source === "setting" ? "python3" : base.command,
        source,
        model,
        amx,
        runner: processRunner,
        report: (message) => progress.report({ message }),
        signal: abort.signal,
      });
    },
  );
  if (!outcome.ok) {
    void showErrorMessage(`Manim Agent: ${outcome.message}`);
    return false;
  }
  await updateGlobalSetting(SECTION, "pythonPath", outcome.python);
  void showInformationMessage(
    `Manim Agent: the server is installed in ${outcome.python}; manim.pythonPath now points to it.`,
  );
  // the pythonPath change restarts the server; make sure of it if the setting was already equal
  if (!server.current) {
    await startAndDescribe(server, statusBar);
  }
  return true;
}

/** When the interpreter comes from the Python extension, a new selection there restarts us. */
async function followPythonExtension(
  context: ExtensionContext,
  server: ServerManager,
  statusBar: StatusBar,
): Promise<void> {
  const environments = await getPythonEnvironments();
  if (!environments) {
    return;
  }
  context.subscriptions.push(
    environments.onDidChangeActiveEnvironmentPath(() => {
      const pinned = getConfiguration(SECTION).get<string>("pythonPath", "");
      if (!pinned?.trim()) {
        void startAndDescribe(server, statusBar);
      }
    }),
  );
}
