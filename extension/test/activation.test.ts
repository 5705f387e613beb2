import * as path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activate, deactivate, type ManimAgentApi } from "../src/extension";
import { venvPython } from "../src/python";
import { DEFAULTS } from "../src/settings";
import {
  addWorkspaceFolder,
  cleanupTempDirs,
  disposeContexts,
  fakeContext,
  fakePython,
  fakePythonExtension,
  flush,
  tempDir,
} from "./helpers";
import { fake } from "./mocks/languageclient";
import {
  changeSettings,
  grantTrust,
  listenerCount,
  resetVscode,
  state,
  window,
} from "./mocks/vscode";

vi.mock("vscode-languageclient/node", () => import("./mocks/languageclient"));

let api: ManimAgentApi | undefined;
let extensionDir: string;

beforeEach(() => {
  resetVscode();
  fake.reset();
  fake.onRequest = (_method, params) =>
    (params as { command?: string }).command === "manim.server.info"
      ? {
          version: "0.1.0",
          model: "qwen2.5-coder-1.5b",
          modelLoaded: false,
          busy: false,
          trusted: true,
        }
      : null;
  extensionDir = tempDir();
});

afterEach(async () => {
  await deactivate();
  await disposeContexts();
  expect(listenerCount()).toBe(0);
  api = undefined;
  cleanupTempDirs();
});

async function start(): Promise<ManimAgentApi> {
  api = activate(fakeContext(extensionDir));
  await api.ready;
  return api;
}

describe("activation", () => {
  it("starts `<python> -m server` over stdio from the workspace .venv without the Python extension", async () => {
    const ws = tempDir();
    addWorkspaceFolder(ws);
    const python = fakePython(venvPython(ws));
    expect(state.extensions["ms-python.python"]).toBeUndefined();

    const { server } = await start();

    expect(fake.instances).toHaveLength(1);
    const client = fake.last;
    expect(client.id).toBe("manim");
    expect(client.serverOptions.command).toBe(python);
    expect(client.serverOptions.args).toEqual(["-m", "server"]);
    expect(client.serverOptions.options?.cwd).toBe(extensionDir);
    expect(client.state).toBe("running");
    expect(server.interpreter).toEqual({ command: python, source: "venv" });
  });

  it("uses the interpreter of the Python extension when it is installed", async () => {
    const ws = tempDir();
    addWorkspaceFolder(ws);
    fakePython(venvPython(ws));
    const envPython = fakePython(path.join(tempDir(), "bin", "python"));
    state.extensions["ms-python.python"] = fakePythonExtension(envPython).extension;

    await start();

    expect(fake.last.serverOptions.command).toBe(envPython);
  });

  it("restarts on a new environment chosen in the Python extension", async () => {
    const first = fakePython(path.join(tempDir(), "python"));
    const second = fakePython(path.join(tempDir(), "python"));
    const python = fakePythonExtension(first);
    state.extensions["ms-python.python"] = python.extension;
    await start();

    python.changeEnvironment(second);
    await vi.waitFor(() => expect(fake.instances).toHaveLength(2));

    expect(fake.instances[0]?.state).toBe("stopped");
    await vi.waitFor(() => expect(fake.last.state).toBe("running"));
    expect(fake.last.serverOptions.command).toBe(second);
  });

  it("registers every palette command", async () => {
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
    await start();
    for (const id of [
      "manim.generateScene",
      "manim.renderScene",
      "manim.repairScene",
      "manim.showPreview",
      "manim.restartServer",
    ]) {
      expect(state.commands.has(id), id).toBe(true);
    }
  });

  it("sends the manim.* settings and the trust flag as initializationOptions", async () => {
    state.settings = {
      "manim.pythonPath": fakePython(path.join(tempDir(), "python")),
      "manim.endpointUrl": "http://localhost:8080/v1",
      "manim.rounds": 5,
      "manim.quality": "m",
      "manim.renderOnSave": false,
      "manim.rounds_typo": "ignored",
    };
    await start();
    const sent = fake.last.clientOptions.initializationOptions as Record<string, unknown>;
    expect(sent).toMatchObject({
      modelPath: "",
      endpointUrl: "http://localhost:8080/v1",
      endpointModel: "",
      loraPath: "",
      strategy: "ritl-doc",
      rounds: 5,
      fewShotExamples: 2,
      ceRules: true,
      quality: "m",
      renderOnSave: false,
      poolSize: 0,
      cacheDir: "",
      trusted: true,
    });
    // every server setting of package.json, nothing else (no pythonPath, no typo)
    expect(Object.keys(sent).sort()).toEqual([...Object.keys(DEFAULTS), "trusted"].sort());
  });

  it("falls back to defaults for settings of the wrong type", async () => {
    state.settings = {
      "manim.pythonPath": fakePython(path.join(tempDir(), "python")),
      "manim.rounds": "three",
      "manim.renderOnSave": "yes",
    };
    await start();
    const options = fake.last.clientOptions.initializationOptions as Record<string, unknown>;
    expect(options.rounds).toBe(3);
    expect(options.renderOnSave).toBe(true);
  });

  it("adds the trust flag when the server pulls workspace/configuration", async () => {
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
    await start();
    const middleware = fake.last.clientOptions.middleware as {
      workspace: {
        configuration(
          params: { items: { section?: string }[] },
          token: unknown,
          next: () => unknown[],
        ): Promise<unknown[]>;
      };
    };
    const answer = await middleware.workspace.configuration(
      { items: [{ section: "manim" }, { section: "python" }] },
      undefined,
      () => [{ rounds: 3 }, { other: 1 }],
    );
    expect(answer).toEqual([{ rounds: 3, trusted: true }, { other: 1 }]);
  });

  it("shows what to install, with an Open Setting button, when the interpreter lacks the server", async () => {
    const python = fakePython(path.join(tempDir(), "python"), false);
    state.settings["manim.pythonPath"] = python;
    state.messageAnswers.push({ match: "cannot run the language server", answer: "Open Setting" });

    const { ready, statusBar } = await Promise.resolve(activate(fakeContext(extensionDir)));
    expect(await ready).toBe(false);
    await flush();

    expect(fake.instances).toHaveLength(0);
    expect(window.showErrorMessage).toHaveBeenCalledTimes(1);
    const [message, ...buttons] = window.showErrorMessage.mock.calls[0] ?? [];
    expect(message).toContain(`${python} -m pip install manim-agent`);
    expect(message).toContain("No module named 'pygls'");
    expect(message).toContain("manim.pythonPath");
    expect(buttons).toContain("Open Setting");
    expect(state.executedCommands).toContainEqual([
      "workbench.action.openSettings",
      "manim.pythonPath",
    ]);
    expect(statusBar.text).toContain("not running");
  });

  it("suggests an editable install when the extension runs from a source checkout", async () => {
    const fs = await import("node:fs");
    fs.writeFileSync(path.join(extensionDir, "pyproject.toml"), 'name = "manim-agent"\n');
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"), false);
    await start();
    await flush();
    expect(window.showErrorMessage.mock.calls[0]?.[0]).toContain(
      `-m pip install -e ${extensionDir}`,
    );
  });

  it("reports a server that fails to start and keeps the extension alive", async () => {
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
    fake.startError = new Error("the server exited with code 1");
    const { ready } = activate(fakeContext(extensionDir));
    expect(await ready).toBe(false);
    expect(window.showErrorMessage.mock.calls[0]?.[0]).toContain("the server exited with code 1");
    expect(fake.last.state).toBe("disposed");
  });

  it("asks the server for its model and shows it in the status bar", async () => {
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
    const { statusBar } = await start();
    expect(statusBar.text).toBe("$(check) Manim: qwen2.5-coder-1.5b");
  });
});

describe("settings changes", () => {
  it("restarts the client when manim.pythonPath changes", async () => {
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
    await start();
    const other = fakePython(path.join(tempDir(), "python"));

    await changeSettings({ "manim.pythonPath": other });

    expect(fake.instances).toHaveLength(2);
    expect(fake.instances[0]?.state).toBe("stopped");
    expect(fake.last.state).toBe("running");
    expect(fake.last.serverOptions.command).toBe(other);
    expect(fake.instances[0]?.notifications).toEqual([]);
  });

  it("sends workspace/didChangeConfiguration for the other manim.* settings, without a restart", async () => {
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
    await start();

    await changeSettings({ "manim.rounds": 7, "manim.strategy": "ritl" });

    expect(fake.instances).toHaveLength(1);
    const sent = fake.last.notifications;
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe("workspace/didChangeConfiguration");
    expect(sent[0]?.params).toMatchObject({
      settings: { manim: { rounds: 7, strategy: "ritl", trusted: true } },
    });
  });

  it("ignores changes to other sections", async () => {
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
    await start();
    await changeSettings({ "editor.fontSize": 20 });
    expect(fake.instances).toHaveLength(1);
    expect(fake.last.notifications).toEqual([]);
  });

  it("restarts by command", async () => {
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
    await start();
    await state.commands.get("manim.restartServer")?.();
    expect(fake.instances).toHaveLength(2);
    expect(fake.instances[0]?.state).toBe("stopped");
    expect(fake.last.state).toBe("running");
  });

  it("serialises overlapping restarts into one running client", async () => {
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
    const { server } = await start();
    await Promise.all([server.restart(), server.restart(), server.restart()]);
    expect(fake.instances.filter((c) => c.state === "running")).toHaveLength(1);
    expect(server.current).toBe(fake.last);
  });
});

describe("untrusted workspace", () => {
  beforeEach(() => {
    state.trusted = false;
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
  });

  it("still starts the server, with trusted: false", async () => {
    const { statusBar } = await start();
    expect(fake.last.state).toBe("running");
    expect(fake.last.clientOptions.initializationOptions).toMatchObject({ trusted: false });
    expect(statusBar.text).toContain("restricted");
  });

  it.each(["manim.generateScene", "manim.renderScene", "manim.repairScene"])(
    "%s asks to trust the workspace instead of calling the server",
    async (id) => {
      await start();
      state.messageAnswers.push({ match: "trusted workspace", answer: "Manage Workspace Trust" });
      const before = fake.last.requests.length;

      await state.commands.get(id)?.();
      await flush();

      expect(fake.last.requests.length).toBe(before);
      expect(window.showInputBox).not.toHaveBeenCalled();
      expect(window.showWarningMessage.mock.calls[0]?.[0]).toContain("trusted workspace");
      expect(state.executedCommands).toContainEqual(["workbench.trust.manage"]);
    },
  );

  it("restarts with trusted: true when the workspace becomes trusted", async () => {
    await start();
    await grantTrust();
    expect(fake.instances).toHaveLength(2);
    expect(fake.instances[0]?.state).toBe("stopped");
    expect(fake.last.clientOptions.initializationOptions).toMatchObject({ trusted: true });
  });
});

describe("status bar", () => {
  it("follows manim/status: busy with its phase, then idle with the model", async () => {
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
    const { statusBar } = await start();

    fake.last.notify("manim/status", { busy: true, model: "my-model", phase: "generating" });
    expect(statusBar.text).toBe("$(sync~spin) Manim: generating…");
    expect(statusBar.tooltip).toContain("my-model");

    fake.last.notify("manim/status", { busy: false, model: "my-model" });
    expect(statusBar.text).toBe("$(check) Manim: my-model");

    fake.last.notify("manim/status", { busy: true, model: "" });
    expect(statusBar.text).toBe("$(sync~spin) Manim: working…");
  });

  it("shows the log when clicked", async () => {
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
    await start();
    expect(state.statusItems[0]?.command).toBe("manim.showLog");
    expect(state.commands.has("manim.showLog")).toBe(true);
  });
});
