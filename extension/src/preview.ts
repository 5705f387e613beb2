/**
 * The `manim.preview` webview panel: plays the latest render of the active scene and refreshes
 * when a new `manim/renderResult` lands for the document it shows. With several scenes in the
 * file it says which one played and why, and its buttons ask for another one.
 */
import * as path from "node:path";
import type { TextEditor, Uri, WebviewPanel } from "vscode";
import type { RenderResultParams } from "./protocol";
import {
  buildPreviewHtml,
  makeNonce,
  PICK_SCENE_MESSAGE,
  type PreviewContent,
} from "./previewHtml";
import { createWebviewPanel, fileUri, parseUri, type Disposable } from "./vscodeapi";

export const PREVIEW_VIEW_TYPE = "manim.preview";

/** Media paths on the wire are filesystem paths; `file:` URIs are accepted too. */
export function mediaUri(value: string): Uri {
  return /^file:\/\//i.test(value) ? parseUri(value) : fileUri(value);
}

/** Normalises a document URI string so the server's and VS Code's spellings compare equal. */
export function documentKey(uri: string): string {
  return parseUri(uri).toString();
}

function fileName(uri: string): string {
  return path.posix.basename(parseUri(uri).path) || uri;
}

/** Renders scene `scene` of document `uri`; resolves to whether a result came back. */
export type PickScene = (uri: string, scene: string) => Promise<boolean>;

export class PreviewManager implements Disposable {
  constructor(private readonly pickScene?: PickScene) {}

  private panel: WebviewPanel | undefined;
  private shown: string | undefined;
  private readonly results = new Map<string, RenderResultParams>();
  /** Documents whose latest render failed: the panel keeps their last good media, marked stale. */
  private readonly stale = new Set<string>();
  private refreshCount = 0;

  /** The document the panel shows, if open. */
  get shownDocument(): string | undefined {
    return this.panel ? this.shown : undefined;
  }

  latest(uri: string): RenderResultParams | undefined {
    return this.results.get(documentKey(uri));
  }

  /** Whether the media shown for `uri` is from an earlier render than the latest (which failed). */
  isStale(uri: string): boolean {
    return this.stale.has(documentKey(uri));
  }

  /** A new render result (notification or command result); refreshes the panel when it shows
   * that document. */
  record(result: RenderResultParams): void {
    const key = documentKey(result.uri);
    const previous = this.results.get(key);
    if (!result.video && !result.image && (previous?.video || previous?.image)) {
      // a typo must not replace the last good video with "no video": keep it, marked stale
      this.results.set(key, { ...result, video: previous.video, image: previous.image });
      this.stale.add(key);
    } else {
      this.results.set(key, result);
      this.stale.delete(key);
    }
    if (this.panel && this.shown === key) {
      this.render();
    }
  }

  /** Opens (or reveals) the panel on `uri`'s latest render. */
  show(uri: string): void {
    this.shown = documentKey(uri);
    if (!this.panel) {
      const panel = createWebviewPanel(PREVIEW_VIEW_TYPE, "Manim Preview", []);
      this.panel = panel;
      panel.onDidDispose(() => {
        this.panel = undefined;
      });
      panel.webview.onDidReceiveMessage((message: unknown) => this.onMessage(message));
    } else {
      this.panel.reveal(undefined, true);
    }
    this.render();
  }

  /** Follows the active editor: the panel switches to a scene that has a render. */
  onActiveEditorChanged(editor: TextEditor | undefined): void {
    if (!this.panel || !editor || editor.document.languageId !== "python") {
      return;
    }
    const key = documentKey(editor.document.uri.toString());
    if (key !== this.shown && this.results.has(key)) {
      this.shown = key;
      this.render();
    }
  }

  dispose(): void {
    this.panel?.dispose();
    this.panel = undefined;
  }

  /** A scene button in the page: render that scene, if the shown file offers it. */
  private onMessage(message: unknown): void {
    const key = this.shown;
    const msg =
      typeof message === "object" && message !== null ? (message as Record<string, unknown>) : {};
    const scene = msg["scene"];
    if (
      key === undefined ||
      msg["command"] !== PICK_SCENE_MESSAGE ||
      typeof scene !== "string" ||
      !this.results.get(key)?.scenes?.includes(scene) ||
      !this.pickScene
    ) {
      return; // the page offers only the shown file's scenes; anything else is ignored
    }
    void this.pickScene(key, scene).then((rendered) => {
      if (!rendered && this.shown === key) {
        this.render(); // nothing came back (cancelled, failed): the buttons work again
      }
    });
  }

  private render(): void {
    const panel = this.panel;
    const key = this.shown;
    if (!panel || key === undefined) {
      return;
    }
    const result = this.results.get(key);
    const media = [result?.video, result?.image].filter((m): m is string => !!m).map(mediaUri);
    const roots = [
      ...new Map(
        media.map((m) => {
          const dir = fileUri(path.dirname(m.fsPath));
          return [dir.toString(), dir] as const;
        }),
      ).values(),
    ];
    // Only the media folder may be loaded; set before the HTML that references it. Scripts run
    // only with the page's nonce (the CSP): the one that starts the muted video.
    const scenes = result?.scenes ?? [];
    const offersOthers = !!result?.scene && scenes.some((s) => s !== result.scene);
    panel.webview.options = {
      enableScripts: media.length > 0 || offersOthers,
      localResourceRoots: roots,
    };
    panel.title = `Manim Preview: ${fileName(key)}`;

    // The server may rewrite the same file: a query defeats the webview's cache.
    this.refreshCount += 1;
    const src = (value: string | null | undefined): string | undefined =>
      value
        ? `${panel.webview.asWebviewUri(mediaUri(value)).toString()}?v=${this.refreshCount}`
        : undefined;

    const content: PreviewContent = {
      title: fileName(key),
      scene: result?.scene ?? null,
      scenes,
      sceneReason: result?.sceneReason ?? null,
      videoSrc: src(result?.video),
      imageSrc: result?.video ? undefined : src(result?.image),
      status: result?.status ?? "",
      renderTime: result?.renderTime ?? null,
      layout: result?.layout ?? [],
      error: result?.error ?? null,
      stale: this.stale.has(key),
      location: result?.video ?? result?.image ?? undefined,
      note: result
        ? "The render produced no video or image."
        : "No render yet: save the file (with manim.renderOnSave) or run Manim: Render Current Scene.",
    };
    panel.webview.html = buildPreviewHtml(content, panel.webview.cspSource, makeNonce());
  }
}
