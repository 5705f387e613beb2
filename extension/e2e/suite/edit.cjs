// Edit Scene in the trusted workspace (a committed fixture scene, run.mjs EDIT_SCENE): the code
// lens; Escape at the instruction changes nothing; then an instruction from the palette -> VS
// Code's refactor preview -> tick the file and click Apply (the hunks need confirmation, so they
// start unticked) -> the change and the header's "Edit:" line -> one undo restores the file exactly.
// An edit the server could not verify is applied and undone all the same.
const vscode = require("vscode");
const assert = require("assert");
const fs = require("fs");
const { suite, extension, workspaceFile, serverInfo } = require("./lib.cjs");

const INSTRUCTION = "make the circle red";

exports.run = suite(async ({ check, ui, waitFor, sleep }) => {
  const ext = extension();
  const scene = workspaceFile("scene.py");
  const original = fs.readFileSync(scene.fsPath, "utf8");
  let api;
  let doc;

  await check("activation: the server starts and the Edit Scene code lens is above the scene", async () => {
    doc = await vscode.workspace.openTextDocument(scene);
    await vscode.window.showTextDocument(doc);
    await waitFor("activation", () => ext.isActive, 20000);
    api = ext.exports;
    assert.strictEqual(await api.ready, true, "the server started");
    assert.strictEqual((await serverInfo()).trusted, true);
    const lenses = await waitFor("the code lens", async () => {
      const ls = await vscode.commands.executeCommand("vscode.executeCodeLensProvider", scene);
      return (ls || []).filter((l) => l.command && l.command.command === "manim.editScene");
    }, 20000, 300);
    assert.strictEqual(lenses.length, 1, "one lens, for the one scene");
    assert.strictEqual(lenses[0].range.start.line, 4, "on the line of class Hello");
    assert.match(lenses[0].command.title, /Edit Scene/);
    assert.deepStrictEqual(lenses[0].command.arguments, [{ uri: scene.toString(), scene: "Hello" }]);
  });

  await check("palette Edit Scene, Escape at the instruction: the file is untouched", async () => {
    await vscode.window.showTextDocument(doc);
    await ui("palette", { command: "Manim: Edit Scene" });
    const title = await ui("text", { selector: ".quick-input-widget .quick-input-title", label: "instruction-box" });
    assert.match(title.text, /Edit Scene/, "the instruction box is open");
    await ui("keys", { keys: ["Escape"], label: "instruction-cancelled" });
    await sleep(1500);
    assert.strictEqual((await serverInfo()).busy, false, "nothing was sent to the server");
    assert.strictEqual(doc.getText(), original, "the text is unchanged");
    assert.strictEqual(doc.isDirty, false, "not dirty");
    assert.strictEqual(fs.readFileSync(scene.fsPath, "utf8"), original, "the file on disk is unchanged");
  });

  await check("palette Edit Scene: refactor preview, tick + Apply, the change and its Edit: header, one undo restores", async () => {
    await vscode.window.showTextDocument(doc);
    await ui("palette", { command: "Manim: Edit Scene" });
    await ui("type", { text: INSTRUCTION, label: "instruction" });
    // the model's edit arrives as a WorkspaceEdit whose hunks need confirmation: the refactor
    // preview (the panel's "Apply" / "Discard") opens once the edit rendered and was checked
    const t0 = Date.now();
    const preview = await ui("refactorPreview", { timeoutMs: 330000, label: "refactor-preview" }, 340000);
    const editSeconds = (Date.now() - t0) / 1000;
    assert.match(preview.text, /scene\.py/, `the preview lists the file: ${preview.text}`);
    assert.match(preview.text, /Edit: make the circle red/, `the preview shows the header's new line: ${preview.text}`);
    assert.ok(preview.before.length >= 2, `a file and its hunks: ${JSON.stringify(preview.before)}`);
    assert.strictEqual(doc.getText(), original, "nothing changes before Apply");
    const shown = api.preview.latest(scene.toString());
    // the hunks need confirmation, so they start unticked: tick the file (all its hunks), Apply
    const applied = await ui("refactorPreview", { check: true, button: "Apply", label: "apply" });
    assert.ok(applied.after.every((c) => c === "true"), `every hunk ticked: ${JSON.stringify(applied.after)}`);
    await waitFor("the edit in the document", () => doc.getText() !== original, 20000, 100);
    const edited = doc.getText();
    const note = await ui("notification", { contains: "edit applied", timeoutMs: 30000, label: "edit-applied" });
    console.log(`edit offered after ${editSeconds.toFixed(1)} s; ${note.text.split("\n")[0]}`);
    // the header keeps the description and gains the instruction on a line of its own
    assert.ok(edited.startsWith("# Description: A blue circle appears in the centre.\n"), `the header stays:\n${edited}`);
    assert.match(edited, /^#\s+Edit: make the circle red$/m, `the header gains the edit:\n${edited}`);
    assert.match(edited, /^class Hello\(Scene\):$/m, "the scene class stays");
    if (/every check of the instruction is met/.test(note.text)) {
      assert.match(edited, /Circle\([^\n]*RED/, `a verified edit makes the circle red:\n${edited}`);
    }
    // the preview shows the edited scene's video
    await waitFor("the new video in the preview", () => {
      const r = api.preview.latest(scene.toString());
      return r && r !== shown && r.status === "success" && r.video;
    }, 30000, 300);
    await vscode.window.showTextDocument(doc);
    await ui("shot", { label: "edited" });
    await vscode.commands.executeCommand("undo");
    assert.strictEqual(doc.getText(), original, "one undo restores the original exactly");
    await doc.save();
    assert.strictEqual(fs.readFileSync(scene.fsPath, "utf8"), original, "saved, the file is the original");
    await ui("shot", { label: "undone" });
  });
});
