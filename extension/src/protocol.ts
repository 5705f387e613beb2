/**
 * The LSP contract between this client and `python -m server`, client side.
 * Command ids, argument and result shapes, custom notifications. Nothing here touches VS Code.
 */

export const ServerCommands = {
  generateScene: "manim.server.generateScene",
  renderScene: "manim.server.renderScene",
  repairScene: "manim.server.repairScene",
  editScene: "manim.server.editScene",
  info: "manim.server.info",
} as const;

export const ClientCommands = {
  generateScene: "manim.generateScene",
  renderScene: "manim.renderScene",
  repairScene: "manim.repairScene",
  editScene: "manim.editScene",
  showPreview: "manim.showPreview",
  restartServer: "manim.restartServer",
  setupEnvironment: "manim.setupEnvironment",
} as const;

export const Notifications = {
  renderResult: "manim/renderResult",
  status: "manim/status",
  /** client -> server: the Generate Scene description typed so far (PrefillParams). */
  prefill: "manim/prefill",
  /** client -> server: the Edit Scene box opened, or its instruction typed so far
   * (EditPrefillParams). */
  prefillEdit: "manim/prefillEdit",
  /** client -> server, before a save: where the cursor is (CursorParams), so the render on save
   * renders the scene around it. */
  cursor: "manim/cursor",
} as const;

/** `manim/cursor`: the editor's cursor in `uri` at `version` (sent before each save). */
export interface CursorParams {
  uri: string;
  version: number;
  position: Position;
}

/** `manim/prefill`: the server reads the prompt a generation of `description` would send. */
export interface PrefillParams {
  description: string;
  strategy?: string;
}

/** `manim/prefillEdit`: the server renders the scene as it is and reads the edit prompt up to
 * `instruction` (empty when the box just opened). */
export interface EditPrefillParams {
  uri: string;
  instruction: string;
  scene?: string;
  position?: { line: number; character: number };
}

/** A `manim.strategy` value; the list is package.json's enum (see manifest.ts). */
export type Strategy = string;

export interface Position {
  line: number;
  character: number;
}

export interface GenerateSceneArgs {
  description: string;
  strategy?: string;
  rounds?: number;
  targetUri?: string;
  position?: Position;
}

export interface GenerateSceneResult {
  uri: string | null;
  status: "success" | "failed" | "cancelled";
  rounds: number;
  video: string | null;
  image: string | null;
  transcript: string | null;
  error: string | null;
}

/** A layout warning; `line` (1-based) is where the mobject was created, `time` in seconds. */
export interface LayoutIssue {
  kind: string;
  message: string;
  line: number | null;
  time: number | null;
}

/** `line` is a 1-based source line (as in a Python traceback), or null when unknown. */
export interface RenderError {
  message: string;
  line: number | null;
}

/** `scene` names the class to render; else the server renders the scene whose class contains
 * `position` (the cursor), else the one it rendered last for this file, else the first. */
export interface RenderSceneArgs {
  uri: string;
  scene?: string;
  position?: Position;
}

/** Why the server rendered that scene: named by the client, around the cursor, rendered last
 * time for this file, the file's first scene, or its only one. */
export type SceneReason = "requested" | "cursor" | "last" | "first" | "only";

export interface RenderSceneResult {
  status: string;
  /** The Scene class that was rendered, when the server says. */
  scene?: string | null;
  /** Every scene the file offers (the rendered one included), in definition order. */
  scenes?: string[];
  sceneReason?: SceneReason | null;
  video: string | null;
  image: string | null;
  renderTime: number | null;
  layout: LayoutIssue[];
  error: RenderError | null;
}

export interface RepairSceneArgs {
  uri: string;
}

export interface RepairSceneResult {
  status: "repaired" | "failed" | "cancelled" | "nothing-to-repair";
  rounds: number;
  message: string;
}

export interface EditSceneArgs {
  uri: string;
  instruction: string;
  /** The scene class to edit; without it, the one whose class holds `position`, else the only one. */
  scene?: string;
  position?: Position;
  /** "client": the server applies nothing and returns the `proposal` for the client to show
   * and apply (this extension); without it the server offers the edit through
   * `workspace/applyEdit` with hunks that need confirmation (other LSP clients). */
  review?: "client";
}

/** A whole-line hunk of the proposal, as an LSP TextEdit. */
export interface ProposalEdit {
  range: { start: Position; end: Position };
  newText: string;
}

/** The edit the server proposes under `review: "client"`: the document's new `text` and the
 * minimal hunks that make it, pinned to the document `version` the edit started from. */
export interface EditProposal {
  uri: string;
  version: number;
  text: string;
  edits: ProposalEdit[];
}

export interface EditSceneResult {
  /** success: every check met; unverified: applied but the checks cannot judge the instruction;
   * unmet: it renders but checks are not met; needs-repair: the scene does not render before the
   * edit; choose-scene: several scenes and none named (`scenes` lists them). */
  status:
    | "success"
    | "unverified"
    | "unmet"
    | "failed"
    | "needs-repair"
    | "cancelled"
    | "choose-scene";
  /** Whether the edit was applied: by the server's `workspace/applyEdit` (VS Code's refactor
   * preview), or under `review: "client"` by this client once the user accepted the diff. */
  applied: boolean;
  /** Under `review: "client"`, when the edit produced code: what to show and apply. */
  proposal?: EditProposal;
  /** Set by this client after its review: what became of the proposal. */
  review?: "applied" | "discarded" | "stale" | "rejected";
  message: string;
  scenes?: string[];
  scene?: string;
  verified?: boolean;
  linesTouched?: number;
  video?: string | null;
  image?: string | null;
}

export interface ServerInfo {
  version: string;
  model: string;
  modelLoaded: boolean;
  busy: boolean;
  trusted: boolean;
}

/** `manim/renderResult`: sent after each render, on save or by command. */
export interface RenderResultParams extends RenderSceneResult {
  uri: string;
  version: number | null;
}

/** `manim/status`: drives the status bar item. */
export interface StatusParams {
  busy: boolean;
  model: string;
  phase?: string;
}

/** The `manim.*` server settings sent as initializationOptions, by their short names (the
 * vocabulary is package.json's configuration, generated from server/settings.py). */
export type InitializationOptions = Record<string, unknown> & { trusted: boolean };
