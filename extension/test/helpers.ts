/** Shared test helpers: temp folders, fake interpreters (real executables), an extension context. */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import type { ExtensionContext } from "vscode";
import { Uri, state } from "./mocks/vscode";

const made: string[] = [];

export function tempDir(prefix = "manim-ext-"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function cleanupTempDirs(): void {
  for (const dir of made.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Writes an executable that stands in for a Python interpreter: it records its arguments and
 * its working directory next to itself and succeeds, or fails the way a Python without the
 * server does.
 */
export function fakePython(file: string, ok = true): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fail = ok
    ? "exit 0"
    : `echo 'Traceback (most recent call last):' >&2\necho "ModuleNotFoundError: No module named 'pygls'" >&2\nexit 1`;
  fs.writeFileSync(file, `#!/bin/sh\nprintf '%s\\n' "$@" > "$0.args"\npwd > "$0.cwd"\n${fail}\n`, {
    mode: 0o755,
  });
  return file;
}

export function recordedArgs(python: string): string[] | undefined {
  try {
    return fs.readFileSync(`${python}.args`, "utf8").trim().split("\n");
  } catch {
    return undefined;
  }
}

export function addWorkspaceFolder(dir: string): void {
  state.workspaceFolders.push({
    uri: Uri.file(dir),
    name: path.basename(dir),
    index: state.workspaceFolders.length,
  });
}

export interface FakeContext {
  subscriptions: { dispose(): unknown }[];
  extensionPath: string;
  extensionUri: Uri;
}

const contexts: FakeContext[] = [];

export function fakeContext(extensionPath: string): ExtensionContext & FakeContext {
  const context: FakeContext = {
    subscriptions: [],
    extensionPath,
    extensionUri: Uri.file(extensionPath),
  };
  contexts.push(context);
  return context as unknown as ExtensionContext & FakeContext;
}

/** Disposes what every activation pushed, as VS Code does on deactivation. */
export async function disposeContexts(): Promise<void> {
  for (const context of contexts.splice(0)) {
    for (const item of context.subscriptions.splice(0)) {
      await item.dispose();
    }
  }
}

/** A fake `ms-python.python` extension whose active environment is `python`. */
export function fakePythonExtension(python: string, active = false) {
  const listeners: (() => void)[] = [];
  const environments = {
    getActiveEnvironmentPath: () => ({ id: "env", path: python }),
    resolveEnvironment: async () => ({ executable: { uri: Uri.file(python) } }),
    onDidChangeActiveEnvironmentPath: (listener: () => void) => {
      listeners.push(listener);
      return { dispose: () => undefined };
    },
  };
  const exports = { environments };
  return {
    extension: {
      id: "ms-python.python",
      isActive: active,
      exports: active ? exports : undefined,
      activate: async () => exports,
    },
    changeEnvironment: (next: string) => {
      environments.getActiveEnvironmentPath = () => ({ id: "env2", path: next });
      environments.resolveEnvironment = async () => ({ executable: { uri: Uri.file(next) } });
      listeners.forEach((l) => l());
    },
  };
}

/** Lets pending promise callbacks run. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}
