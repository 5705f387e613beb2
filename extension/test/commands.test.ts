import * as path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LSPErrorCodes, ResponseError } from "vscode-languageserver-protocol";
import { validateDescription, validateInstruction } from "../src/commands";
import { sceneClasses, type SceneLensProvider } from "../src/sceneLens";
import { activate, deactivate, type ManimAgentApi } from "../src/extension";
import {
  cleanupTempDirs,
  disposeContexts,
  fakeContext,
  fakePython,
  flush,
  tempDir,
} from "./helpers";
import { fake, type LanguageClient } from "./mocks/languageclient";
import {
  changeActiveEditor,
  listenerCount,
  makeDocument,
  resetVscode,
  setActiveEditor,
  state,
  willSave,
  window,
  workspace,
} from "./mocks/vscode";

vi.mock("vscode-languageclient/node", () => import("./mocks/languageclient"));

type ServerHandler = (
  args: Record<string, unknown>,
  token: string,
  client: LanguageClient,
) => unknown;

let api: ManimAgentApi;
/** The fake server's handlers, by server command id. */
let handlers: Record<string, ServerHandler>;

const SCENE_URI = "file:///ws/scenes/blue_circle.py";
const VIDEO = "/cache/media/videos/blue_circle/480p15/BlueCircle.mp4";

beforeEach(async () => {
  resetVscode();
  fake.reset();
  handlers = {
    "manim.server.info": () => ({
      version: "0.1.0",
      model: "m",
      modelLoaded: true,
      busy: false,
      trusted: true,
    }),
  };
  fake.onRequest = (method, params, client) => {
    const {
      command,
      arguments: args,
      workDoneToken,
    } = params as {
      command: string;
      arguments: Record<string, unknown>[];
      workDoneToken: string;
    };
    expect(method).toBe("workspace/executeCommand");
    const handler = handlers[command];
    if (!handler) {
      throw new ResponseError(-32601, `unknown command ${command}`);
    }
    return handler(args[0] ?? {}, workDoneToken, client);
  };
  state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
  api = activate(fakeContext(tempDir()));
  await api.ready;
});

afterEach(async () => {
  await deactivate();
  await disposeContexts();
  expect(listenerCount()).toBe(0);
  cleanupTempDirs();
});

function run(id: string): Promise<unknown> {
  const handler = state.commands.get(id);
  if (!handler) {
    throw new Error(`${id} is not registered`);
  }
  return Promise.resolve(handler());
}

function commandRequests(command: string) {
  return fake.last.requests.filter((r) => r.params.command === command);
}

const success = {
  uri: SCENE_URI,
  status: "success",
  rounds: 1,
  video: VIDEO,
  image: null,
  transcript: "round 1: ok",
  error: null,
};

describe("Generate Scene", () => {
  it("sends the description with a work-done token, shows progress, opens the scene and the preview", async () => {
    state.inputBoxAnswer = "  a blue circle grows  ";
    handlers["manim.server.generateScene"] = (_args, token, client) => {
      client.progress(token, { kind: "begin", title: "Generating", percentage: 0 });
      client.progress(token, { kind: "report", message: "round 1: generating", percentage: 40 });
      client.progress(token, { kind: "report", message: "round 1: rendering", percentage: 70 });
      client.progress(token, { kind: "end" });
      return success;
    };

    await run("manim.generateScene");

    const [request] = commandRequests("manim.server.generateScene");
    const token = request?.params.workDoneToken;
    expect(typeof token).toBe("string");
    expect(request?.params.arguments).toEqual([
      { description: "a blue circle grows", strategy: "ritl-doc", workDoneToken: token },
    ]);
    expect(request?.token).toBeDefined();
    expect(state.progressReports).toEqual([
      { message: "Generating" },
      { message: "round 1: generating", increment: 40 },
      { message: "round 1: rendering", increment: 30 },
    ]);
    // the progress listener is gone once the command is over
    expect(fake.last.progressHandlers.size).toBe(0);

    expect(workspace.openTextDocument.mock.calls[0]?.[0].toString()).toBe(SCENE_URI);
    expect(window.showTextDocument).toHaveBeenCalledTimes(1);
    const panel = state.panels[0];
    expect(panel?.viewType).toBe("manim.preview");
    expect(panel?.webview.html).toContain("<video");
    expect(panel?.webview.html).toContain("BlueCircle.mp4");
    expect(panel?.webview.options.localResourceRoots?.map((u) => u.fsPath)).toEqual([
      path.dirname(VIDEO),
    ]);
    expect(window.showWarningMessage).not.toHaveBeenCalled();
    expect(window.showErrorMessage).not.toHaveBeenCalled();
  });

  it("passes the strategy picked in the quick pick, the default listed first", async () => {
    state.settings["manim.strategy"] = "ritl";
    state.inputBoxAnswer = "a square";
    state.quickPickAnswer = "vanilla";
    handlers["manim.server.generateScene"] = () => ({ ...success, video: null });

    await run("manim.generateScene");

    const items = window.showQuickPick.mock.calls[0]?.[0] as { label: string }[];
    expect(items.map((i) => i.label)).toEqual(["ritl", "vanilla", "ritl-doc"]);
    expect(commandRequests("manim.server.generateScene")[0]?.params.arguments?.[0]).toMatchObject({
      strategy: "vanilla",
    });
    // no video: the document opens, the preview does not
    expect(window.showTextDocument).toHaveBeenCalledTimes(1);
    expect(state.panels).toHaveLength(0);
  });

  it("rejects an empty or blank description in the input box", async () => {
    await run("manim.generateScene");
    const options = window.showInputBox.mock.calls[0]?.[0] as {
      validateInput(value: string): string | undefined;
    };
    expect(options.validateInput("")).toMatch(/Describe the animation/);
    expect(options.validateInput("   \t")).toMatch(/Describe the animation/);
    expect(options.validateInput("a circle")).toBeUndefined();
    expect(validateDescription(" x ")).toBeUndefined();
  });

  it("sends manim/prefill while the description is typed, then the final text", async () => {
    handlers["manim.server.generateScene"] = () => ({ ...success, video: null });
    window.showInputBox.mockImplementationOnce(async (options: unknown) => {
      const { validateInput } = options as { validateInput(value: string): string | undefined };
      validateInput("a blue"); // too short to retrieve anything useful: not sent
      validateInput("a blue circle grows");
      validateInput("a blue circle grows and"); // within the interval: waits
      return "a blue circle grows and turns red";
    });

    await run("manim.generateScene");

    const prefills = fake.last.notifications.filter((n) => n.method === "manim/prefill");
    expect(prefills.map((n) => n.params)).toEqual([
      { description: "a blue circle grows", strategy: "ritl-doc" },
      { description: "a blue circle grows and turns red", strategy: "ritl-doc" },
    ]);
    // the prefills went out before the generation request
    expect(commandRequests("manim.server.generateScene")).toHaveLength(1);
  });

  it("sends no prefill with manim.prefillWhileTyping off", async () => {
    state.settings["manim.prefillWhileTyping"] = false;
    handlers["manim.server.generateScene"] = () => ({ ...success, video: null });
    window.showInputBox.mockImplementationOnce(async (options: unknown) => {
      const { validateInput } = options as { validateInput(value: string): string | undefined };
      validateInput("a blue circle grows");
      return "a blue circle grows and turns red";
    });
    await run("manim.generateScene");
    expect(fake.last.notifications.filter((n) => n.method === "manim/prefill")).toEqual([]);
    expect(commandRequests("manim.server.generateScene")).toHaveLength(1);
  });

  it("sends nothing for a blank answer or a dismissed input box or quick pick", async () => {
    handlers["manim.server.generateScene"] = () => success;
    state.inputBoxAnswer = "   ";
    await run("manim.generateScene");
    state.inputBoxAnswer = undefined;
    await run("manim.generateScene");
    state.inputBoxAnswer = "a circle";
    state.quickPickAnswer = undefined;
    await run("manim.generateScene");
    expect(commandRequests("manim.server.generateScene")).toHaveLength(0);
    expect(window.showErrorMessage).not.toHaveBeenCalled();
  });

  it("cancelling the progress notification cancels the request ($/cancelRequest)", async () => {
    state.inputBoxAnswer = "a slow scene";
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    handlers["manim.server.generateScene"] = () => {
      started();
      return new Promise(() => undefined); // the server would answer RequestCancelled
    };

    const done = run("manim.generateScene");
    await running;
    const request = commandRequests("manim.server.generateScene")[0];
    expect(request?.token?.isCancellationRequested).toBe(false);
    state.progressCancel?.cancel();
    await done;

    expect(request?.token?.isCancellationRequested).toBe(true);
    expect(fake.last.cancelRequests).toHaveLength(1);
    expect(window.showInformationMessage.mock.calls.at(-1)?.[0]).toContain("cancelled");
    expect(window.showErrorMessage).not.toHaveBeenCalled();
    expect(workspace.openTextDocument).not.toHaveBeenCalled();
  });

  it("treats a RequestCancelled error or a cancelled status as a cancel, not an error", async () => {
    state.inputBoxAnswer = "a circle";
    handlers["manim.server.generateScene"] = () => {
      throw new ResponseError(LSPErrorCodes.RequestCancelled, "cancelled");
    };
    await run("manim.generateScene");
    handlers["manim.server.generateScene"] = () => ({
      ...success,
      uri: null,
      video: null,
      status: "cancelled",
    });
    await run("manim.generateScene");
    expect(window.showErrorMessage).not.toHaveBeenCalled();
    expect(window.showInformationMessage).toHaveBeenCalledTimes(2);
    expect(workspace.openTextDocument).not.toHaveBeenCalled();
  });

  it("shows the server's error and opens nothing", async () => {
    state.inputBoxAnswer = "a circle";
    handlers["manim.server.generateScene"] = () => {
      throw new ResponseError(-32603, "no model: /models/missing.gguf does not exist");
    };

    await run("manim.generateScene");

    expect(window.showErrorMessage.mock.calls[0]?.[0]).toBe(
      "Manim Agent: Generate Scene failed: no model: /models/missing.gguf does not exist",
    );
    expect(workspace.openTextDocument).not.toHaveBeenCalled();
    expect(state.panels).toHaveLength(0);
  });

  it("a failed generation opens the best attempt and warns with the error", async () => {
    state.inputBoxAnswer = "a circle";
    handlers["manim.server.generateScene"] = () => ({
      ...success,
      status: "failed",
      rounds: 4,
      video: null,
      error: "NameError: name 'Circel' is not defined",
    });

    await run("manim.generateScene");

    expect(window.showTextDocument).toHaveBeenCalledTimes(1);
    const warning = String(window.showWarningMessage.mock.calls[0]?.[0]);
    expect(warning).toContain("after 4 round(s)");
    expect(warning).toContain("NameError: name 'Circel' is not defined");
    expect(warning).toContain("best attempt was written to /ws/scenes/blue_circle.py");
  });

  it("says the server is not running, with a restart button, instead of asking for input", async () => {
    await api.server.stop();
    state.messageAnswers.push({ match: "not running", answer: "Restart Server" });

    await run("manim.generateScene");
    await vi.waitFor(() => expect(api.server.current).toBeDefined());

    expect(window.showInputBox).not.toHaveBeenCalled();
    expect(window.showErrorMessage.mock.calls[0]?.[0]).toContain("not running");
  });
});

describe("Render Current Scene", () => {
  const text = [
    "from manim import *",
    "",
    "class First(Scene):",
    "    def construct(self):",
    "        self.add(Circle())",
    "",
    "class Second(MovingCameraScene):",
    "    def construct(self):",
    "        self.add(Square())",
  ].join("\n");

  it("saves the document, sends the cursor, shows the preview with the scene the server chose", async () => {
    const document = makeDocument("file:///ws/scene.py", text);
    document.isDirty = true;
    setActiveEditor(document, 8);
    handlers["manim.server.renderScene"] = () => ({
      status: "success",
      scene: "Second",
      scenes: ["First", "Second"],
      sceneReason: "cursor",
      video: "/cache/media/Second.mp4",
      image: null,
      renderTime: 1.5,
      layout: [{ kind: "off-screen", message: "Square leaves the frame", line: 8, time: 0.4 }],
      error: null,
    });

    await run("manim.renderScene");

    expect(document.save).toHaveBeenCalledTimes(1);
    const sent = commandRequests("manim.server.renderScene")[0]?.params.arguments?.[0];
    expect(sent).toEqual({
      uri: "file:///ws/scene.py",
      position: { line: 8, character: 0 },
      workDoneToken: expect.any(String),
    });
    const html = state.panels[0]?.webview.html ?? "";
    expect(html).toContain("Second.mp4");
    expect(html).toContain(
      'Scene: <strong>Second</strong> <span class="meta">(the scene under the cursor)</span>',
    );
    expect(html).toContain('<button type="button" data-scene="First">First</button>');
    expect(html).toContain("Status: success, rendered in 1.50 s");
    expect(html).toContain("Square leaves the frame");
    expect(html).toContain("line 8");
    expect(window.showErrorMessage).not.toHaveBeenCalled();
  });

  it("shows a render error at its line (1-based on the wire)", async () => {
    setActiveEditor(makeDocument("file:///ws/scene.py", text), 0);
    handlers["manim.server.renderScene"] = () => ({
      status: "error",
      video: null,
      image: null,
      renderTime: 0.2,
      layout: [],
      error: { message: "TypeError: bad argument", line: 4 },
    });

    await run("manim.renderScene");

    const args = commandRequests("manim.server.renderScene")[0]?.params.arguments?.[0];
    expect(args).toEqual({
      uri: "file:///ws/scene.py",
      position: { line: 0, character: 0 },
      workDoneToken: expect.any(String),
    });
    expect(window.showErrorMessage.mock.calls[0]?.[0]).toBe(
      "Manim Agent: render failed at line 4: TypeError: bad argument",
    );
  });

  it("asks for a Python file when none is active", async () => {
    setActiveEditor(makeDocument("file:///ws/notes.md", "# hi", "markdown"));
    await run("manim.renderScene");
    expect(commandRequests("manim.server.renderScene")).toHaveLength(0);
    expect(window.showInformationMessage.mock.calls[0]?.[0]).toContain("open a Manim scene");
  });

  it("renders another scene of the file from the preview's button, and only one it offers", async () => {
    const document = makeDocument("file:///ws/scene.py", text);
    document.isDirty = true;
    state.textDocuments = [document];
    fake.last.notify("manim/renderResult", {
      uri: "file:///ws/scene.py",
      version: 1,
      status: "success",
      scene: "First",
      scenes: ["First", "Second"],
      sceneReason: "first",
      video: "/cache/media/First.mp4",
      image: null,
      renderTime: 1,
      layout: [],
      error: null,
    });
    setActiveEditor(document, 0);
    await run("manim.showPreview");
    const panel = state.panels[0];
    expect(panel?.webview.html).toContain("the first scene in the file; the cursor is in no scene");
    expect(panel?.webview.options.enableScripts).toBe(true);
    handlers["manim.server.renderScene"] = (args) => ({
      status: "success",
      scene: args["scene"],
      scenes: ["First", "Second"],
      sceneReason: "requested",
      video: `/cache/media/${String(args["scene"])}.mp4`,
      image: null,
      renderTime: 1,
      layout: [],
      error: null,
    });

    await panel?.webview.postFromPage({ command: "renderScene", scene: "Helper" }); // not offered
    await panel?.webview.postFromPage({ command: "renderScene", scene: "Second" });
    await vi.waitFor(() => expect(panel?.webview.html).toContain("Second.mp4"));

    const calls = commandRequests("manim.server.renderScene");
    expect(calls.map((c) => c.params.arguments)).toEqual([
      [{ uri: "file:///ws/scene.py", scene: "Second", workDoneToken: expect.any(String) }],
    ]);
    expect(document.save).toHaveBeenCalledTimes(1);
    expect(panel?.webview.html).toContain(
      'Scene: <strong>Second</strong> <span class="meta">(picked)</span>',
    );
    expect(panel?.webview.html).toContain('data-scene="First"');
  });

  it("tells the server where the cursor is before a save, for the render on save", async () => {
    const document = makeDocument("file:///ws/scene.py", text);
    document.version = 7;
    const hidden = makeDocument("file:///ws/hidden.py", text);
    setActiveEditor(document, 6);
    await willSave(document);
    await willSave(hidden); // saved with no editor showing it: nothing to tell
    await willSave(makeDocument("file:///ws/notes.md", "# x", "markdown"));
    const sent = fake.last.notifications.filter((n) => n.method === "manim/cursor");
    expect(sent.map((n) => n.params)).toEqual([
      { uri: "file:///ws/scene.py", version: 7, position: { line: 6, character: 0 } },
    ]);
  });
});

describe("Repair Current Scene", () => {
  beforeEach(() => {
    setActiveEditor(makeDocument("file:///ws/scene.py", "broken"));
  });

  it.each([
    [
      { status: "repaired", rounds: 2, message: "fixed Circel" },
      "showInformationMessage",
      "repaired in 2 round(s): fixed Circel",
    ],
    [
      { status: "nothing-to-repair", rounds: 0, message: "" },
      "showInformationMessage",
      "nothing to repair",
    ],
    [
      { status: "failed", rounds: 3, message: "still NameError" },
      "showWarningMessage",
      "left unchanged",
    ],
    [{ status: "cancelled", rounds: 1, message: "" }, "showInformationMessage", "cancelled"],
  ] as const)("reports %o", async (result, method, text) => {
    handlers["manim.server.repairScene"] = () => result;
    await run("manim.repairScene");
    expect(commandRequests("manim.server.repairScene")[0]?.params.arguments).toMatchObject([
      { uri: "file:///ws/scene.py" },
    ]);
    const calls = window[method].mock.calls as unknown[][];
    expect(String(calls.at(-1)?.[0])).toContain(text);
  });
});

describe("Edit Scene", () => {
  const SCENE = "from manim import *\n\n\nclass Main(Scene):\n    def construct(self):\n        pass\n";
  const applied = {
    status: "success",
    applied: true,
    message: "edited in 1 model round(s); every check of the instruction is met",
    verified: true,
    linesTouched: 1,
    video: "/ws/media/scene/Main.mp4",
    image: null,
  };

  beforeEach(() => {
    setActiveEditor(makeDocument("file:///ws/scene.py", SCENE), 4);
  });

  it("asks for the instruction, sends it with the cursor, and plays the applied edit's video", async () => {
    state.inputBoxAnswer = "  make the circle blue ";
    handlers["manim.server.editScene"] = (_args, token, client) => {
      client.progress(token, { kind: "begin", title: "Editing" });
      client.progress(token, { kind: "report", message: "Writing the edit, round 1" });
      client.progress(token, { kind: "end" });
      return applied;
    };
    await run("manim.editScene");
    const [request] = commandRequests("manim.server.editScene");
    expect(request?.params.arguments?.[0]).toMatchObject({
      uri: "file:///ws/scene.py",
      instruction: "make the circle blue",
      position: { line: 4, character: 0 },
    });
    expect(state.progressReports).toContainEqual({ message: "Writing the edit, round 1" });
    expect(state.panels[0]?.webview.html).toContain("Main.mp4");
    expect(String(window.showInformationMessage.mock.calls.at(-1)?.[0])).toContain(
      "edit applied (Undo reverts it)",
    );
  });

  describe("review of the proposed edit (review: client)", () => {
    const NEW = SCENE.replace("        pass\n", "        self.add(Circle(color=BLUE))\n");
    const proposed = {
      ...applied,
      applied: false,
      video: "/tmp/manim-edit-proposals-x/1/Main.mp4",
      proposal: {
        uri: "file:///ws/scene.py",
        version: 3,
        text: NEW,
        edits: [
          {
            range: { start: { line: 5, character: 0 }, end: { line: 6, character: 0 } },
            newText: "        self.add(Circle(color=BLUE))\n",
          },
        ],
      },
    };
    let doc: ReturnType<typeof makeDocument>;
    /** The diff's right-hand text and the tabs open when the prompt showed. */
    let atPrompt: { shown: string | undefined; tabs: number } | undefined;

    beforeEach(() => {
      doc = makeDocument("file:///ws/scene.py", SCENE);
      doc.version = 3;
      state.textDocuments = [doc];
      setActiveEditor(doc, 4);
      state.inputBoxAnswer = "make the circle blue";
      handlers["manim.server.editScene"] = () => proposed;
      atPrompt = undefined;
      state.onMessage = (message) => {
        if (!message.includes("apply the proposed edit")) {
          return;
        }
        const diff = state.executedCommands.find((c) => c[0] === "vscode.diff");
        const right = diff?.[2] as { scheme: string } | undefined;
        atPrompt = {
          shown: right
            ? state.contentProviders.get(right.scheme)?.provideTextDocumentContent(right as never)
            : undefined,
          tabs: state.tabs.length,
        };
      };
    });

    function diffCommand(): unknown[] | undefined {
      return state.executedCommands.find((c) => c[0] === "vscode.diff");
    }

    it("asks the server for the proposal, shows the diff, and Apply applies the hunks as one edit", async () => {
      state.messageAnswers = [{ match: "apply the proposed edit", answer: "Apply" }];
      await run("manim.editScene");
      expect(commandRequests("manim.server.editScene")[0]?.params.arguments?.[0]).toMatchObject({
        uri: "file:///ws/scene.py",
        instruction: "make the circle blue",
        review: "client",
      });
      const [, left, right, title] = diffCommand() ?? [];
      expect(String(left)).toBe("file:///ws/scene.py");
      expect((right as { scheme: string }).scheme).toBe("manim-edit-proposal");
      expect(title).toBe("scene.py: edit proposed (review)");
      // while asking, the diff is open and its right side is the proposed text
      expect(atPrompt).toEqual({ shown: NEW, tabs: 1 });
      expect(String(window.showInformationMessage.mock.calls[0]?.[0])).toContain(
        "every check of the instruction is met",
      );
      expect(window.showInformationMessage.mock.calls[0]?.slice(1)).toEqual(["Apply", "Discard"]);
      // one WorkspaceEdit (one undo step) with the server's hunk
      expect(state.appliedEdits).toHaveLength(1);
      expect(state.appliedEdits[0]?.replaces).toEqual([
        {
          uri: expect.objectContaining({ path: "/ws/scene.py" }),
          range: { startLine: 5, startCharacter: 0, endLine: 6, endCharacter: 0 },
          newText: "        self.add(Circle(color=BLUE))\n",
        },
      ]);
      // the diff is closed and its proposal forgotten
      expect(state.tabs).toHaveLength(0);
      const provider = state.contentProviders.get("manim-edit-proposal");
      expect(provider?.provideTextDocumentContent(diffCommand()?.[2] as never)).toBe("");
      expect(state.panels[0]?.webview.html).toContain("Main.mp4");
      expect(String(window.showInformationMessage.mock.calls.at(-1)?.[0])).toContain(
        "edit applied (Undo reverts it)",
      );
    });

    it("Discard, or dismissing the prompt, closes the diff and changes nothing", async () => {
      for (const answer of ["Discard", undefined]) {
        state.executedCommands = [];
        state.messageAnswers = [{ match: "apply the proposed edit", answer }];
        await run("manim.editScene");
        expect(atPrompt?.tabs).toBe(1);
        expect(state.tabs).toHaveLength(0);
        expect(state.appliedEdits).toHaveLength(0);
        expect(state.panels).toHaveLength(0);
        expect(String(window.showInformationMessage.mock.calls.at(-1)?.[0])).toContain(
          "the edit was discarded; the file is unchanged",
        );
      }
    });

    it("an edit that is not verified is asked for with a warning", async () => {
      handlers["manim.server.editScene"] = () => ({
        ...proposed,
        status: "unverified",
        message: "the checks cannot judge this instruction",
      });
      state.messageAnswers = [{ match: "apply the proposed edit", answer: "Apply" }];
      await run("manim.editScene");
      expect(String(window.showWarningMessage.mock.calls[0]?.[0])).toContain(
        "apply the proposed edit to scene.py? (the checks cannot judge",
      );
      expect(state.appliedEdits).toHaveLength(1);
    });

    it("refuses to apply when the document changed while the diff was shown", async () => {
      state.messageAnswers = [{ match: "apply the proposed edit", answer: "Apply" }];
      const ask = state.onMessage;
      state.onMessage = (message) => {
        ask?.(message);
        if (message.includes("apply the proposed edit")) {
          doc.version = 4; // the user typed in the file meanwhile
        }
      };
      await run("manim.editScene");
      expect(state.appliedEdits).toHaveLength(0);
      expect(state.tabs).toHaveLength(0);
      expect(String(window.showWarningMessage.mock.calls.at(-1)?.[0])).toContain(
        "the file changed since the edit was made for it",
      );
    });

    it("shows no diff when the document moved on before the proposal arrived", async () => {
      doc.version = 5;
      await run("manim.editScene");
      expect(diffCommand()).toBeUndefined();
      expect(state.appliedEdits).toHaveLength(0);
      expect(String(window.showWarningMessage.mock.calls.at(-1)?.[0])).toContain(
        "the file changed since",
      );
    });

    it("says so when VS Code rejects the edit", async () => {
      state.messageAnswers = [{ match: "apply the proposed edit", answer: "Apply" }];
      state.applyEditResult = false;
      await run("manim.editScene");
      expect(state.appliedEdits).toHaveLength(1);
      expect(String(window.showWarningMessage.mock.calls.at(-1)?.[0])).toContain("rejected");
    });

    it("a cancelled edit shows no diff and leaves the file alone", async () => {
      handlers["manim.server.editScene"] = async () => {
        state.progressCancel?.cancel();
        await flush();
        return { status: "cancelled", applied: false, message: "edit cancelled" };
      };
      await run("manim.editScene");
      expect(diffCommand()).toBeUndefined();
      expect(state.appliedEdits).toHaveLength(0);
      expect(String(window.showInformationMessage.mock.calls.at(-1)?.[0])).toMatch(/cancelled/);
    });
  });

  it("does nothing without an instruction and rejects a blank one", async () => {
    await run("manim.editScene");
    expect(commandRequests("manim.server.editScene")).toHaveLength(0);
    expect(validateInstruction("  ")).toMatch(/Say what to change/);
    expect(validateInstruction("make it red")).toBeUndefined();
  });

  it("asks which scene when the file has several, then edits the one picked", async () => {
    state.inputBoxAnswer = "make the circle blue";
    state.quickPickAnswer = "Second";
    const calls: Record<string, unknown>[] = [];
    handlers["manim.server.editScene"] = (args) => {
      calls.push(args);
      return args.scene
        ? applied
        : { status: "choose-scene", applied: false, message: "", scenes: ["First", "Second"] };
    };
    await run("manim.editScene");
    expect(calls.map((c) => c.scene)).toEqual([undefined, "Second"]);
  });

  it("offers Repair when the scene does not render, and says when an edit was discarded or cancelled", async () => {
    state.inputBoxAnswer = "make the circle blue";
    state.messageAnswers = [{ match: "does not render", answer: "Repair Scene" }];
    handlers["manim.server.editScene"] = () => ({
      status: "needs-repair",
      applied: false,
      message: "NameError: Circel",
    });
    handlers["manim.server.repairScene"] = () => ({ status: "repaired", rounds: 1, message: "" });
    await run("manim.editScene");
    await flush();
    expect(commandRequests("manim.server.repairScene")).toHaveLength(1);

    handlers["manim.server.editScene"] = () => ({ ...applied, applied: false });
    await run("manim.editScene");
    expect(String(window.showInformationMessage.mock.calls.at(-1)?.[0])).toContain("discarded");

    handlers["manim.server.editScene"] = () => ({ status: "cancelled", applied: false, message: "" });
    await run("manim.editScene");
    expect(String(window.showInformationMessage.mock.calls.at(-1)?.[0])).toContain("unchanged");
  });

  it("puts an Edit Scene code lens above every scene class, whose argument names the scene", async () => {
    const text =
      "from manim import *\nclass Base(Scene):\n    pass\nclass Intro(Base):\n    pass\n" +
      "class Helper:\n    pass\nclass Orbit(ThreeDScene):\n    pass\n";
    expect(sceneClasses(text)).toEqual([
      { line: 1, scene: "Base" },
      { line: 3, scene: "Intro" },
      { line: 7, scene: "Orbit" },
    ]);
    expect(state.codeLensProviders).toHaveLength(1);
    const provider = state.codeLensProviders[0]?.provider as SceneLensProvider;
    const lenses = provider.provideCodeLenses(makeDocument("file:///ws/s.py", text) as never);
    expect(lenses.map((l) => l.command?.arguments)).toEqual([
      [{ uri: "file:///ws/s.py", scene: "Base" }],
      [{ uri: "file:///ws/s.py", scene: "Intro" }],
      [{ uri: "file:///ws/s.py", scene: "Orbit" }],
    ]);
    state.inputBoxAnswer = "make it red";
    handlers["manim.server.editScene"] = () => applied;
    await state.commands.get("manim.editScene")?.({ uri: "file:///ws/s.py", scene: "Orbit" });
    expect(commandRequests("manim.server.editScene")[0]?.params.arguments?.[0]).toMatchObject({
      uri: "file:///ws/s.py",
      scene: "Orbit",
      instruction: "make it red",
    });
  });
});

describe("Show Preview", () => {
  it("shows the active scene's latest render from manim/renderResult, and refreshes on a new one", async () => {
    const document = makeDocument("file:///ws/scene.py", "");
    setActiveEditor(document);
    fake.last.notify("manim/renderResult", {
      uri: "file:///ws/scene.py",
      version: 1,
      status: "success",
      video: "/cache/media/v1/Scene.mp4",
      image: null,
      renderTime: 2,
      layout: [],
      error: null,
    });

    await run("manim.showPreview");
    const panel = state.panels[0];
    expect(panel?.webview.html).toContain("v1/Scene.mp4");

    fake.last.notify("manim/renderResult", {
      uri: "file:///ws/scene.py",
      version: 2,
      status: "error",
      video: null,
      image: null,
      renderTime: 0.1,
      layout: [],
      error: { message: "boom <b>", line: 1 },
    });
    // a failed render keeps the last good video, marked stale, with the error under it
    expect(panel?.webview.html).toContain("v1/Scene.mp4");
    expect(panel?.webview.html).toContain("last good render (stale)");
    expect(panel?.webview.html).toContain("boom &lt;b&gt;");
    expect(panel?.webview.html).toContain("at line 1");

    fake.last.notify("manim/renderResult", {
      uri: "file:///ws/other.py",
      version: 1,
      status: "success",
      video: "/cache/media/other/Other.mp4",
      image: null,
      renderTime: 1,
      layout: [],
      error: null,
    });
    expect(panel?.webview.html).not.toContain("Other.mp4");
    expect(state.panels).toHaveLength(1);
  });

  it("says there is no render yet for a scene never rendered", async () => {
    setActiveEditor(makeDocument("file:///ws/new.py", ""));
    await run("manim.showPreview");
    expect(state.panels[0]?.webview.html).toContain("No render yet");
  });

  it("asks for a scene when no Python file is active and no preview is open", async () => {
    await run("manim.showPreview");
    await flush();
    expect(state.panels).toHaveLength(0);
    expect(window.showInformationMessage).toHaveBeenCalledTimes(1);
  });
});

describe("preview follows the editor", () => {
  it("switches to the newly active scene once the panel is open (wired at activation)", async () => {
    for (const name of ["a", "b"]) {
      fake.last.notify("manim/renderResult", {
        uri: `file:///ws/${name}.py`,
        version: 1,
        status: "success",
        video: `/m/${name}/${name.toUpperCase()}.mp4`,
        image: null,
        renderTime: 1,
        layout: [],
        error: null,
      });
    }
    setActiveEditor(makeDocument("file:///ws/a.py", ""));
    await run("manim.showPreview");
    await changeActiveEditor(makeDocument("file:///ws/b.py", ""));
    expect(state.panels[0]?.webview.html).toContain("B.mp4");
  });
});
