/** Entry point: wires the server manager, commands, status bar, preview and settings together. */
import type { ExtensionContext } from "vscode";
import { ServerManager } from "./client";
import {
  generateScene,
  renderScene,
  repairScene,
  serverInfo,
  showPreview,
  type CommandHost,
} from "./commands";
import { PreviewManager } from "./preview";
import { ClientCommands } from "./protocol";
import { getPythonEnvironments } from "./python";
import { RESTART_SETTINGS, SECTION } from "./settings";
import { SHOW_LOG_COMMAND, StatusBar } from "./statusBar";
import {
  createOutputChannel,
  getConfiguration,
  isWorkspaceTrusted,
  onDidChangeActiveTextEditor,
  onDidChangeConfiguration,
  onDidGrantWorkspaceTrust,
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
  const preview = new PreviewManager();
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
  };

  context.subscriptions.push(
    output,
    statusBar,
    preview,
    server,
    registerCommand(ClientCommands.generateScene, () => generateScene(host)),
    registerCommand(ClientCommands.renderScene, () => renderScene(host)),
    registerCommand(ClientCommands.repairScene, () => repairScene(host)),
    registerCommand(ClientCommands.showPreview, () => showPreview(host)),
    registerCommand(ClientCommands.restartServer, () => host.restart()),
    registerCommand(SHOW_LOG_COMMAND, () => output.show()),
    onDidChangeActiveTextEditor((editor) => preview.onActiveEditorChanged(editor)),
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
      await host.restart();
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
