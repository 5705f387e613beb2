// Runs inside VS Code's extension host (loaded through extensionTestsPath): the real `vscode` API.
// Steps that need the UI (keyboard, clicks, what the webview plays, screenshots) are asked of the
// driver (extension/e2e/run.mjs) through files in $E2E_CHANNEL: NN-name.req.json -> NN-name.res.json.
const vscode = require("vscode");
const fs = require("fs");
const path = require("path");

const channel = process.env.E2E_CHANNEL;
let seq = 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Asks the driver for a UI step (it also takes a screenshot named after it); returns its answer. */
async function ui(action, args = {}, timeoutMs = 120000) {
  seq += 1;
  const name = `${String(seq).padStart(2, "0")}-${action}`;
  const res = path.join(channel, `${name}.res.json`);
  fs.writeFileSync(path.join(channel, `${name}.req.json.tmp`), JSON.stringify({ action, args }));
  fs.renameSync(path.join(channel, `${name}.req.json.tmp`), path.join(channel, `${name}.req.json`));
  const t0 = Date.now();
  while (!fs.existsSync(res)) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`UI step ${name} got no answer in ${timeoutMs} ms`);
    await sleep(100);
  }
  const answer = JSON.parse(fs.readFileSync(res, "utf8"));
  if (answer.error) throw new Error(`UI step ${name}: ${answer.error}`);
  return answer;
}

/** Polls `fn` (sync or async) until it returns a truthy value; throws with `what` after timeoutMs. */
async function waitFor(what, fn, timeoutMs = 60000, everyMs = 200) {
  const t0 = Date.now();
  let last;
  for (;;) {
    try {
      last = await fn();
      if (last) return last;
    } catch (e) {
      last = e;
    }
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${String(last && last.message ? last.message : last)})`);
    await sleep(everyMs);
  }
}

/** The suite's frame: named checks, their times, and the result file the driver waits for. */
function suite(body) {
  return async function run() {
    const out = { vscodeVersion: vscode.version, checks: [] };
    const check = async (name, fn) => {
      const t0 = Date.now();
      try {
        await fn();
        out.checks.push({ name, ok: true, seconds: (Date.now() - t0) / 1000 });
      } catch (e) {
        out.checks.push({ name, ok: false, seconds: (Date.now() - t0) / 1000, error: String(e && e.stack ? e.stack : e) });
        await ui("shot", { label: "failed" }).catch(() => undefined);
      }
      // the checks so far, for a driver that has to give up on the session
      fs.writeFileSync(path.join(channel, "checks.json"), JSON.stringify(out.checks, null, 1));
    };
    try {
      await body({ check, ui, waitFor, sleep });
    } catch (e) {
      out.checks.push({ name: "suite", ok: false, error: String(e && e.stack ? e.stack : e) });
    }
    out.ok = out.checks.length > 0 && out.checks.every((c) => c.ok);
    fs.writeFileSync(path.join(channel, "result.json"), JSON.stringify(out, null, 1));
  };
}

function extension() {
  return vscode.extensions.getExtension("manim-agent.manim-agent");
}

function workspaceFile(...parts) {
  return vscode.Uri.joinPath(vscode.workspace.workspaceFolders[0].uri, ...parts);
}

async function serverInfo() {
  return vscode.commands.executeCommand("manim.server.info");
}

async function hoverText(uri, line, character) {
  const hovers = await vscode.commands.executeCommand("vscode.executeHoverProvider", uri, new vscode.Position(line, character));
  return (hovers || []).flatMap((h) => h.contents.map((c) => String(c.value || c))).join("\n");
}

module.exports = { ui, waitFor, suite, sleep, extension, workspaceFile, serverInfo, hoverText };
