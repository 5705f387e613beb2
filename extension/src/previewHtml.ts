/** The preview webview's HTML: a pure function of what to show, with a strict CSP. */
import { randomBytes } from "node:crypto";
import type { LayoutIssue, RenderError, SceneReason } from "./protocol";

/** What a scene button posts to the extension: `{command: PICK_SCENE_MESSAGE, scene}`. */
export const PICK_SCENE_MESSAGE = "renderScene";

export interface PreviewContent {
  /** Shown as the heading: the scene file's name. */
  title: string;
  /** Webview URI of the video (preferred) or image; neither when there is nothing to show. */
  videoSrc?: string | undefined;
  imageSrc?: string | undefined;
  /** The Scene class rendered, when known. */
  scene?: string | null | undefined;
  /** Every scene of the file (the others get buttons), and why `scene` was the one rendered. */
  scenes?: readonly string[] | undefined;
  sceneReason?: SceneReason | null | undefined;
  status: string;
  renderTime: number | null;
  layout: readonly LayoutIssue[];
  error: RenderError | null;
  /** A line shown when there is no media, e.g. "No render yet". */
  note?: string | undefined;
  /** The media is from the last good render; the latest one failed. */
  stale?: boolean | undefined;
  /** Where the video (or image) is on disk, shown under it. */
  location?: string | undefined;
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

export function makeNonce(): string {
  return randomBytes(16)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "");
}

export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `media-src ${cspSource}`,
    `img-src ${cspSource}`,
    `style-src ${cspSource} 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
  ].join("; ");
}

/** Lines in render results are 1-based source lines, as in Python tracebacks. */
function lineLabel(line: number | null | undefined): string {
  return typeof line === "number" && line >= 1 ? `line ${line}` : "";
}

function seconds(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? `${value.toFixed(2)} s` : "";
}

function layoutItem(issue: LayoutIssue): string {
  const where = [lineLabel(issue.line), issue.time !== null ? `t = ${seconds(issue.time)}` : ""]
    .filter(Boolean)
    .join(", ");
  return (
    `<li><span class="kind">${escapeHtml(issue.kind)}</span>` +
    (where ? ` <span class="where">${escapeHtml(where)}</span>` : "") +
    ` ${escapeHtml(issue.message)}</li>`
  );
}

const STYLE = `
body { font-family: var(--vscode-font-family); color: var(--vscode-foreground); padding: 0 1em; }
h1 { font-size: 1.1em; font-weight: 600; overflow-wrap: normal; word-break: keep-all; }
code { overflow-wrap: anywhere; }
.stale { color: var(--vscode-editorWarning-foreground); }
video, img { max-width: 100%; background: #000; display: block; }
.meta { color: var(--vscode-descriptionForeground); }
.error { color: var(--vscode-errorForeground); white-space: pre-wrap; }
.kind { font-weight: 600; color: var(--vscode-editorWarning-foreground); }
.where { color: var(--vscode-descriptionForeground); }
.scenes button { margin: 0 0.4em 0.4em 0; color: var(--vscode-button-secondaryForeground);
  background: var(--vscode-button-secondaryBackground); border: none; padding: 0.2em 0.7em;
  cursor: pointer; }
.scenes button:hover { background: var(--vscode-button-secondaryHoverBackground); }
.scenes button:disabled { opacity: 0.6; cursor: default; }
`;

const REASON: Record<SceneReason, string> = {
  requested: "picked",
  cursor: "the scene under the cursor",
  last: "rendered last time; the cursor is in no scene",
  first: "the first scene in the file; the cursor is in no scene",
  only: "",
};

/** The only script (CSP nonce): start the muted video. The `autoplay` attribute alone leaves it
 * paused on its first (black) frame in a webview written by script. */
const AUTOPLAY =
  'const v = document.querySelector("video"); if (v) { v.muted = true; v.play().catch(() => undefined); }';

/** The scene buttons: each posts `{command, scene}` once, and all wait for the new render. */
const PICK_SCENE = `const vscodeApi = acquireVsCodeApi();
const buttons = [...document.querySelectorAll("button[data-scene]")];
for (const b of buttons) {
  b.addEventListener("click", () => {
    for (const other of buttons) { other.disabled = true; }
    b.textContent = "Rendering " + b.dataset.scene + "…";
    vscodeApi.postMessage({ command: ${JSON.stringify(PICK_SCENE_MESSAGE)}, scene: b.dataset.scene });
  });
}`;

/** The file's scenes other than the one shown (none when the shown one is unknown). */
function otherScenes(content: PreviewContent): string[] {
  const scene = content.scene;
  return scene ? (content.scenes ?? []).filter((s) => s !== scene) : [];
}

/** The scene line: which scene played and why; the file's other scenes as buttons. */
function sceneParts(content: PreviewContent): string[] {
  const scene = content.scene;
  if (!scene) {
    return [];
  }
  const reason = content.sceneReason ? REASON[content.sceneReason] : "";
  const parts = [
    `<p>Scene: <strong>${escapeHtml(scene)}</strong>` +
      (reason ? ` <span class="meta">(${escapeHtml(reason)})</span>` : "") +
      "</p>",
  ];
  const others = otherScenes(content);
  if (others.length > 0) {
    const buttons = others
      .map((s) => `<button type="button" data-scene="${escapeHtml(s)}">${escapeHtml(s)}</button>`)
      .join("");
    const label = `<span class="meta">Other scenes in this file:</span>`;
    parts.push(`<p class="scenes">${label} ${buttons}</p>`);
  }
  return parts;
}

export function buildPreviewHtml(
  content: PreviewContent,
  cspSource: string,
  nonce: string,
): string {
  const parts: string[] = [];
  parts.push(`<h1>${escapeHtml(content.title)}</h1>`);
  parts.push(...sceneParts(content));
  if (content.videoSrc) {
    parts.push(
      `<video src="${escapeHtml(content.videoSrc)}" controls autoplay loop muted playsinline></video>`,
    );
  } else if (content.imageSrc) {
    parts.push(`<img src="${escapeHtml(content.imageSrc)}" alt="${escapeHtml(content.title)}">`);
  } else if (content.note) {
    parts.push(`<p class="meta">${escapeHtml(content.note)}</p>`);
  }
  if (content.stale && (content.videoSrc || content.imageSrc)) {
    parts.push(
      `<p class="stale">The latest render failed; this is the last good render (stale).</p>`,
    );
  }
  if (content.location && (content.videoSrc || content.imageSrc)) {
    parts.push(`<p class="meta">Output: <code>${escapeHtml(content.location)}</code></p>`);
  }
  const time = seconds(content.renderTime);
  const meta = [
    content.status ? `Status: ${content.status}` : "",
    time ? `rendered in ${time}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  if (meta) {
    parts.push(`<p class="meta">${escapeHtml(meta)}</p>`);
  }
  if (content.error) {
    const where = lineLabel(content.error.line);
    parts.push(
      `<p class="error">Render error${where ? ` at ${escapeHtml(where)}` : ""}: ${escapeHtml(content.error.message)}</p>`,
    );
  }
  if (content.layout.length > 0) {
    parts.push(`<h2>Layout warnings (${content.layout.length})</h2>`);
    parts.push(`<ul>${content.layout.map(layoutItem).join("")}</ul>`);
  }
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(cspSource, nonce)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Manim Preview</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
${parts.join("\n")}
${content.videoSrc ? `<script nonce="${nonce}">${AUTOPLAY}</script>` : ""}
${otherScenes(content).length > 0 ? `<script nonce="${nonce}">${PICK_SCENE}</script>` : ""}
</body>
</html>`;
}
