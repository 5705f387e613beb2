/** The status bar item: the model in use and whether the server is busy. */
import type { StatusBarItem } from "vscode";
import type { ServerState } from "./client";
import type { StatusParams } from "./protocol";
import { createStatusBarItem, type Disposable } from "./vscodeapi";

export const SHOW_LOG_COMMAND = "manim.showLog";

export class StatusBar implements Disposable {
  private readonly item: StatusBarItem;
  private model = "";

  constructor(private readonly trusted: () => boolean) {
    this.item = createStatusBarItem("manim.status", 100);
    this.item.name = "Manim Agent";
    this.item.command = SHOW_LOG_COMMAND;
    this.setState("stopped");
    this.item.show();
  }

  get text(): string {
    return this.item.text;
  }

  get tooltip(): string {
    return typeof this.item.tooltip === "string" ? this.item.tooltip : "";
  }

  setState(state: ServerState, detail?: string): void {
    switch (state) {
      case "starting":
        this.set("$(sync~spin) Manim: starting…", "Starting the Manim Agent language server");
        break;
      case "running":
        this.idle();
        break;
      case "failed":
        this.set(
          "$(error) Manim: not running",
          `The language server is not running: ${detail ?? "see the log"}`,
        );
        break;
      case "stopped":
        this.set("$(circle-slash) Manim: stopped", "The Manim Agent language server is stopped");
        break;
    }
  }

  /** `manim/status` from the server. */
  update(status: StatusParams): void {
    if (status.model) {
      this.model = status.model;
    }
    if (status.busy) {
      const phase = status.phase?.trim() || "working";
      this.set(
        `$(sync~spin) Manim: ${phase}…`,
        `Manim Agent is ${phase} (model: ${this.model || "?"})`,
      );
    } else {
      this.idle();
    }
  }

  dispose(): void {
    this.item.dispose();
  }

  private idle(): void {
    if (!this.trusted()) {
      this.set(
        "$(shield) Manim: restricted",
        "Untrusted workspace: only hover and static checks. Trust the workspace to render and generate scenes.",
      );
      return;
    }
    const model = this.model || "ready";
    this.set(
      `$(check) Manim: ${model}`,
      `Manim Agent is idle (model: ${this.model || "not loaded yet"})`,
    );
  }

  private set(text: string, tooltip: string): void {
    this.item.text = text;
    this.item.tooltip = tooltip;
  }
}
