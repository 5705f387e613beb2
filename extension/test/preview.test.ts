import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PreviewManager, documentKey, mediaUri } from "../src/preview";
import { buildPreviewHtml, contentSecurityPolicy, escapeHtml, makeNonce } from "../src/previewHtml";
import type { RenderResultParams } from "../src/protocol";
import { makeDocument, resetVscode, setActiveEditor, state } from "./mocks/vscode";

beforeEach(() => resetVscode());

function result(uri: string, overrides: Partial<RenderResultParams> = {}): RenderResultParams {
  return {
    uri,
    version: 1,
    status: "success",
    video: "/cache/media/videos/s/480p15/S.mp4",
    image: null,
    renderTime: 1.234,
    layout: [],
    error: null,
    ...overrides,
  };
}

describe("preview HTML", () => {
  const csp = "https://csp.test";

  it("carries a strict content security policy with a nonce for styles and scripts", () => {
    const nonce = makeNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9]{16,}$/);
    const html = buildPreviewHtml(
      {
        title: "s.py",
        videoSrc: "https://csp.test/v.mp4",
        status: "success",
        renderTime: 1,
        layout: [],
        error: null,
      },
      csp,
      nonce,
    );
    const policy = contentSecurityPolicy(csp, nonce);
    expect(policy).toBe(
      `default-src 'none'; media-src ${csp}; img-src ${csp}; style-src ${csp} 'nonce-${nonce}'; script-src 'nonce-${nonce}'`,
    );
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${policy}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toMatch(/<script(?![^>]*nonce)/);
    expect(html).toMatch(/<video src="https:\/\/csp.test\/v.mp4" controls autoplay loop/);
  });

  it("escapes every piece of text it shows", () => {
    const evil = `<script>alert("x")</script>&'`;
    const html = buildPreviewHtml(
      {
        title: evil,
        imageSrc: `https://csp.test/a.png" onerror="alert(1)`,
        status: evil,
        renderTime: 0.5,
        layout: [{ kind: evil, message: evil, line: 2, time: 1.25 }],
        error: { message: evil, line: null },
      },
      csp,
      "n",
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain('" onerror="');
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;");
    expect(html).toContain("line 2, t = 1.25 s");
    expect(escapeHtml(`a<b>&"c"'`)).toBe("a&lt;b&gt;&amp;&quot;c&quot;&#39;");
  });

  it("shows the image of a static scene, and the note when there is no media", () => {
    const image = buildPreviewHtml(
      {
        title: "s",
        imageSrc: "https://csp.test/s.png",
        status: "success",
        renderTime: null,
        layout: [],
        error: null,
      },
      csp,
      "n",
    );
    expect(image).toContain('<img src="https://csp.test/s.png"');
    expect(image).not.toContain("<video");
    const none = buildPreviewHtml(
      { title: "s", status: "", renderTime: null, layout: [], error: null, note: "No render yet" },
      csp,
      "n",
    );
    expect(none).toContain("No render yet");
  });

  it("says which scene played and why, and offers the file's other scenes as buttons", () => {
    const base = { title: "s.py", status: "success", renderTime: 1, layout: [], error: null };
    const several = buildPreviewHtml(
      { ...base, scene: "Two", scenes: ["One", "Two", "Three"], sceneReason: "cursor" },
      csp,
      "n0nce",
    );
    expect(several).toContain(
      'Scene: <strong>Two</strong> <span class="meta">(the scene under the cursor)</span>',
    );
    expect(several).toContain(
      '<button type="button" data-scene="One">One</button>' +
        '<button type="button" data-scene="Three">Three</button>',
    );
    expect(several).not.toContain('data-scene="Two"');
    expect(several).toMatch(/<script nonce="n0nce">const vscodeApi = acquireVsCodeApi\(\);/);
    expect(several).toContain('postMessage({ command: "renderScene", scene: b.dataset.scene })');
    const only = buildPreviewHtml(
      { ...base, scene: "One", scenes: ["One"], sceneReason: "only" },
      csp,
      "n0nce",
    );
    expect(only).toContain("Scene: <strong>One</strong></p>");
    expect(only).not.toContain("<button");
    expect(only).not.toContain("<script");
    const evil = `A"><script>x</script>`;
    const escaped = buildPreviewHtml(
      { ...base, scene: "One", scenes: ["One", evil], sceneReason: "first" },
      csp,
      "n",
    );
    expect(escaped).toContain("the first scene in the file; the cursor is in no scene");
    expect(escaped).not.toContain("<script>x");
    expect(escaped).toContain('data-scene="A&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });
});

describe("preview panel", () => {
  let preview: PreviewManager;
  beforeEach(() => {
    preview = new PreviewManager();
  });
  afterEach(() => preview.dispose());

  it("limits local resources to the media folder and busts the cache on each refresh", () => {
    preview.record(result("file:///ws/a.py"));
    preview.show("file:///ws/a.py");
    const panel = state.panels[0];
    // the only script is the nonce'd one that starts the muted video
    expect(panel?.webview.options.enableScripts).toBe(true);
    expect(panel?.webview.html).toMatch(/<video[^>]* autoplay loop muted/);
    expect(panel?.webview.html).toMatch(/<script nonce="[^"]+">[^<]*v\.muted = true; v\.play\(\)/);
    expect(panel?.webview.options.localResourceRoots?.map((u) => u.fsPath)).toEqual([
      "/cache/media/videos/s/480p15",
    ]);
    expect(panel?.webview.html).toContain("S.mp4?v=1");
    preview.record(result("file:///ws/a.py", { version: 2 }));
    expect(panel?.webview.html).toContain("S.mp4?v=2");
    expect(panel?.title).toBe("Manim Preview: a.py");
  });

  it("accepts file: URIs for media and matches document URIs however they are spelled", () => {
    expect(mediaUri("file:///cache/x%20y.mp4").fsPath).toBe("/cache/x y.mp4");
    expect(mediaUri("/cache/x.mp4").fsPath).toBe("/cache/x.mp4");
    expect(documentKey("file:///ws/my%20scene.py")).toBe(documentKey("file:///ws/my scene.py"));
  });

  it("follows the active editor to a scene that has a render", () => {
    preview.record(result("file:///ws/a.py", { video: "/m/a/A.mp4" }));
    preview.record(result("file:///ws/b.py", { video: "/m/b/B.mp4" }));
    preview.show("file:///ws/a.py");
    const panel = state.panels[0];

    preview.onActiveEditorChanged(setActiveEditor(makeDocument("file:///ws/b.py", "")) as never);
    expect(panel?.webview.html).toContain("B.mp4");
    expect(preview.shownDocument).toBe(documentKey("file:///ws/b.py"));

    preview.onActiveEditorChanged(
      setActiveEditor(makeDocument("file:///ws/notes.md", "", "markdown")) as never,
    );
    preview.onActiveEditorChanged(setActiveEditor(makeDocument("file:///ws/c.py", "")) as never);
    preview.onActiveEditorChanged(undefined);
    expect(panel?.webview.html).toContain("B.mp4");
  });

  it("enables scripts for the scene buttons even without media, and asks for the picked scene", async () => {
    const picked: [string, string][] = [];
    const picking = new PreviewManager(async (uri, scene) => {
      picked.push([uri, scene]);
      return false; // nothing came back: the page is drawn again, buttons enabled
    });
    picking.record(
      result("file:///ws/a.py", {
        video: null,
        status: "error",
        scene: "One",
        scenes: ["One", "Two"],
        sceneReason: "last",
        error: { message: "NameError: x", line: 3 },
      }),
    );
    picking.show("file:///ws/a.py");
    const panel = state.panels[0];
    expect(panel?.webview.options.enableScripts).toBe(true);
    const before = panel?.webview.html;
    await panel?.webview.postFromPage({ command: "renderScene", scene: "Two" });
    await panel?.webview.postFromPage({ command: "other", scene: "Two" });
    await panel?.webview.postFromPage("Two");
    await Promise.resolve();
    expect(picked).toEqual([[documentKey("file:///ws/a.py"), "Two"]]);
    await vi.waitFor(() => expect(panel?.webview.html).not.toBe(before));
    picking.dispose();
  });

  it("reopens a new panel after the user closed it", () => {
    preview.show("file:///ws/a.py");
    state.panels[0]?.dispose();
    expect(preview.shownDocument).toBeUndefined();
    preview.show("file:///ws/a.py");
    expect(state.panels).toHaveLength(2);
    preview.show("file:///ws/a.py");
    expect(state.panels[1]?.reveal).toHaveBeenCalled();
  });
});
