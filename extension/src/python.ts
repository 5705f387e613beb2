/**
 * Finding the Python interpreter that runs the server and checking that it can.
 * Order: the `manim.pythonPath` setting, the Python extension's active environment (optional: the
 * extension need not be installed), the workspace `.venv`, then `python3`.
 */
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import type { Event, Uri } from "vscode";
import { getConfiguration, getExtension, getWorkspaceFolders } from "./vscodeapi";

export const PYTHON_EXTENSION_ID = "ms-python.python";

export type InterpreterSource = "setting" | "python-extension" | "venv" | "default";

export interface Interpreter {
  command: string;
  source: InterpreterSource;
}

/** The part of the Python extension's `environments` API that we use. */
export interface PythonEnvironmentsApi {
  getActiveEnvironmentPath(resource?: Uri): { id: string; path: string };
  resolveEnvironment(
    env: { id: string; path: string } | string,
  ): Promise<{ executable: { uri?: Uri } } | undefined>;
  onDidChangeActiveEnvironmentPath: Event<unknown>;
}

interface PythonExtensionExports {
  environments?: PythonEnvironmentsApi;
}

const isWindows = process.platform === "win32";

/** Expands `~` and `${workspaceFolder}` and makes a relative path absolute against the workspace. */
export function expandPath(value: string, workspaceDir: string | undefined): string {
  let out = value.trim();
  if (workspaceDir) {
    out = out.replace(/\$\{workspaceFolder\}/g, workspaceDir);
  }
  if (out === "~" || out.startsWith("~/")) {
    out = path.join(os.homedir(), out.slice(1));
  }
  const looksLikePath = out.includes("/") || out.includes("\\");
  if (looksLikePath && !path.isAbsolute(out) && workspaceDir) {
    out = path.resolve(workspaceDir, out);
  }
  return out;
}

function firstWorkspaceDir(): string | undefined {
  return getWorkspaceFolders()[0]?.uri.fsPath;
}

/** The Python extension's environments API, activating the extension if needed; undefined when
 * the extension is not installed or does not offer the API. */
export async function getPythonEnvironments(): Promise<PythonEnvironmentsApi | undefined> {
  const extension = getExtension<PythonExtensionExports>(PYTHON_EXTENSION_ID);
  if (!extension) {
    return undefined;
  }
  try {
    const exports = extension.isActive ? extension.exports : await extension.activate();
    return exports?.environments;
  } catch {
    return undefined;
  }
}

async function fromPythonExtension(
  environments: PythonEnvironmentsApi | undefined,
  resource: Uri | undefined,
): Promise<string | undefined> {
  if (!environments) {
    return undefined;
  }
  try {
    const active = environments.getActiveEnvironmentPath(resource);
    const resolved = await environments.resolveEnvironment(active);
    return resolved?.executable.uri?.fsPath;
  } catch {
    return undefined;
  }
}

export function venvPython(folder: string): string {
  return isWindows
    ? path.join(folder, ".venv", "Scripts", "python.exe")
    : path.join(folder, ".venv", "bin", "python");
}

function fromWorkspaceVenv(): string | undefined {
  for (const folder of getWorkspaceFolders()) {
    const candidate = venvPython(folder.uri.fsPath);
    if (fs.existsSync(candidate)) {
      return candidate;
    }
  }
  return undefined;
}

export async function findInterpreter(resource?: Uri): Promise<Interpreter> {
  const setting = getConfiguration("manim", resource).get<string>("pythonPath", "");
  if (typeof setting === "string" && setting.trim() !== "") {
    return { command: expandPath(setting, firstWorkspaceDir()), source: "setting" };
  }
  const fromExtension = await fromPythonExtension(await getPythonEnvironments(), resource);
  if (fromExtension) {
    return { command: fromExtension, source: "python-extension" };
  }
  const venv = fromWorkspaceVenv();
  if (venv) {
    return { command: venv, source: "venv" };
  }
  return { command: isWindows ? "python" : "python3", source: "default" };
}

export interface CheckResult {
  ok: boolean;
  /** The reason, in the interpreter's own words, when not ok. */
  detail: string;
}

export const CHECK_CODE = "import server, pygls";

/** Runs `<python> -c "import server, pygls"` in `cwd` (where the server will run). */
export function checkInterpreter(
  command: string,
  cwd: string,
  timeoutMs = 30_000,
): Promise<CheckResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      ["-c", CHECK_CODE],
      { cwd, timeout: timeoutMs, windowsHide: true },
      (error, _stdout, stderr) => {
        if (!error) {
          resolve({ ok: true, detail: "" });
          return;
        }
        const lines = String(stderr).trim().split(/\r?\n/).filter(Boolean);
        const last = lines[lines.length - 1];
        const code = (error as NodeJS.ErrnoException).code;
        const detail =
          code === "ENOENT"
            ? `"${command}" was not found`
            : error.killed
              ? `"${command}" did not answer within ${Math.round(timeoutMs / 1000)} s`
              : (last ?? error.message);
        resolve({ ok: false, detail });
      },
    );
  });
}

/** A checkout of this project (a pyproject.toml naming manim-agent) among `dirs`, for the
 * `pip install -e` hint. */
export function findSourceCheckout(dirs: readonly string[]): string | undefined {
  for (const dir of dirs) {
    try {
      const text = fs.readFileSync(path.join(dir, "pyproject.toml"), "utf8");
      if (/^\s*name\s*=\s*["']manim-agent["']/m.test(text)) {
        return dir;
      }
    } catch {
      // no pyproject.toml here
    }
  }
  return undefined;
}

function quote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `"${arg.replace(/(["\\$`])/g, "\\$1")}"`;
}

/** The wheel of the server that `make vsix` bundles into the extension (`wheels/`), if any. */
export function bundledWheel(extensionPath: string): string | undefined {
  const dir = path.join(extensionPath, "wheels");
  try {
    const wheel = fs
      .readdirSync(dir)
      .filter((f) => /^manim_agent-.*\.whl$/.test(f))
      .sort()
      .pop();
    return wheel ? path.join(dir, wheel) : undefined;
  } catch {
    return undefined;
  }
}

/** The install command to show the user for this interpreter: an editable install of a checkout
 * of this project, else the wheel bundled in the extension; undefined when neither is at hand
 * (the project is not on PyPI, so there is no `pip install <name>` to suggest). */
export function installCommand(
  python: string,
  checkout: string | undefined,
  wheel?: string,
): string | undefined {
  if (checkout) {
    return `${quote(python)} -m pip install -e ${quote(checkout)}`;
  }
  return wheel ? `${quote(python)} -m pip install ${quote(wheel)}` : undefined;
}

/** The check's error line in words a user can act on. */
export function explainCheckFailure(detail: string): string {
  if (/No module named '?server'?/.test(detail)) {
    return "the Manim Agent server (the Python package of this project) is not installed in it";
  }
  const missing = /No module named '?([\w.]+)'?/.exec(detail);
  if (missing) {
    return `the server's dependency ${missing[1]} is missing (${detail})`;
  }
  return detail;
}
