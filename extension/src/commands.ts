/** The palette commands: each collects its input, calls one server command and shows the result. */
import type { QuickPickItem } from "vscode";
import { ExecuteCommandRequest } from "vscode-languageserver-protocol";
import { STRATEGIES, STRATEGY_DETAIL } from "./manifest";
import {
  ServerCommands,
  type EditPrefillParams,
  type EditSceneArgs,
  type EditSceneResult,
  type GenerateSceneArgs,
  type GenerateSceneResult,
  type RenderSceneArgs,
  type RenderSceneResult,
  type RepairSceneArgs,
  type RepairSceneResult,
  type ServerInfo,
  type Strategy,
} from "./protocol";
import { documentKey, type PreviewManager } from "./preview";
import { reviewEdit } from "./editReview";
import { runServerCommand, type CommandClient, type Outcome } from "./serverCommand";
import { EditPrefiller, EditPrefillNotification, Prefiller, PrefillNotification } from "./prefill";
import { readSettings, type ManimSettings } from "./settings";
import {
  executeCommand,
  getActiveTextEditor,
  getTextDocuments,
  isWorkspaceTrusted,
  openTextDocument,
  parseUri,
  showErrorMessage,
  showInformationMessage,
  showInputBox,
  showQuickPick,
  showTextDocument,
  showWarningMessage,
} from "./vscodeapi";

export interface CommandHost {
  /** The running client, or undefined. */
  client(): CommandClient | undefined;
  restart(): Promise<boolean>;
  showLog(): void;
  preview: PreviewManager;
  /** When the interpreter lacks the server: shows what to do (a restart would fail again). */
  explainMissingServer?(): boolean;
}

export const TRUST_MESSAGE =
  "Manim Agent: rendering and generating scenes run code, so they need a trusted workspace. " +
  "In this workspace only hover and static checks are available.";

export function validateDescription(value: string): string | undefined {
  return value.trim() === ""
    ? "Describe the animation in a sentence, e.g. “a blue circle turns into a square”."
    : undefined;
}

function requireTrust(): boolean {
  if (isWorkspaceTrusted()) {
    return true;
  }
  void showWarningMessage(TRUST_MESSAGE, "Manage Workspace Trust").then((choice) => {
    if (choice === "Manage Workspace Trust") {
      void executeCommand("workbench.trust.manage");
    }
  });
  return false;
}

function requireClient(host: CommandHost): CommandClient | undefined {
  const client = host.client();
  if (!client && host.explainMissingServer?.()) {
    return undefined;
  }
  if (!client) {
    void showErrorMessage(
      "Manim Agent: the language server is not running.",
      "Restart Server",
      "Show Log",
    ).then((choice) => {
      if (choice === "Restart Server") {
        void host.restart();
      } else if (choice === "Show Log") {
        host.showLog();
      }
    });
  }
  return client;
}

function activePythonEditor(): ReturnType<typeof getActiveTextEditor> {
  const editor = getActiveTextEditor();
  if (!editor || editor.document.languageId !== "python") {
    void showInformationMessage("Manim Agent: open a Manim scene (a Python file) first.");
    return undefined;
  }
  return editor;
}

/** The trusted workspace's active Python editor and a running server, or undefined (the user was told why). */
function sceneTarget(
  host: CommandHost,
): { editor: NonNullable<ReturnType<typeof getActiveTextEditor>>; client: CommandClient } | undefined {
  if (!requireTrust()) {
    return undefined;
  }
  const editor = activePythonEditor();
  if (!editor) {
    return undefined;
  }
  const client = requireClient(host);
  return client ? { editor, client } : undefined;
}

/** Reports an error or cancel outcome; returns the value for a result. */
function settle<R>(outcome: Outcome<R>, what: string, host: CommandHost): R | undefined {
  switch (outcome.kind) {
    case "result":
      return outcome.value;
    case "cancelled":
      void showInformationMessage(`Manim Agent: ${what} cancelled.`);
      return undefined;
    case "error":
      void showErrorMessage(`Manim Agent: ${what} failed: ${outcome.message}`, "Show Log").then(
        (choice) => {
          if (choice === "Show Log") {
            host.showLog();
          }
        },
      );
      return undefined;
  }
}

async function openDocument(uri: string): Promise<void> {
  await showTextDocument(await openTextDocument(parseUri(uri)));
}

interface StrategyItem extends QuickPickItem {
  strategy: Strategy;
}

async function pickStrategy(defaultStrategy: string): Promise<Strategy | undefined> {
  const ordered = [...STRATEGIES].sort((a, b) =>
    a === defaultStrategy ? -1 : b === defaultStrategy ? 1 : 0,
  );
  const items: StrategyItem[] = ordered.map((strategy) => ({
    label: strategy,
    description: strategy === defaultStrategy ? "default (manim.strategy)" : "",
    detail: STRATEGY_DETAIL[strategy],
    strategy,
  }));
  const picked = await showQuickPick(items, {
    title: "Manim: Generate Scene",
    placeHolder: "Strategy (Enter keeps the default)",
  });
  return picked?.strategy;
}

function prefillerFor(client: CommandClient, settings: ManimSettings): Prefiller | undefined {
  const send = client.sendNotification?.bind(client);
  if (settings.prefillWhileTyping === false || send === undefined) {
    return undefined;
  }
  return new Prefiller((params) => {
    // fire and forget: a lost head start changes nothing but the wait
    send(PrefillNotification, params).catch(() => undefined);
  }, settings.strategy);
}

function editPrefillerFor(
  client: CommandClient,
  settings: ManimSettings,
  args: Partial<EditSceneArgs>,
): EditPrefiller | undefined {
  const send = client.sendNotification?.bind(client);
  if (settings.prefillWhileTyping === false || send === undefined || args.uri === undefined) {
    return undefined;
  }
  const target: Omit<EditPrefillParams, "instruction"> = { uri: args.uri };
  if (args.scene) {
    target.scene = args.scene;
  }
  if (args.position) {
    target.position = args.position;
  }
  return new EditPrefiller((params) => {
    send(EditPrefillNotification, params).catch(() => undefined);
  }, target);
}

export async function generateScene(host: CommandHost): Promise<GenerateSceneResult | undefined> {
  if (!requireTrust()) {
    return undefined;
  }
  const client = requireClient(host);
  if (!client) {
    return undefined;
  }
  const settings = readSettings();
  // the loaded model reads the prompt while the description is typed (manim.prefillWhileTyping)
  const prefiller = prefillerFor(client, settings);
  let description: string | undefined;
  try {
    description = await showInputBox({
      title: "Manim: Generate Scene",
      prompt: "Describe the animation",
      placeHolder: "A blue circle grows, then turns into a red square",
      ignoreFocusOut: true,
      validateInput: (value) => {
        prefiller?.update(value);
        return validateDescription(value);
      },
    });
    if (description !== undefined && validateDescription(description) === undefined) {
      prefiller?.update(description); // the final text, read while the strategy is picked
      prefiller?.flush();
    }
  } finally {
    prefiller?.dispose();
  }
  if (description === undefined || validateDescription(description) !== undefined) {
    return undefined;
  }
  const strategy = await pickStrategy(settings.strategy);
  if (strategy === undefined) {
    return undefined;
  }
  // the strategy picked for this scene; rounds and everything else come from the server's settings
  const args: GenerateSceneArgs = { description: description.trim(), strategy };
  const outcome = await runServerCommand<GenerateSceneArgs, GenerateSceneResult>(
    client,
    "Manim: generating scene",
    ServerCommands.generateScene,
    args,
  );
  const result = settle(outcome, "Generate Scene", host);
  if (!result) {
    return undefined;
  }
  if (result.status === "cancelled") {
    void showInformationMessage("Manim Agent: Generate Scene cancelled.");
    return result;
  }
  if (result.uri) {
    await openDocument(result.uri);
    if (result.video || result.image) {
      host.preview.record({
        uri: result.uri,
        version: null,
        status: result.status,
        video: result.video,
        image: result.image,
        renderTime: null,
        layout: [],
        error:
          result.status === "failed" && result.error ? { message: result.error, line: null } : null,
      });
      host.preview.show(result.uri);
    }
  }
  if (result.status === "failed") {
    const where = result.uri
      ? ` The best attempt was written to ${parseUri(result.uri).fsPath}.`
      : "";
    void showWarningMessage(
      `Manim Agent: the scene still fails after ${result.rounds} round(s): ${result.error ?? "unknown error"}.${where}`,
    );
  }
  return result;
}

/** Renders the active document: the server picks the scene whose class holds the cursor (sent
 * as `position`), else the one it rendered last for the file, else the first. */
export async function renderScene(host: CommandHost): Promise<RenderSceneResult | undefined> {
  const target = sceneTarget(host);
  if (!target) {
    return undefined;
  }
  const { editor, client } = target;
  const document = editor.document;
  if (document.isDirty) {
    await document.save();
  }
  const { line, character } = editor.selection.active;
  const args: RenderSceneArgs = { uri: document.uri.toString(), position: { line, character } };
  return runRender(host, client, args, document.version);
}

/** Renders the scene `scene` of `uri` (the preview's buttons for the file's other scenes). */
export async function renderNamedScene(
  host: CommandHost,
  uri: string,
  scene: string,
): Promise<RenderSceneResult | undefined> {
  if (!requireTrust()) {
    return undefined;
  }
  const client = requireClient(host);
  if (!client) {
    return undefined;
  }
  const document = getTextDocuments().find(
    (d) => documentKey(d.uri.toString()) === documentKey(uri),
  );
  if (document?.isDirty) {
    await document.save();
  }
  return runRender(host, client, { uri, scene }, document?.version ?? null);
}

async function runRender(
  host: CommandHost,
  client: CommandClient,
  args: RenderSceneArgs,
  version: number | null,
): Promise<RenderSceneResult | undefined> {
  const uri = args.uri;
  const outcome = await runServerCommand<RenderSceneArgs, RenderSceneResult>(
    client,
    args.scene ? `Manim: rendering ${args.scene}` : "Manim: rendering",
    ServerCommands.renderScene,
    args,
  );
  const result = settle(outcome, "Render", host);
  if (!result) {
    return undefined;
  }
  host.preview.record({ ...result, uri, version });
  host.preview.show(uri);
  if (result.error) {
    const line = typeof result.error.line === "number" ? ` at line ${result.error.line}` : "";
    void showErrorMessage(`Manim Agent: render failed${line}: ${result.error.message}`);
  }
  return result;
}

/** Repairs the active scene, or the document `arg.uri` (the code action's argument). */
export async function repairScene(
  host: CommandHost,
  arg?: unknown,
): Promise<RepairSceneResult | undefined> {
  const given =
    typeof arg === "object" && arg !== null && typeof (arg as { uri?: unknown }).uri === "string"
      ? (arg as { uri: string }).uri
      : undefined;
  let uri: string;
  let client: CommandClient | undefined;
  if (given) {
    client = requireTrust() ? requireClient(host) : undefined;
    uri = given;
  } else {
    const target = sceneTarget(host);
    client = target?.client;
    uri = target?.editor.document.uri.toString() ?? "";
  }
  if (!client) {
    return undefined;
  }
  const outcome = await runServerCommand<RepairSceneArgs, RepairSceneResult>(
    client,
    "Manim: repairing scene",
    ServerCommands.repairScene,
    { uri },
  );
  const result = settle(outcome, "Repair", host);
  if (!result) {
    return undefined;
  }
  const detail = result.message ? `: ${result.message}` : ".";
  switch (result.status) {
    case "repaired":
      void showInformationMessage(`Manim Agent: repaired in ${result.rounds} round(s)${detail}`);
      break;
    case "nothing-to-repair":
      void showInformationMessage(`Manim Agent: nothing to repair${detail}`);
      break;
    case "cancelled":
      void showInformationMessage("Manim Agent: Repair cancelled.");
      break;
    case "failed":
      void showWarningMessage(
        `Manim Agent: the repair failed after ${result.rounds} round(s); the file was left unchanged${detail}`,
      );
      break;
  }
  return result;
}

export function validateInstruction(value: string): string | undefined {
  return value.trim() === ""
    ? "Say what to change, e.g. “make the circle blue” or “slow the rotation down”."
    : undefined;
}

/** The argument of the code lens and of the preview: the file and the scene to edit. */
function editTarget(arg: unknown): { uri: string; scene?: string } | undefined {
  if (typeof arg !== "object" || arg === null) {
    return undefined;
  }
  const { uri, scene } = arg as { uri?: unknown; scene?: unknown };
  if (typeof uri !== "string") {
    return undefined;
  }
  return typeof scene === "string" ? { uri, scene } : { uri };
}

/** Edit Scene: asks for the instruction, runs `manim.server.editScene` (`review: "client"`)
 * behind a cancellable progress; the server returns the proposed edit, which opens as a diff
 * against the file with one prompt, Apply / Discard; Apply applies it as one undo step
 * (editReview.ts). A file with several scenes asks which; a scene that does not render offers
 * Repair first; an applied edit plays its new video. */
export async function editScene(
  host: CommandHost,
  arg?: unknown,
): Promise<EditSceneResult | undefined> {
  const given = editTarget(arg);
  let client: CommandClient | undefined;
  const args: Partial<EditSceneArgs> = { review: "client" };
  if (given) {
    client = requireTrust() ? requireClient(host) : undefined;
    args.uri = given.uri;
    if (given.scene) {
      args.scene = given.scene;
    }
  } else {
    const target = sceneTarget(host);
    client = target?.client;
    if (target) {
      const { line, character } = target.editor.selection.active;
      args.uri = target.editor.document.uri.toString();
      args.position = { line, character };
    }
  }
  if (!client || !args.uri) {
    return undefined;
  }
  // the scene renders as it is and the model reads it while the instruction is typed
  const prefiller = editPrefillerFor(client, readSettings(), args);
  prefiller?.open();
  let instruction: string | undefined;
  try {
    instruction = await showInputBox({
      title: args.scene ? `Manim: Edit Scene ${args.scene}` : "Manim: Edit Scene",
      prompt: "What should change? Everything else stays as it is.",
      placeHolder: "Make the circle blue and move it to the left",
      ignoreFocusOut: true,
      validateInput: (value) => {
        prefiller?.update(value);
        return validateInstruction(value);
      },
    });
  } finally {
    prefiller?.dispose();
  }
  if (instruction === undefined || validateInstruction(instruction) !== undefined) {
    return undefined;
  }
  args.instruction = instruction.trim();
  let result = await runEdit(host, client, args as EditSceneArgs);
  if (result?.status === "choose-scene" && result.scenes?.length) {
    const picked = await showQuickPick(
      result.scenes.map((scene) => ({ label: scene })),
      { title: "Manim: Edit Scene", placeHolder: "The file has several scenes: which one?" },
    );
    if (!picked) {
      return result;
    }
    result = await runEdit(host, client, { ...(args as EditSceneArgs), scene: picked.label });
  }
  if (result?.proposal && !result.applied) {
    result = await reviewEdit(result);
  }
  if (result) {
    reportEdit(host, args.uri, result);
  }
  return result;
}

async function runEdit(
  host: CommandHost,
  client: CommandClient,
  args: EditSceneArgs,
): Promise<EditSceneResult | undefined> {
  const outcome = await runServerCommand<EditSceneArgs, EditSceneResult>(
    client,
    "Manim: editing scene",
    ServerCommands.editScene,
    args,
  );
  return settle(outcome, "Edit Scene", host);
}

function reportEdit(host: CommandHost, uri: string, result: EditSceneResult): void {
  const detail = result.message ? `: ${result.message}` : ".";
  if (result.applied) {
    if (result.video || result.image) {
      host.preview.record({
        uri,
        version: null,
        status: "success",
        video: result.video ?? null,
        image: result.image ?? null,
        renderTime: null,
        layout: [],
        error: null,
      });
      host.preview.show(uri);
    }
    const show = result.status === "success" ? showInformationMessage : showWarningMessage;
    void show(`Manim Agent: edit applied (Undo reverts it)${detail}`);
    return;
  }
  switch (result.review) {
    case "stale":
      void showWarningMessage(
        "Manim Agent: the file changed since the edit was made for it, so the edit was not " +
          "applied; the file is as you left it. Run Edit Scene again.",
      );
      return;
    case "rejected":
      void showWarningMessage("Manim Agent: VS Code rejected the edit; the file is unchanged.");
      return;
    case "discarded":
      void showInformationMessage("Manim Agent: the edit was discarded; the file is unchanged.");
      return;
  }
  switch (result.status) {
    case "cancelled":
      void showInformationMessage("Manim Agent: Edit Scene cancelled; the file is unchanged.");
      return;
    case "choose-scene":
      return;
    case "needs-repair":
      void showWarningMessage(
        `Manim Agent: the scene does not render, so it cannot be edited yet${detail}`,
        "Repair Scene",
      ).then((choice) => {
        if (choice === "Repair Scene") {
          void repairScene(host, { uri });
        }
      });
      return;
    case "failed":
      void showWarningMessage(`Manim Agent: no edit; the file is unchanged${detail}`);
      return;
    default:
      void showInformationMessage(`Manim Agent: the edit was discarded; the file is unchanged.`);
  }
}

export function showPreview(host: CommandHost): void {
  const editor = getActiveTextEditor();
  const uri =
    editor?.document.languageId === "python"
      ? editor.document.uri.toString()
      : host.preview.shownDocument;
  if (!uri) {
    void showInformationMessage("Manim Agent: open a Manim scene (a Python file) to preview it.");
    return;
  }
  host.preview.show(uri);
}

/** Asks the server what it runs (`manim.server.info`); undefined when it cannot answer. */
export async function serverInfo(client: CommandClient): Promise<ServerInfo | undefined> {
  try {
    return await client.sendRequest<ServerInfo>(ExecuteCommandRequest.type, {
      command: ServerCommands.info,
      arguments: [],
    });
  } catch {
    return undefined;
  }
}
