/**
 * A hand-made fake of the parts of the `vscode` module the extension uses. vitest aliases
 * `vscode` to this file; tests drive it through `state` and the helpers at the bottom.
 */
import { vi } from "vitest";

type Listener<T> = (value: T) => unknown;

export class Disposable {
  constructor(private readonly fn: () => void = () => undefined) {}
  static from(...items: { dispose(): unknown }[]): Disposable {
    return new Disposable(() => items.forEach((i) => i.dispose()));
  }
  dispose(): void {
    this.fn();
  }
}

export class EventEmitter<T> {
  private listeners = new Set<Listener<T>>();
  readonly event = (listener: Listener<T>): Disposable => {
    this.listeners.add(listener);
    return new Disposable(() => this.listeners.delete(listener));
  };
  /** Fires and waits for async listeners, so tests can await the reaction. */
  async fire(value: T): Promise<void> {
    await Promise.all([...this.listeners].map((l) => l(value)));
  }
  get size(): number {
    return this.listeners.size;
  }
  dispose(): void {
    this.listeners.clear();
  }
}

export class Uri {
  private constructor(
    readonly scheme: string,
    readonly authority: string,
    readonly path: string,
    readonly query: string,
    readonly fragment: string,
  ) {}
  static file(fsPath: string): Uri {
    return new Uri("file", "", fsPath.replace(/\\/g, "/"), "", "");
  }
  static parse(value: string): Uri {
    const url = new URL(value);
    return new Uri(
      url.protocol.replace(/:$/, ""),
      url.host,
      decodeURIComponent(url.pathname),
      url.search.replace(/^\?/, ""),
      url.hash.replace(/^#/, ""),
    );
  }
  get fsPath(): string {
    return this.path;
  }
  with(change: { scheme?: string; path?: string; query?: string }): Uri {
    return new Uri(
      change.scheme ?? this.scheme,
      this.authority,
      change.path ?? this.path,
      change.query ?? this.query,
      this.fragment,
    );
  }
  toString(): string {
    const path = this.path.split("/").map(encodeURIComponent).join("/");
    return `${this.scheme}://${this.authority}${path}${this.query ? `?${this.query}` : ""}`;
  }
}

export interface FakeCancellationToken {
  readonly isCancellationRequested: boolean;
  onCancellationRequested(listener: () => unknown): Disposable;
}

export class CancellationTokenSource {
  private cancelled = false;
  private readonly emitter = new EventEmitter<void>();
  readonly token: FakeCancellationToken;
  constructor() {
    const token = { onCancellationRequested: this.emitter.event };
    Object.defineProperty(token, "isCancellationRequested", { get: () => this.cancelled });
    this.token = token as FakeCancellationToken;
  }
  cancel(): void {
    if (!this.cancelled) {
      this.cancelled = true;
      void this.emitter.fire();
    }
  }
  dispose(): void {
    this.emitter.dispose();
  }
}

export enum ProgressLocation {
  SourceControl = 1,
  Window = 10,
  Notification = 15,
}
export enum StatusBarAlignment {
  Left = 1,
  Right = 2,
}
export enum ViewColumn {
  Active = -1,
  Beside = -2,
  One = 1,
}

// --- state the tests control ------------------------------------------------------------------

export interface FakeDocument {
  uri: Uri;
  languageId: string;
  version: number;
  isDirty: boolean;
  getText(): string;
  save: ReturnType<typeof vi.fn>;
}

export interface FakeEditor {
  document: FakeDocument;
  selection: { active: { line: number; character: number } };
}

export interface FakeWebviewPanel {
  viewType: string;
  title: string;
  options: unknown;
  webview: {
    html: string;
    options: { enableScripts?: boolean; localResourceRoots?: Uri[] };
    cspSource: string;
    asWebviewUri(uri: Uri): Uri;
    onDidReceiveMessage(listener: (message: unknown) => unknown): Disposable;
    /** What the page's script would post (a scene button's click): fires onDidReceiveMessage. */
    postFromPage(message: unknown): Promise<void>;
  };
  reveal: ReturnType<typeof vi.fn>;
  dispose(): void;
  onDidDispose(listener: () => void): Disposable;
  disposed: boolean;
}

export const state = {
  settings: {} as Record<string, unknown>,
  trusted: true,
  workspaceFolders: [] as { uri: Uri; name: string; index: number }[],
  extensions: {} as Record<string, unknown>,
  activeTextEditor: undefined as FakeEditor | undefined,
  /** window.visibleTextEditors besides the active one. */
  visibleTextEditors: [] as FakeEditor[],
  /** Answers of the message functions, by message substring -> button (first match). */
  messageAnswers: [] as { match: string; answer: string | undefined }[],
  inputBoxAnswer: undefined as string | undefined,
  /** undefined: the quick pick is dismissed; a label: that item; "first": the first item. */
  quickPickAnswer: "first" as string | undefined,
  /** The token source of the progress notification currently open. */
  progressCancel: undefined as CancellationTokenSource | undefined,
  progressReports: [] as { message?: string; increment?: number }[],
  panels: [] as FakeWebviewPanel[],
  statusItems: [] as Record<string, unknown>[],
  commands: new Map<string, (...args: unknown[]) => unknown>(),
  /** Code lens providers registered, with their document selector. */
  codeLensProviders: [] as { selector: unknown; provider: unknown }[],
  executedCommands: [] as unknown[][],
  logLines: [] as string[],
  /** vscode.env.remoteName: undefined in a local window. */
  remoteName: undefined as string | undefined,
  /** Settings written through WorkspaceConfiguration.update: [key, value, target]. */
  updates: [] as [string, unknown, unknown][],
  textDocuments: [] as FakeDocument[],
  /** Called with each message shown (before its answer): a test's side effect at a prompt. */
  onMessage: undefined as ((message: string) => void) | undefined,
  /** workspace.applyEdit: the edits asked for (each a WorkspaceEdit's replaces), and the answer. */
  appliedEdits: [] as FakeWorkspaceEdit[],
  applyEditResult: true,
  /** Text document content providers, by scheme. */
  contentProviders: new Map<string, { provideTextDocumentContent(uri: Uri): string }>(),
  /** The editor tabs open (vscode.diff opens one). */
  tabs: [] as { input: unknown; label: string }[],
};

export class WorkspaceEdit {
  readonly replaces: { uri: Uri; range: Range; newText: string }[] = [];
  replace(uri: Uri, range: Range, newText: string): void {
    this.replaces.push({ uri, range, newText });
  }
}
export type FakeWorkspaceEdit = WorkspaceEdit;

export class TabInputTextDiff {
  constructor(
    readonly original: Uri,
    readonly modified: Uri,
  ) {}
}

export enum ConfigurationTarget {
  Global = 1,
  Workspace = 2,
  WorkspaceFolder = 3,
}

export const env = {
  get remoteName(): string | undefined {
    return state.remoteName;
  },
};

const configurationEmitter = new EventEmitter<{ affectsConfiguration(section: string): boolean }>();
const trustEmitter = new EventEmitter<void>();
const activeEditorEmitter = new EventEmitter<FakeEditor | undefined>();
const willSaveEmitter = new EventEmitter<{ document: FakeDocument; reason: number }>();

function answerFor(message: string): Promise<string | undefined> {
  state.onMessage?.(message);
  const hit = state.messageAnswers.find((a) => message.includes(a.match));
  return Promise.resolve(hit?.answer);
}

// --- the API surface --------------------------------------------------------------------------

export const workspace = {
  getConfiguration: vi.fn((section: string) => ({
    get<T>(key: string, defaultValue?: T): T | undefined {
      const full = `${section}.${key}`;
      return full in state.settings ? (state.settings[full] as T) : defaultValue;
    },
    has: (key: string) => `${section}.${key}` in state.settings,
    update: vi.fn(async (key: string, value: unknown, target?: unknown) => {
      state.updates.push([`${section}.${key}`, value, target]);
      state.settings[`${section}.${key}`] = value;
    }),
  })),
  onDidChangeConfiguration: configurationEmitter.event,
  get isTrusted(): boolean {
    return state.trusted;
  },
  onDidGrantWorkspaceTrust: trustEmitter.event,
  get workspaceFolders() {
    return state.workspaceFolders.length ? state.workspaceFolders : undefined;
  },
  openTextDocument: vi.fn(async (uri: Uri) => makeDocument(uri.toString(), "")),
  get textDocuments(): FakeDocument[] {
    return state.textDocuments;
  },
  onWillSaveTextDocument: willSaveEmitter.event,
  registerTextDocumentContentProvider: vi.fn(
    (scheme: string, provider: { provideTextDocumentContent(uri: Uri): string }) => {
      state.contentProviders.set(scheme, provider);
      return new Disposable(() => state.contentProviders.delete(scheme));
    },
  ),
  applyEdit: vi.fn(async (edit: WorkspaceEdit) => {
    state.appliedEdits.push(edit);
    return state.applyEditResult;
  }),
};

export const window = {
  showErrorMessage: vi.fn((message: string, ..._items: string[]) => answerFor(message)),
  showWarningMessage: vi.fn((message: string, ..._items: string[]) => answerFor(message)),
  showInformationMessage: vi.fn((message: string, ..._items: string[]) => answerFor(message)),
  showInputBox: vi.fn(async (_options: unknown) => state.inputBoxAnswer),
  showQuickPick: vi.fn(async (items: { label: string }[], _options: unknown) => {
    if (state.quickPickAnswer === undefined) {
      return undefined;
    }
    return state.quickPickAnswer === "first"
      ? items[0]
      : items.find((i) => i.label === state.quickPickAnswer);
  }),
  withProgress: vi.fn(
    async (
      _options: unknown,
      task: (progress: { report(step: unknown): void }, token: unknown) => Promise<unknown>,
    ) => {
      const cancel = new CancellationTokenSource();
      state.progressCancel = cancel;
      try {
        return await task(
          {
            report: (step: { message?: string; increment?: number }) =>
              state.progressReports.push(step),
          },
          cancel.token,
        );
      } finally {
        state.progressCancel = undefined;
      }
    },
  ),
  createOutputChannel: vi.fn((name: string, _options?: unknown) => {
    const log = (level: string) => (line: string) => state.logLines.push(`[${level}] ${line}`);
    return {
      name,
      info: log("info"),
      warn: log("warn"),
      error: log("error"),
      debug: log("debug"),
      trace: log("trace"),
      appendLine: log("line"),
      append: log("line"),
      show: vi.fn(),
      hide: vi.fn(),
      clear: vi.fn(),
      dispose: vi.fn(),
    };
  }),
  createStatusBarItem: vi.fn((id: string) => {
    const item: Record<string, unknown> = {
      id,
      text: "",
      show: vi.fn(),
      hide: vi.fn(),
      dispose: vi.fn(),
    };
    state.statusItems.push(item);
    return item;
  }),
  createWebviewPanel: vi.fn(
    (viewType: string, title: string, _show: unknown, options: { localResourceRoots?: Uri[] }) => {
      const disposeEmitter = new EventEmitter<void>();
      const messageEmitter = new EventEmitter<unknown>();
      const panel: FakeWebviewPanel = {
        viewType,
        title,
        options,
        webview: {
          html: "",
          options: { ...options },
          cspSource: "https://fake.vscode-resource.test",
          asWebviewUri: (uri: Uri) =>
            Uri.parse(`https://fake.vscode-resource.test${encodeURI(uri.path)}`),
          onDidReceiveMessage: messageEmitter.event,
          postFromPage: (message: unknown) => messageEmitter.fire(message),
        },
        reveal: vi.fn(),
        disposed: false,
        dispose() {
          panel.disposed = true;
          void disposeEmitter.fire();
        },
        onDidDispose: disposeEmitter.event,
      };
      state.panels.push(panel);
      return panel;
    },
  ),
  get activeTextEditor() {
    return state.activeTextEditor;
  },
  get visibleTextEditors(): FakeEditor[] {
    const active = state.activeTextEditor;
    return active ? [active, ...state.visibleTextEditors] : [...state.visibleTextEditors];
  },
  onDidChangeActiveTextEditor: activeEditorEmitter.event,
  tabGroups: {
    get all() {
      return [{ tabs: state.tabs }];
    },
    close: vi.fn(async (tabs: unknown[]) => {
      state.tabs = state.tabs.filter((t) => !tabs.includes(t));
      return true;
    }),
  },
  showTextDocument: vi.fn(async (document: FakeDocument) => ({
    document,
    selection: { active: { line: 0, character: 0 } },
  })),
};

export const commands = {
  registerCommand: vi.fn((id: string, handler: (...args: unknown[]) => unknown) => {
    state.commands.set(id, handler);
    return new Disposable(() => state.commands.delete(id));
  }),
  executeCommand: vi.fn(async (id: string, ...args: unknown[]) => {
    state.executedCommands.push([id, ...args]);
    if (id === "vscode.diff") {
      state.tabs.push({ input: new TabInputTextDiff(args[0] as Uri, args[1] as Uri), label: String(args[2]) });
    }
    return state.commands.get(id)?.(...args);
  }),
};

export class Range {
  constructor(
    readonly startLine: number,
    readonly startCharacter: number,
    readonly endLine: number,
    readonly endCharacter: number,
  ) {}
}

export class CodeLens {
  constructor(
    readonly range: Range,
    readonly command?: { title: string; command: string; arguments?: unknown[] },
  ) {}
}

export const languages = {
  registerCodeLensProvider: vi.fn((selector: unknown, provider: unknown) => {
    const entry = { selector, provider };
    state.codeLensProviders.push(entry);
    return new Disposable(() => {
      state.codeLensProviders = state.codeLensProviders.filter((e) => e !== entry);
    });
  }),
};

export const extensions = {
  getExtension: vi.fn((id: string) => state.extensions[id]),
};

// --- helpers for tests ------------------------------------------------------------------------

export function makeDocument(uri: string, text: string, languageId = "python"): FakeDocument {
  return {
    uri: Uri.parse(uri),
    languageId,
    version: 1,
    isDirty: false,
    getText: () => text,
    save: vi.fn(async () => true),
  };
}

export function setActiveEditor(
  document: FakeDocument | undefined,
  line = 0,
): FakeEditor | undefined {
  state.activeTextEditor = document
    ? { document, selection: { active: { line, character: 0 } } }
    : undefined;
  return state.activeTextEditor;
}

export async function changeActiveEditor(document: FakeDocument | undefined): Promise<void> {
  await activeEditorEmitter.fire(setActiveEditor(document));
}

/** Changes settings and fires onDidChangeConfiguration for them. */
export async function changeSettings(values: Record<string, unknown>): Promise<void> {
  Object.assign(state.settings, values);
  const keys = Object.keys(values);
  await configurationEmitter.fire({
    affectsConfiguration: (section: string) =>
      keys.some((k) => k === section || k.startsWith(`${section}.`)),
  });
}

/** Fires onWillSaveTextDocument for `document` (reason 1: a manual save). */
export async function willSave(document: FakeDocument): Promise<void> {
  await willSaveEmitter.fire({ document, reason: 1 });
}

export async function grantTrust(): Promise<void> {
  state.trusted = true;
  await trustEmitter.fire();
}

/** Listeners still subscribed to the workspace/window events (a leak check for tests). */
export function listenerCount(): number {
  return (
    configurationEmitter.size + trustEmitter.size + activeEditorEmitter.size + willSaveEmitter.size
  );
}

export function resetVscode(): void {
  configurationEmitter.dispose();
  trustEmitter.dispose();
  activeEditorEmitter.dispose();
  willSaveEmitter.dispose();
  state.settings = {};
  state.trusted = true;
  state.workspaceFolders = [];
  state.extensions = {};
  state.activeTextEditor = undefined;
  state.visibleTextEditors = [];
  state.messageAnswers = [];
  state.inputBoxAnswer = undefined;
  state.quickPickAnswer = "first";
  state.progressCancel = undefined;
  state.progressReports = [];
  state.panels = [];
  state.statusItems = [];
  state.commands.clear();
  state.executedCommands = [];
  state.codeLensProviders = [];
  state.logLines = [];
  state.remoteName = undefined;
  state.updates = [];
  state.textDocuments = [];
  state.onMessage = undefined;
  state.appliedEdits = [];
  state.applyEditResult = true;
  state.contentProviders.clear();
  state.tabs = [];
  window.tabGroups.close.mockClear();
  for (const group of [workspace, window, commands, extensions, languages]) {
    for (const value of Object.values(group)) {
      if (vi.isMockFunction(value)) {
        value.mockClear();
      }
    }
  }
}
