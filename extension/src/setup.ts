/**
 * First run: when no interpreter has the server, one action sets one up. A venv in the extension's
 * global storage, the project installed into it from the wheel `make vsix` bundles (or from a
 * checkout), the embedded model fetched with `python -m server model fetch`, each step's output
 * streamed into the progress. A failed build that lacks Debian packages says which, and the apt
 * command that installs them.
 */
import { spawn } from "node:child_process";
import * as path from "node:path";

export interface StepResult {
  code: number;
  output: string;
}

/** Runs one command; `onLine` gets each output line; resolves when it exits. */
export type Runner = (
  command: string,
  args: readonly string[],
  onLine: (line: string) => void,
  signal?: AbortSignal,
) => Promise<StepResult>;

export const processRunner: Runner = (command, args, onLine, signal) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, PYTHONUNBUFFERED: "1", PIP_DISABLE_PIP_VERSION_CHECK: "1" },
      signal,
    });
    let output = "";
    let partial = "";
    const take = (data: Buffer): void => {
      const text = partial + data.toString();
      const lines = text.split(/\r?\n|\r/);
      partial = lines.pop() ?? "";
      for (const line of lines) {
        output += `${line}\n`;
        if (line.trim()) {
          onLine(line);
        }
      }
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("error", (error) => resolve({ code: 127, output: output + String(error.message) }));
    child.on("close", (code) => resolve({ code: code ?? 1, output: output + partial }));
  });

/** What the build of the project's dependencies needs from Debian, found from pip's output. */
const NEEDS: readonly [RegExp, readonly string[]][] = [
  [/pkg-config: not found|Did not find pkg-config|pkg-config.*No such file/i, ["pkg-config"]],
  [/Package '?cairo'? was not found|cairo\.h|Dependency "cairo" not found|pycairo/i, ["pkg-config", "libcairo2-dev"]],
  [/Package '?pango(cairo)?'? was not found|pango\.h|Dependency "pango|manimpango/i, ["pkg-config", "libpango1.0-dev"]],
  [/Python\.h: No such file/i, ["python3-dev"]],
  [/(gcc|cc|c\+\+|g\+\+): (command )?not found|unable to execute '?(gcc|cc)'?|No CMAKE_C(XX)?_COMPILER could be found/i, ["build-essential"]],
  [/ensurepip is not available|No module named '?venv'?/i, ["python3-venv"]],
];

export function missingDebianPackages(output: string): string[] {
  const found = new Set<string>();
  for (const [pattern, packages] of NEEDS) {
    if (pattern.test(output)) {
      packages.forEach((p) => found.add(p));
    }
  }
  return [...found];
}

export function aptCommand(packages: readonly string[]): string {
  return `sudo apt-get install -y ${packages.join(" ")}`;
}

export interface SetupOptions {
  /** The extension's global storage folder; the venv goes to `<storage>/venv`. */
  storageDir: string;
  /** A Python 3.11+ to create the venv with. */
  basePython: string;
  /** What to install: the bundled wheel, or a checkout of this project. */
  source: { kind: "wheel" | "checkout"; path: string };
  /** `default` or `small`: the embedded model to fetch. */
  model: string;
  /** `manim.amx`: false asks the fetch not to prepare llama.cpp's AMX build (AMX CPUs only). */
  amx?: boolean;
  runner: Runner;
  report: (message: string) => void;
  signal?: AbortSignal;
}

export type SetupOutcome =
  | { ok: true; python: string }
  | { ok: false; step: string; message: string; packages: string[] };

export function venvPythonIn(storageDir: string): string {
  return process.platform === "win32"
    ? path.join(storageDir, "venv", "Scripts", "python.exe")
    : path.join(storageDir, "venv", "bin", "python");
}

function lastLines(output: string, n = 3): string {
  return output.trim().split(/\r?\n/).filter(Boolean).slice(-n).join(" / ");
}

/** Creates the venv, installs the project, fetches the model; stops at the first failing step. */
export async function setUpEnvironment(options: SetupOptions): Promise<SetupOutcome> {
  const { runner, report, signal } = options;
  const venv = path.join(options.storageDir, "venv");
  const python = venvPythonIn(options.storageDir);
  const install =
    options.source.kind === "wheel" ? [options.source.path] : ["-e", options.source.path];
  const steps: { name: string; label: string; command: string; args: string[] }[] = [
    { name: "venv", label: "Creating a Python environment", command: options.basePython, args: ["-m", "venv", venv] },
    { name: "install", label: "Installing Manim Agent and its dependencies (minutes)", command: python, args: ["-m", "pip", "install", ...install] },
    { name: "model", label: `Fetching the ${options.model} model`, command: python, args: ["-m", "server", "model", "fetch", "--which", options.model, ...(options.amx === false ? ["--no-amx"] : [])] },
  ];
  for (const step of steps) {
    report(`${step.label}…`);
    const result = await runner(step.command, step.args, (line) => report(`${step.label}: ${line.trim().slice(0, 120)}`), signal);
    if (signal?.aborted) {
      return { ok: false, step: step.name, message: "The setup was cancelled.", packages: [] };
    }
    if (result.code !== 0) {
      const packages = missingDebianPackages(result.output);
      const need = packages.length
        ? ` The build needs these Debian packages: ${packages.join(", ")}. Install them with \`${aptCommand(packages)}\`, then run the setup again.`
        : "";
      return {
        ok: false,
        step: step.name,
        message: `${step.label} failed (exit code ${result.code}): ${lastLines(result.output)}.${need}`,
        packages,
      };
    }
  }
  return { ok: true, python };
}
