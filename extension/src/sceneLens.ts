/** "Edit Scene" code lenses: one above each scene class of a Python file. */
import type { CodeLens, CodeLensProvider, TextDocument } from "vscode";
import { ClientCommands } from "./protocol";
import { codeLens } from "./vscodeapi";

/** A module-level scene class and its 0-based line. */
export interface SceneClassLine {
  line: number;
  scene: string;
}

const CLASS_LINE = /^class\s+([A-Za-z_]\w*)\s*\(([^)]*)\)\s*:/;
const OTHER_BASES = new Set(["Slide", "ThreeDSlide"]);

/** The scene classes of a file, read the way the server reads them: a base whose name ends in
 * `Scene`, a manim-slides `Slide`, or another scene class of the same file. */
export function sceneClasses(text: string): SceneClassLine[] {
  const found: SceneClassLine[] = [];
  const names = new Set<string>();
  text.split(/\r?\n/).forEach((line, index) => {
    const match = CLASS_LINE.exec(line);
    if (!match?.[1]) {
      return;
    }
    const bases = (match[2] ?? "")
      .split(",")
      .map((b) => b.trim().split(".").pop() ?? "")
      .filter((b) => b !== "" && !b.includes("="));
    if (bases.some((b) => b.endsWith("Scene") || OTHER_BASES.has(b) || names.has(b))) {
      names.add(match[1]);
      found.push({ line: index, scene: match[1] });
    }
  });
  return found;
}

/** The code lens provider: "Edit Scene" above every scene class (the command gets the file and
 * the scene, so a file with several scenes needs no further question). */
export class SceneLensProvider implements CodeLensProvider {
  provideCodeLenses(document: TextDocument): CodeLens[] {
    return sceneClasses(document.getText()).map(({ line, scene }) =>
      codeLens(line, "$(edit) Edit Scene", ClientCommands.editScene, [
        { uri: document.uri.toString(), scene },
      ]),
    );
  }
}
