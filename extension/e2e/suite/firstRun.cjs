// First run without an interpreter that has the server: a message that says what is missing in
// plain words, names an install command that exists, and whose Open Setting lands on the setting.
const assert = require("assert");
const fs = require("fs");
const path = require("path");
const vscode = require("vscode");
const { suite, extension, workspaceFile } = require("./lib.cjs");

exports.run = suite(async ({ check, ui, waitFor }) => {
  const ext = extension();

  await check("the missing-interpreter message names what is missing and a real install", async () => {
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile("hello.py")));
    await waitFor("activation", () => ext.isActive, 20000);
    assert.strictEqual(await ext.exports.ready, false);
    const n = await ui("notification", { contains: "cannot run the language server", timeoutMs: 30000, label: "missing" });
    assert.doesNotMatch(n.text, /pip install manim-agent/, "no package that does not exist");
    const env = JSON.parse(fs.readFileSync(path.join(process.env.E2E_CHANNEL, "env.json"), "utf8"));
    if (env.vsix) {
      // the packaged extension: the hint installs the wheel it carries, and the bare error is explained
      assert.match(n.text, /-m pip install \S*\/wheels\/manim_agent-[\w.-]+\.whl/);
      assert.match(n.text, /server \(the Python package of this project\) is not installed/);
      assert.ok(fs.existsSync(path.join(env.extensionDir, "wheels")), "the .vsix carries the wheel");
    } else {
      assert.match(n.text, /pip install (-e )?\//, "an install of this checkout or the bundled wheel");
    }
    assert.match(n.text, /Set Up Environment/);
    assert.match(ext.exports.statusBar.text, /not running/);
  });

  await check("Open Setting shows manim.pythonPath (not 'No Settings Found')", async () => {
    await ui("click", { contains: "cannot run the language server", button: "Open Setting", timeoutMs: 10000 });
    const s = await ui("text", { selector: ".settings-editor .settings-body", label: "settings" });
    assert.doesNotMatch(s.text, /No Settings Found/);
    assert.match(s.text, /Python Path/);
  });

  await check("a second attempt explains again instead of a failing restart", async () => {
    await ui("palette", { command: "Manim: Generate Scene" });
    const n = await ui("notification", { contains: "cannot run the language server", timeoutMs: 10000, label: "again" });
    assert.doesNotMatch(n.text, /Restart Server/);
  });
});
