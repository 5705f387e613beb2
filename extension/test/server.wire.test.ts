/**
 * The client's side of the contract against the real `python -m server` over stdio: the payloads
 * this extension builds, sent through our own runServerCommand over a real JSON-RPC connection.
 * Opt-in (`npm run test:wire`, i.e. MANIM_AGENT_WIRE_TESTS=1) and only when an interpreter with
 * the server is at hand (MANIM_AGENT_PYTHON or the repo's .venv): the extension's own checks must
 * not need Python.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DidChangeConfigurationNotification,
  ExecuteCommandRequest,
  InitializeRequest,
  InitializedNotification,
  ShutdownRequest,
  ExitNotification,
  ConfigurationRequest,
  type ProtocolConnection,
} from "vscode-languageserver-protocol";
import {
  StreamMessageReader,
  StreamMessageWriter,
  createProtocolConnection,
} from "vscode-languageserver-protocol/node";
import { runServerCommand, type CommandClient } from "../src/serverCommand";
import type {
  CursorParams,
  InitializationOptions,
  RenderSceneArgs,
  RenderSceneResult,
  ServerInfo,
  StatusParams,
} from "../src/protocol";
import { resetVscode, state } from "./mocks/vscode";

const repo = path.join(__dirname, "..", "..");

function serverPython(): string | undefined {
  const candidates = [process.env.MANIM_AGENT_PYTHON, path.join(repo, ".venv", "bin", "python")];
  for (const python of candidates) {
    if (!python || (path.isAbsolute(python) && !fs.existsSync(python))) {
      continue;
    }
    try {
      execFileSync(python, ["-c", "import server, pygls"], {
        cwd: repo,
        stdio: "ignore",
        timeout: 60_000,
      });
      return python;
    } catch {
      // not this one
    }
  }
  return undefined;
}

const python = process.env.MANIM_AGENT_WIRE_TESTS === "1" ? serverPython() : undefined;

const options: InitializationOptions = {
  modelPath: "",
  embeddedModel: "default",
  endpointUrl: "",
  endpointModel: "",
  loraPath: "",
  strategy: "ritl-doc",
  rounds: 1,
  fewShotExamples: 2,
  ceRules: true,
  quality: "l",
  renderOnSave: false,
  poolSize: 1,
  cacheDir: "",
  trusted: false,
};

describe.skipIf(!python)("contract with the real server (untrusted workspace)", () => {
  let child: ChildProcess;
  let connection: ProtocolConnection;
  const statuses: StatusParams[] = [];
  const stderr: string[] = [];

  beforeAll(async () => {
    resetVscode();
    child = spawn(python ?? "python3", ["-m", "server"], { cwd: repo, stdio: "pipe" });
    child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
    connection = createProtocolConnection(
      new StreamMessageReader(child.stdout!),
      new StreamMessageWriter(child.stdin!),
    );
    connection.onRequest(ConfigurationRequest.type, (params) =>
      params.items.map((item) => (item.section === "manim" ? options : null)),
    );
    connection.onNotification("manim/status", (params: StatusParams) => statuses.push(params));
    connection.listen();
    await connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      capabilities: { window: { workDoneProgress: true }, workspace: { configuration: true } },
      initializationOptions: options,
    });
    await connection.sendNotification(InitializedNotification.type, {});
  }, 60_000);

  afterAll(async () => {
    try {
      await connection.sendRequest(ShutdownRequest.type);
      await connection.sendNotification(ExitNotification.type);
    } catch {
      // already gone
    }
    connection?.dispose();
    child?.kill();
  });

  const client = (): CommandClient => ({
    sendRequest: (type, params, token) => connection.sendRequest(type, params, token),
    onProgress: (type, token, handler) => connection.onProgress(type, token, handler),
  });

  it("answers manim.server.info with the fields the status bar reads, untrusted", async () => {
    // manim/status follows the server's handling of `initialized`, where it applies the options.
    await expect.poll(() => statuses.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const info = (await connection.sendRequest(ExecuteCommandRequest.type, {
      command: "manim.server.info",
      arguments: [],
    })) as ServerInfo;
    expect(info).toMatchObject({ trusted: false, busy: false });
    expect(typeof info.version).toBe("string");
    expect(typeof info.model).toBe("string");
    expect(typeof info.modelLoaded).toBe("boolean");
    expect(statuses[0]).toMatchObject({ busy: false });
    expect(typeof statuses[0]?.model).toBe("string");
  });

  it("rejects a blank description with an error that the client shows", async () => {
    const outcome = await runServerCommand(client(), "t", "manim.server.generateScene", {
      description: "   ",
    });
    expect(outcome.kind).toBe("error");
    expect(state.progressReports).toEqual([]);
  });

  it("refuses to render in an untrusted workspace", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "manim-wire-"));
    const scene = path.join(dir, "scene.py");
    fs.writeFileSync(
      scene,
      "from manim import *\n\nclass A(Scene):\n    def construct(self):\n        self.add(Circle())\n",
    );
    const outcome = await runServerCommand(client(), "t", "manim.server.renderScene", {
      uri: `file://${scene}`,
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(outcome).toMatchObject({ kind: "error" });
    expect(outcome.kind === "error" && outcome.message).toMatch(/trust/i);
  });

  it("takes settings pushed in didChangeConfiguration as settings.manim", async () => {
    await connection.sendNotification(DidChangeConfigurationNotification.type, {
      settings: { manim: { ...options, rounds: 2 } },
    });
    const info = (await connection.sendRequest(ExecuteCommandRequest.type, {
      command: "manim.server.info",
      arguments: [],
    })) as ServerInfo & { settings?: { rounds?: number } };
    if (info.settings) {
      expect(info.settings.rounds).toBe(2);
    }
  });
});

describe.skipIf(!python)("contract with the real server (trusted): which scene renders", () => {
  let child: ChildProcess;
  let connection: ProtocolConnection;
  let dir: string;

  beforeAll(async () => {
    resetVscode();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "manim-wire-"));
    child = spawn(python ?? "python3", ["-m", "server"], { cwd: repo, stdio: "pipe" });
    child.stderr?.resume();
    connection = createProtocolConnection(
      new StreamMessageReader(child.stdout!),
      new StreamMessageWriter(child.stdin!),
    );
    connection.listen();
    await connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      capabilities: { window: { workDoneProgress: true } },
      initializationOptions: { ...options, trusted: true },
    });
    await connection.sendNotification(InitializedNotification.type, {});
  }, 60_000);

  afterAll(async () => {
    try {
      await connection.sendRequest(ShutdownRequest.type);
      await connection.sendNotification(ExitNotification.type);
    } catch {
      // already gone
    }
    connection?.dispose();
    child?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const client = (): CommandClient => ({
    sendRequest: (type, params, token) => connection.sendRequest(type, params, token),
    onProgress: (type, token, handler) => connection.onProgress(type, token, handler),
  });

  it("renders the scene under the position and names it, why, and the file's scenes", async () => {
    const scene = path.join(dir, "two.py");
    fs.writeFileSync(
      scene,
      [
        "from manim import *",
        "",
        "class One(Scene):",
        "    def construct(self):",
        "        self.add(Circle())",
        "",
        "class Two(Scene):",
        "    def construct(self):",
        "        self.add(Square())",
        "",
      ].join("\n"),
    );
    const uri = `file://${scene}`;
    // the notification the client sends before a save must be accepted quietly
    const cursor: CursorParams = { uri, version: 1, position: { line: 7, character: 4 } };
    await connection.sendNotification("manim/cursor", cursor);
    const args: RenderSceneArgs = { uri, position: { line: 7, character: 4 } };
    const outcome = await runServerCommand<RenderSceneArgs, RenderSceneResult>(
      client(),
      "t",
      "manim.server.renderScene",
      args,
    );
    expect(outcome.kind).toBe("result");
    const result = outcome.kind === "result" ? outcome.value : undefined;
    expect(result).toMatchObject({
      status: "success",
      scene: "Two",
      scenes: ["One", "Two"],
      sceneReason: "cursor",
    });
    expect(path.basename(result?.image ?? "")).toBe("Two.png");
  }, 180_000);
});
