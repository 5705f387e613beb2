/**
 * The `manim.preview` webview panel: plays the latest render of the active scene and refreshes
 * when a new `manim/renderResult` lands for the document it shows.
 */
import * as path from "node:path";
import type { TextEditor, Uri, WebviewPanel } from "vscode";
import type { RenderResultParams } from "./protocol";
import { buildPreviewHtml, makeNonce, type PreviewContent } from "./previewHtml";
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

export class PreviewManager implements Disposable {
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
      this.panel = createWebviewPanel(PREVIEW_VIEW_TYPE, "Manim Preview", []);
      this.panel.onDidDispose(() => {
        this.panel = undefined;
      });
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
    panel.webview.options = { enableScripts: media.length > 0, localResourceRoots: roots };
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
