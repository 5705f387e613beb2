// An untrusted workspace: hover and static checks only, Generate asks for trust instead of running,
// and granting trust (through the Workspace Trust editor) renders the open file.
const vscode = require("vscode");
const assert = require("assert");
const { suite, extension, workspaceFile, serverInfo, hoverText } = require("./lib.cjs");

exports.run = suite(async ({ check, ui, waitFor }) => {
  const ext = extension();
  const hello = workspaceFile("hello.py");
  let api;

  await check("restricted mode: the server runs untrusted and the status bar says so", async () => {
    assert.strictEqual(vscode.workspace.isTrusted, false);
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(hello));
    await waitFor("activation", () => ext.isActive, 20000);
    api = ext.exports;
    assert.strictEqual(await api.ready, true);
    assert.strictEqual((await serverInfo()).trusted, false);
    assert.match(api.statusBar.text, /restricted/);
    await ui("shot", { label: "restricted" });
  });

  await check("hover and static checks work untrusted; nothing is rendered", async () => {
    const text = await waitFor("hover", async () => {
      const t = await hoverText(hello, 5, 13);
      return /Circle/.test(t) ? t : "";
    }, 60000, 500);
    assert.match(text, /Circle/);
    const doc = await vscode.workspace.openTextDocument(hello);
    const editor = await vscode.window.showTextDocument(doc);
    const col = doc.lineAt(5).text.indexOf("radius");
    await editor.edit((b) => b.replace(new vscode.Range(5, col, 5, col + 6), "radus"));
    const diags = await waitFor("a static diagnostic", () => {
      const ds = vscode.languages.getDiagnostics(hello);
      return ds.length ? ds : undefined;
    }, 30000);
    assert.ok(diags.every((d) => d.source === "manim-check"), diags.map((d) => d.source).join(","));
    await vscode.commands.executeCommand("undo");
    assert.strictEqual(api.preview.latest(hello.toString()), undefined, "no render in restricted mode");
  });

  await check("Generate Scene asks for trust instead of running code", async () => {
    await ui("palette", { command: "Manim: Generate Scene" });
    const n = await ui("notification", { contains: "trusted workspace", timeoutMs: 10000, label: "trust-needed" });
    assert.match(n.text, /Manage Workspace Trust/);
    assert.strictEqual((await serverInfo()).busy, false);
  });

  await check("granting trust restarts the server trusted and renders the open file", async () => {
    await vscode.commands.executeCommand("workbench.trust.manage");
    await ui("clickButton", { selector: ".workspace-trust-editor", label: "Trust", label2: "trust" });
    await waitFor("trust", () => vscode.workspace.isTrusted, 20000);
    const r = await waitFor("a render of the open file", () => {
      const latest = api.preview.latest(hello.toString());
      return latest && latest.status ? latest : undefined;
    }, 120000, 500);
    assert.strictEqual(r.status, "success", JSON.stringify(r));
    assert.strictEqual((await serverInfo()).trusted, true);
    await ui("shot", { label: "trusted-rendered" });
  });
});
