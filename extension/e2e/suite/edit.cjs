// Edit Scene in the trusted workspace (a committed fixture scene, run.mjs EDIT_SCENE): the code
// lens; Escape at the instruction changes nothing (the box opening rendered the scene ahead,
// manim/prefillEdit); then an instruction from the palette -> the
// diff of the file against the proposed text opens with the prompt "apply the proposed edit?" ->
// Apply -> the change and the header's "Edit:" line -> one undo restores the file exactly; a
// second run -> Discard -> the diff closes and the file is untouched. An edit the server could
// not verify is offered, applied and undone all the same.
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
    // the box opening had the server render the scene ahead (manim/prefillEdit), for the edit
    const ahead = await waitFor("the scene rendered while the box was open", async () => {
      const last = (await serverInfo()).lastPrefill;
      return last && last.before_s > 0 ? last : undefined;
    }, 60000, 300);
    console.log(`edit head start: ${JSON.stringify(ahead)}`);
    assert.strictEqual(doc.getText(), original, "the text is unchanged");
    assert.strictEqual(doc.isDirty, false, "not dirty");
    assert.strictEqual(fs.readFileSync(scene.fsPath, "utf8"), original, "the file on disk is unchanged");
  });

  /** The editor tabs showing a proposal's diff (its right side a manim-edit-proposal document). */
  const proposalTabs = () =>
    vscode.window.tabGroups.all
      .flatMap((g) => g.tabs)
      .filter((t) => t.input instanceof vscode.TabInputTextDiff && t.input.modified.scheme === "manim-edit-proposal");

  /** Runs Edit Scene from the palette and waits for the diff of its proposal and the prompt. */
  async function propose(label) {
    await vscode.window.showTextDocument(doc);
    await ui("palette", { command: "Manim: Edit Scene" });
    await ui("type", { text: INSTRUCTION, label: `${label}-instruction` });
    // the model's edit renders and is checked, then the diff opens with the prompt
    const t0 = Date.now();
    const [tab] = await waitFor("the diff of the proposed edit", () => {
      const tabs = proposalTabs();
      return tabs.length ? tabs : undefined;
    }, 330000, 250);
    const seconds = (Date.now() - t0) / 1000;
    assert.strictEqual(tab.label, "scene.py: edit proposed (review)");
    assert.strictEqual(tab.input.original.toString(), scene.toString(), "the left side is the file");
    const proposed = (await vscode.workspace.openTextDocument(tab.input.modified)).getText();
    // on screen: a diff editor (side by side, or inline when the preview leaves it too narrow);
    // the tab exists a moment before the editor has drawn its lines, so read it until it has
    let shown = { text: "" };
    await waitFor("the diff to draw the new header line", async () => {
      shown = await ui("text", { selector: ".monaco-diff-editor", label: `${label}-diff` });
      return /Edit: make the circle red/.test(shown.text.replace(/\u00a0/g, " "));
    }, 10000, 500).catch(() => undefined);
    assert.match(shown.text.replace(/\u00a0/g, " "), /Edit: make the circle red/, `the diff shows the new header line: ${shown.text}`);
    assert.match(proposed, /^#\s+Edit: make the circle red$/m, `the proposal has the new header line:\n${proposed}`);
    const prompt = await ui("notification", { contains: "apply the proposed edit to scene.py", timeoutMs: 30000, label: `${label}-prompt` });
    assert.match(prompt.text, /Apply/);
    assert.match(prompt.text, /Discard/);
    assert.strictEqual(doc.getText(), original, "nothing changes before Apply");
    assert.strictEqual(doc.isDirty, false, "not dirty before Apply");
    return { proposed, seconds };
  }

  await check("palette Edit Scene: the diff opens, Apply in the prompt, the change and its Edit: header, one undo restores", async () => {
    const shown = api.preview.latest(scene.toString());
    const { proposed, seconds } = await propose("apply");
    await ui("click", { contains: "apply the proposed edit to scene.py", button: "Apply", label: "apply" });
    await waitFor("the edit in the document", () => doc.getText() !== original, 20000, 100);
    const edited = doc.getText();
    assert.strictEqual(edited, proposed, "the document holds exactly the proposed text");
    const note = await ui("notification", { contains: "edit applied", timeoutMs: 30000, label: "edit-applied" });
    console.log(`edit proposed after ${seconds.toFixed(1)} s; ${note.text.split("\n")[0]}`);
    await waitFor("the diff closed", () => proposalTabs().length === 0, 10000, 100);
    // the header keeps the description and gains the instruction on a line of its own
    assert.ok(edited.startsWith("# Description: A blue circle appears in the centre.\n"), `the header stays:\n${edited}`);
    assert.match(edited, /^#\s+Edit: make the circle red$/m, `the header gains the edit:\n${edited}`);
    assert.match(edited, /^class Hello\(Scene\):$/m, "the scene class stays");
    if (/every check of the instruction is met/.test(note.text)) {
      // in the Circle call, or a set_color(RED) the video then holds (the checks judged the video)
      assert.match(edited.split("\n").slice(2).join("\n"), /RED/, `a verified edit makes the circle red:\n${edited}`);
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

  await check("palette Edit Scene: Discard in the prompt closes the diff and leaves the file untouched", async () => {
    await propose("discard");
    await ui("click", { contains: "apply the proposed edit to scene.py", button: "Discard", label: "discard" });
    await ui("notification", { contains: "the edit was discarded", timeoutMs: 30000, label: "discarded" });
    await waitFor("the diff closed", () => proposalTabs().length === 0, 10000, 100);
    assert.strictEqual(doc.getText(), original, "the text is unchanged");
    assert.strictEqual(doc.isDirty, false, "not dirty");
    assert.strictEqual(fs.readFileSync(scene.fsPath, "utf8"), original, "the file on disk is unchanged");
  });
});
