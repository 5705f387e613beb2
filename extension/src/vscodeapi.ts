/**
 * Every call into the VS Code API goes through this module, so the rest of the extension is plain
 * logic that the tests drive against a fake `vscode`.
 */
import * as vscode from "vscode";

export type Disposable = vscode.Disposable;

// --- workspace ---------------------------------------------------------------------------------

export function getConfiguration(
  section: string,
  scope?: vscode.ConfigurationScope,
): vscode.WorkspaceConfiguration {
  return vscode.workspace.getConfiguration(section, scope);
}

export function onDidChangeConfiguration(
  listener: (e: vscode.ConfigurationChangeEvent) => unknown,
): Disposable {
  return vscode.workspace.onDidChangeConfiguration(listener);
}

export function isWorkspaceTrusted(): boolean {
  return vscode.workspace.isTrusted;
}

export function onDidGrantWorkspaceTrust(listener: () => unknown): Disposable {
  return vscode.workspace.onDidGrantWorkspaceTrust(listener);
}

export function getWorkspaceFolders(): readonly vscode.WorkspaceFolder[] {
  return vscode.workspace.workspaceFolders ?? [];
}

export function openTextDocument(uri: vscode.Uri): Thenable<vscode.TextDocument> {
  return vscode.workspace.openTextDocument(uri);
}

// --- window ------------------------------------------------------------------------------------

export function showErrorMessage(
  message: string,
  ...items: string[]
): Thenable<string | undefined> {
  return vscode.window.showErrorMessage(message, ...items);
}

export function showWarningMessage(
  message: string,
  ...items: string[]
): Thenable<string | undefined> {
  return vscode.window.showWarningMessage(message, ...items);
}

export function showInformationMessage(
  message: string,
  ...items: string[]
): Thenable<string | undefined> {
  return vscode.window.showInformationMessage(message, ...items);
}

export function showInputBox(options: vscode.InputBoxOptions): Thenable<string | undefined> {
  return vscode.window.showInputBox(options);
}

export function showQuickPick<T extends vscode.QuickPickItem>(
  items: readonly T[],
  options: vscode.QuickPickOptions,
): Thenable<T | undefined> {
  return vscode.window.showQuickPick(items, options);
}

export interface ProgressStep {
  message?: string;
  increment?: number;
}

/** A cancellable notification with progress, the way long server commands are shown. */
export function withCancellableProgress<R>(
  title: string,
  task: (progress: vscode.Progress<ProgressStep>, token: vscode.CancellationToken) => Thenable<R>,
): Thenable<R> {
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title, cancellable: true },
    task,
  );
}

export function createOutputChannel(name: string): vscode.LogOutputChannel {
  return vscode.window.createOutputChannel(name, { log: true });
}

export function createStatusBarItem(id: string, priority: number): vscode.StatusBarItem {
  return vscode.window.createStatusBarItem(id, vscode.StatusBarAlignment.Left, priority);
}

export function createWebviewPanel(
  viewType: string,
  title: string,
  localResourceRoots: vscode.Uri[],
): vscode.WebviewPanel {
  return vscode.window.createWebviewPanel(
    viewType,
    title,
    { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
    { enableScripts: false, retainContextWhenHidden: false, localResourceRoots },
  );
}

export function getActiveTextEditor(): vscode.TextEditor | undefined {
  return vscode.window.activeTextEditor;
}

export function onDidChangeActiveTextEditor(
  listener: (editor: vscode.TextEditor | undefined) => unknown,
): Disposable {
  return vscode.window.onDidChangeActiveTextEditor(listener);
}

export function showTextDocument(document: vscode.TextDocument): Thenable<vscode.TextEditor> {
  return vscode.window.showTextDocument(document, { preview: false });
}

/** Closes every tab whose diff shows `modified` on its right-hand side. */
export async function closeDiffTabs(modified: vscode.Uri): Promise<void> {
  const key = modified.toString();
  const tabs = vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter(
      (tab) => tab.input instanceof vscode.TabInputTextDiff && tab.input.modified.toString() === key,
    );
  if (tabs.length) {
    await vscode.window.tabGroups.close(tabs);
  }
}

/** The diff editor of `left` (a document) against `right` (e.g. a read-only virtual one). */
export function showDiff(left: vscode.Uri, right: vscode.Uri, title: string): Thenable<unknown> {
  return vscode.commands.executeCommand("vscode.diff", left, right, title, { preview: false });
}

/** Applies whole hunks (LSP TextEdit shapes) to `uri` as one WorkspaceEdit: one undo step. */
export function applyTextEdits(
  uri: vscode.Uri,
  edits: readonly {
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
    newText: string;
  }[],
): Thenable<boolean> {
  const edit = new vscode.WorkspaceEdit();
  for (const e of edits) {
    const { start, end } = e.range;
    edit.replace(uri, new vscode.Range(start.line, start.character, end.line, end.character), e.newText);
  }
  return vscode.workspace.applyEdit(edit);
}

export function registerTextDocumentContentProvider(
  scheme: string,
  provider: vscode.TextDocumentContentProvider,
): Disposable {
  return vscode.workspace.registerTextDocumentContentProvider(scheme, provider);
}

// --- commands and extensions -------------------------------------------------------------------

export function registerCommand(id: string, handler: (...args: unknown[]) => unknown): Disposable {
  return vscode.commands.registerCommand(id, handler);
}

export function executeCommand<T = unknown>(id: string, ...args: unknown[]): Thenable<T> {
  return vscode.commands.executeCommand<T>(id, ...args);
}

export function getExtension<T>(id: string): vscode.Extension<T> | undefined {
  return vscode.extensions.getExtension<T>(id);
}

// --- values ------------------------------------------------------------------------------------

export function fileUri(fsPath: string): vscode.Uri {
  return vscode.Uri.file(fsPath);
}

export function parseUri(value: string): vscode.Uri {
  return vscode.Uri.parse(value);
}

export function newEventEmitter<T>(): vscode.EventEmitter<T> {
  return new vscode.EventEmitter<T>();
}

/** The remote authority's kind (`ssh-remote`, `wsl`, code-server's ...) or undefined when local. */
export function remoteName(): string | undefined {
  return vscode.env.remoteName;
}

export function updateGlobalSetting(section: string, key: string, value: unknown): Thenable<void> {
  return vscode.workspace.getConfiguration(section).update(key, value, vscode.ConfigurationTarget.Global);
}

export function onWillSaveTextDocument(
  listener: (event: vscode.TextDocumentWillSaveEvent) => unknown,
): Disposable {
  return vscode.workspace.onWillSaveTextDocument(listener);
}

export function getVisibleTextEditors(): readonly vscode.TextEditor[] {
  return vscode.window.visibleTextEditors;
}

export function getTextDocuments(): readonly vscode.TextDocument[] {
  return vscode.workspace.textDocuments;
}

// --- languages ---------------------------------------------------------------------------------

export function registerCodeLensProvider(
  language: string,
  provider: vscode.CodeLensProvider,
): Disposable {
  return vscode.languages.registerCodeLensProvider({ language }, provider);
}

/** A code lens on the whole of 0-based `line` that runs `command` with `args`. */
export function codeLens(
  line: number,
  title: string,
  command: string,
  args: unknown[],
): vscode.CodeLens {
  return new vscode.CodeLens(new vscode.Range(line, 0, line, 0), { title, command, arguments: args });
}
