import * as fs from "node:fs";
import * as path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { codeActionMiddleware, openPythonPathSetting } from "../src/client";
import { activate, deactivate } from "../src/extension";
import { quietExitChannel } from "../src/outputFilter";
import {
  aptCommand,
  missingDebianPackages,
  processRunner,
  setUpEnvironment,
  venvPythonIn,
  type Runner,
} from "../src/setup";
import { cleanupTempDirs, disposeContexts, fakeContext, fakePython, flush, tempDir } from "./helpers";
import { fake } from "./mocks/languageclient";
import { grantTrust, makeDocument, resetVscode, state, window } from "./mocks/vscode";

vi.mock("vscode-languageclient/node", () => import("./mocks/languageclient"));

beforeEach(() => {
  resetVscode();
  fake.reset();
});

afterEach(async () => {
  await deactivate();
  await disposeContexts();
  cleanupTempDirs();
});

/** A runner that records the commands and answers each with the next scripted result. */
function scripted(results: { code: number; output: string }[]): Runner & { calls: string[][] } {
  const calls: string[][] = [];
  const runner = (async (command: string, args: readonly string[], onLine: (l: string) => void) => {
    calls.push([command, ...args]);
    const result = results.shift() ?? { code: 0, output: "" };
    result.output.split("\n").filter(Boolean).forEach(onLine);
    return result;
  }) as Runner & { calls: string[][] };
  runner.calls = calls;
  return runner;
}

describe("first run: setting up an environment", () => {
  it("creates a venv in the storage, installs the bundled wheel, fetches the model, with progress", async () => {
    const runner = scripted([
      { code: 0, output: "" },
      { code: 0, output: "Processing manim_agent.whl\nSuccessfully installed manim-agent-0.1.0\n" },
      { code: 0, output: "model small: 100%\n" },
    ]);
    const reports: string[] = [];
    const storage = tempDir();
    const outcome = await setUpEnvironment({
      storageDir: storage,
      basePython: "/usr/bin/python3",
      source: { kind: "wheel", path: "/ext/wheels/manim_agent-0.1.0-py3-none-any.whl" },
      model: "small",
      runner,
      report: (m) => reports.push(m),
    });
    const python = venvPythonIn(storage);
    expect(outcome).toEqual({ ok: true, python });
    expect(runner.calls).toEqual([
      ["/usr/bin/python3", "-m", "venv", path.join(storage, "venv")],
      [python, "-m", "pip", "install", "/ext/wheels/manim_agent-0.1.0-py3-none-any.whl"],
      [python, "-m", "server", "model", "fetch", "--which", "small"],
    ]);
    expect(reports).toContain("Fetching the small model: model small: 100%");
    expect(reports.some((r) => r.startsWith("Installing Manim Agent"))).toBe(true);
  });

  it("asks the fetch not to prepare the AMX build when manim.amx is off", async () => {
    const runner = scripted([
      { code: 0, output: "" },
      { code: 0, output: "" },
      { code: 0, output: "" },
    ]);
    const storage = tempDir();
    const base = {
      storageDir: storage,
      basePython: "/usr/bin/python3",
      source: { kind: "checkout", path: "/work/project" },
      model: "default",
      runner,
      report: () => undefined,
    } as const;
    await setUpEnvironment({ ...base, amx: false });
    const python = venvPythonIn(storage);
    expect(runner.calls[2]).toEqual([python, "-m", "server", "model", "fetch", "--which", "default", "--no-amx"]);
    expect(runner.calls[1]).toEqual([python, "-m", "pip", "install", "-e", "/work/project"]);
  });

  it("names the missing Debian packages and the apt command when the build needs them", async () => {
    const pipOutput = [
      "Building wheel for pycairo (pyproject.toml): started",
      "../cairo/meson.build:31:12: ERROR: Dependency \"cairo\" not found, tried pkgconfig",
      "Package pangocairo was not found in the pkg-config search path.",
      "error: subprocess-exited-with-error",
    ].join("\n");
    const runner = scripted([{ code: 0, output: "" }, { code: 1, output: pipOutput }]);
    const outcome = await setUpEnvironment({
      storageDir: tempDir(),
      basePython: "python3",
      source: { kind: "checkout", path: "/src/manim-agent" },
      model: "default",
      runner,
      report: () => undefined,
    });
    expect(runner.calls).toHaveLength(2); // stops at the failing step: no model fetch
    expect(runner.calls[1]).toContain("-e");
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.step).toBe("install");
      expect(outcome.packages).toEqual(["pkg-config", "libcairo2-dev", "libpango1.0-dev"]);
      expect(outcome.message).toContain(
        "sudo apt-get install -y pkg-config libcairo2-dev libpango1.0-dev",
      );
      expect(outcome.message).toMatch(/\.$/);
    }
  });

  it("recognises compiler, headers and venv module missing", () => {
    expect(missingDebianPackages("fatal error: Python.h: No such file or directory")).toEqual([
      "python3-dev",
    ]);
    expect(missingDebianPackages("error: command 'gcc' failed: unable to execute 'gcc'")).toEqual([
      "build-essential",
    ]);
    expect(missingDebianPackages("The virtual environment was not created successfully because ensurepip is not available.")).toEqual(["python3-venv"]);
    expect(missingDebianPackages("Successfully installed")).toEqual([]);
    expect(aptCommand(["a", "b"])).toBe("sudo apt-get install -y a b");
  });

  it("runs real processes and streams their lines", async () => {
    const lines: string[] = [];
    const result = await processRunner("/bin/sh", ["-c", "echo one; echo two >&2; exit 3"], (l) =>
      lines.push(l),
    );
    expect(result.code).toBe(3);
    expect(lines.sort()).toEqual(["one", "two"]);
  });

  it("sets manim.pythonPath to the new interpreter when the setup command succeeds", async () => {
    const ext = tempDir();
    fs.mkdirSync(path.join(ext, "wheels"));
    fs.writeFileSync(path.join(ext, "wheels", "manim_agent-0.1.0-py3-none-any.whl"), "");
    // a "python3" that makes a venv whose python is a fake that succeeds at everything
    const storage = tempDir();
    const base = path.join(tempDir(), "python3");
    fs.writeFileSync(
      base,
      `#!/bin/sh\nmkdir -p "$3/bin"\nprintf '#!/bin/sh\\necho "$@" >> "$0.log"\\nexit 0\\n' > "$3/bin/python"\nchmod +x "$3/bin/python"\n`,
      { mode: 0o755 },
    );
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"), false);
    state.settings["manim.embeddedModel"] = "small";
    const context = fakeContext(ext);
    (context as unknown as { globalStorageUri: { fsPath: string } }).globalStorageUri = {
      fsPath: storage,
    };
    const api = activate(context);
    await api.ready;
    // the base interpreter for the venv comes from discovery; point the default at our fake
    state.settings["manim.pythonPath"] = "";
    const pathBefore = process.env.PATH;
    process.env.PATH = `${path.dirname(base)}:${pathBefore}`;
    try {
      const ok = await state.commands.get("manim.setupEnvironment")?.();
      expect(ok).toBe(true);
    } finally {
      process.env.PATH = pathBefore;
    }
    const python = venvPythonIn(storage);
    expect(state.updates).toContainEqual(["manim.pythonPath", python, 1]);
    const log = fs.readFileSync(`${python}.log`, "utf8");
    expect(log).toContain("-m pip install");
    expect(log).toContain("manim_agent-0.1.0-py3-none-any.whl");
    expect(log).toContain("-m server model fetch --which small");
  });
});

describe("the missing-interpreter message", () => {
  it("offers Set Up Environment when a wheel is bundled, and a second Generate explains instead of failing again", async () => {
    const ext = tempDir();
    fs.mkdirSync(path.join(ext, "wheels"));
    fs.writeFileSync(path.join(ext, "wheels", "manim_agent-0.1.0-py3-none-any.whl"), "");
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"), false);
    const api = activate(fakeContext(ext));
    expect(await api.ready).toBe(false);
    await flush();
    const [message, ...buttons] = window.showErrorMessage.mock.calls[0] ?? [];
    expect(buttons[0]).toBe("Set Up Environment");
    expect(message).toContain(`-m pip install ${path.join(ext, "wheels")}`);
    // the palette command without a server: the same explanation, not "Restart Server"
    state.inputBoxAnswer = "a circle";
    await state.commands.get("manim.generateScene")?.();
    await flush();
    const second = window.showErrorMessage.mock.calls[1] ?? [];
    expect(second[0]).toContain("cannot run the language server");
    expect(second).not.toContain("Restart Server");
  });

  it("opens the Remote settings tab in a remote window (the setting is machine-overridable)", async () => {
    state.remoteName = "code-server";
    await openPythonPathSetting();
    expect(state.executedCommands).toContainEqual([
      "workbench.action.openRemoteSettings",
      { query: "@id:manim.pythonPath" },
    ]);
  });
});

describe("small defects", () => {
  it("logs a normal server exit (code 0) as info, other exits as they are", () => {
    const lines: string[] = [];
    const channel = {
      appendLine: (l: string) => lines.push(`line ${l}`),
      info: (l: string) => lines.push(`info ${l}`),
      name: "Manim Agent",
    };
    const quiet = quietExitChannel(channel as never);
    quiet.appendLine("[Error - 10:00:00] Server process exited with code 0.");
    quiet.appendLine("[Error - 10:00:01] Server process exited with code 1.");
    expect(lines).toEqual([
      "info The server process stopped (exit code 0).",
      "line [Error - 10:00:01] Server process exited with code 1.",
    ]);
    expect(quiet.name).toBe("Manim Agent");
  });

  it("routes the server's repair code action through the cancellable palette command", async () => {
    const action = {
      title: "Repair with Manim model",
      command: { title: "Repair", command: "manim.server.repairScene", arguments: [{ uri: "file:///a.py" }] },
    };
    const fix = { title: "Replace with 'radius'", edit: {} };
    const out = await codeActionMiddleware!(
      {} as never,
      {} as never,
      {} as never,
      {} as never,
      async () => [action, fix] as never,
    );
    expect(out).toEqual([
      { ...action, command: { ...action.command, command: "manim.repairScene" } },
      fix,
    ]);
  });

  it("re-renders the open Python files when the workspace becomes trusted", async () => {
    state.trusted = false;
    state.settings["manim.pythonPath"] = fakePython(path.join(tempDir(), "python"));
    state.textDocuments = [
      makeDocument("file:///ws/a.py", "x"),
      makeDocument("file:///ws/notes.md", "x", "markdown"),
    ];
    const api = activate(fakeContext(tempDir()));
    await api.ready;
    state.trusted = true;
    await grantTrust();
    const renders = fake.last.requests.filter((r) => r.params.command === "manim.server.renderScene");
    expect(renders.map((r) => r.params.arguments)).toEqual([[{ uri: "file:///ws/a.py" }]]);
  });
});
