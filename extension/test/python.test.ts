import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  CHECK_CODE,
  checkInterpreter,
  expandPath,
  findInterpreter,
  findSourceCheckout,
  installCommand,
  bundledWheel,
  explainCheckFailure,
  venvPython,
} from "../src/python";
import {
  addWorkspaceFolder,
  cleanupTempDirs,
  fakePython,
  fakePythonExtension,
  recordedArgs,
  tempDir,
} from "./helpers";
import { resetVscode, state } from "./mocks/vscode";

beforeEach(() => resetVscode());
afterEach(() => cleanupTempDirs());

describe("interpreter discovery order", () => {
  it("prefers the manim.pythonPath setting over everything else", async () => {
    const ws = tempDir();
    addWorkspaceFolder(ws);
    fakePython(venvPython(ws));
    state.extensions["ms-python.python"] = fakePythonExtension("/env/bin/python").extension;
    state.settings["manim.pythonPath"] = "/opt/py/bin/python3";
    expect(await findInterpreter()).toEqual({ command: "/opt/py/bin/python3", source: "setting" });
  });

  it("uses the Python extension's active environment when the setting is empty", async () => {
    const ws = tempDir();
    addWorkspaceFolder(ws);
    fakePython(venvPython(ws));
    state.settings["manim.pythonPath"] = "  ";
    state.extensions["ms-python.python"] = fakePythonExtension("/env/bin/python").extension;
    expect(await findInterpreter()).toEqual({
      command: "/env/bin/python",
      source: "python-extension",
    });
  });

  it("works with an already active Python extension too", async () => {
    state.extensions["ms-python.python"] = fakePythonExtension("/env/bin/python", true).extension;
    expect((await findInterpreter()).source).toBe("python-extension");
  });

  it("falls back to the workspace .venv without the Python extension", async () => {
    const empty = tempDir();
    const ws = tempDir();
    addWorkspaceFolder(empty);
    addWorkspaceFolder(ws);
    const venv = fakePython(venvPython(ws));
    expect(await findInterpreter()).toEqual({ command: venv, source: "venv" });
  });

  it("falls back to the .venv when the Python extension has no environments API", async () => {
    const ws = tempDir();
    addWorkspaceFolder(ws);
    const venv = fakePython(venvPython(ws));
    state.extensions["ms-python.python"] = {
      isActive: false,
      activate: async () => ({}),
    };
    expect(await findInterpreter()).toEqual({ command: venv, source: "venv" });
  });

  it("falls back when the Python extension fails to activate or resolve", async () => {
    state.extensions["ms-python.python"] = {
      isActive: false,
      activate: async () => {
        throw new Error("boom");
      },
    };
    expect(await findInterpreter()).toEqual({ command: "python3", source: "default" });
    const broken = fakePythonExtension("/x");
    state.extensions["ms-python.python"] = {
      ...broken.extension,
      activate: async () => ({
        environments: {
          getActiveEnvironmentPath: () => ({ id: "x", path: "/x" }),
          resolveEnvironment: async () => undefined,
          onDidChangeActiveEnvironmentPath: () => ({ dispose() {} }),
        },
      }),
    };
    expect(await findInterpreter()).toEqual({ command: "python3", source: "default" });
  });

  it("ends with python3 when nothing else is there", async () => {
    addWorkspaceFolder(tempDir());
    expect(await findInterpreter()).toEqual({ command: "python3", source: "default" });
  });

  it("expands ~ and ${workspaceFolder} in the setting, and relative paths", async () => {
    const ws = tempDir();
    addWorkspaceFolder(ws);
    state.settings["manim.pythonPath"] = "${workspaceFolder}/env/bin/python";
    expect((await findInterpreter()).command).toBe(path.join(ws, "env/bin/python"));
    expect(expandPath("~/py/bin/python", ws)).toBe(path.join(os.homedir(), "py/bin/python"));
    expect(expandPath("env/bin/python", ws)).toBe(path.join(ws, "env/bin/python"));
    expect(expandPath("python3.12", ws)).toBe("python3.12");
  });
});

describe("interpreter check", () => {
  it("runs `<python> -c 'import server, pygls'` in the server's folder and passes", async () => {
    const dir = tempDir();
    const python = fakePython(path.join(dir, "python"));
    const cwd = tempDir();
    expect(await checkInterpreter(python, cwd)).toEqual({ ok: true, detail: "" });
    expect(recordedArgs(python)).toEqual(["-c", CHECK_CODE]);
    expect(fs.realpathSync(fs.readFileSync(`${python}.cwd`, "utf8").trim())).toBe(
      fs.realpathSync(cwd),
    );
  });

  it("reports the interpreter's last error line when the import fails", async () => {
    const python = fakePython(path.join(tempDir(), "python"), false);
    const result = await checkInterpreter(python, tempDir());
    expect(result.ok).toBe(false);
    expect(result.detail).toBe("ModuleNotFoundError: No module named 'pygls'");
  });

  it("says the interpreter was not found when it does not exist", async () => {
    const result = await checkInterpreter("/no/such/python", tempDir());
    expect(result).toEqual({ ok: false, detail: '"/no/such/python" was not found' });
  });
});

describe("install hint", () => {
  it("suggests an editable install from a checkout of this project", () => {
    const repo = tempDir();
    fs.writeFileSync(path.join(repo, "pyproject.toml"), '[project]\nname = "manim-agent"\n');
    const other = tempDir();
    fs.writeFileSync(path.join(other, "pyproject.toml"), '[project]\nname = "other"\n');
    expect(findSourceCheckout([tempDir(), other, repo])).toBe(repo);
    expect(installCommand("/usr/bin/python3", repo)).toBe(
      `/usr/bin/python3 -m pip install -e ${repo}`,
    );
  });

  it("suggests the bundled wheel otherwise, quoting paths with spaces; never a made-up package", () => {
    expect(findSourceCheckout([tempDir()])).toBeUndefined();
    expect(installCommand("/My Envs/bin/python", undefined)).toBeUndefined();
    const ext = tempDir();
    fs.mkdirSync(path.join(ext, "wheels"));
    fs.writeFileSync(path.join(ext, "wheels", "manim_agent-0.1.0-py3-none-any.whl"), "");
    const wheel = bundledWheel(ext);
    expect(wheel).toBe(path.join(ext, "wheels", "manim_agent-0.1.0-py3-none-any.whl"));
    expect(installCommand("/My Envs/bin/python", undefined, wheel)).toBe(
      `"/My Envs/bin/python" -m pip install ${wheel}`,
    );
    expect(bundledWheel(tempDir())).toBeUndefined();
  });

  it("translates No module named 'server' into what is missing", () => {
    expect(explainCheckFailure("ModuleNotFoundError: No module named 'server'")).toBe(
      "the Manim Agent server (the Python package of this project) is not installed in it",
    );
    expect(explainCheckFailure("ModuleNotFoundError: No module named 'pygls'")).toContain(
      "dependency pygls is missing",
    );
    expect(explainCheckFailure('"python9" was not found')).toBe('"python9" was not found');
  });
});
