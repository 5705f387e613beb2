import { createRequire } from "node:module";
import * as path from "node:path";
import * as vm from "node:vm";
import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";

/** A `vscode` that answers every property with something callable and constructible. */
function anything(): unknown {
  const target = function () {
    return undefined;
  };
  return new Proxy(target, {
    get: (_t, key): unknown => (key === Symbol.toPrimitive ? () => "" : anything()),
    apply: () => anything(),
    construct: () => anything() as object,
  });
}

describe("the esbuild bundle", () => {
  it("builds from src/extension.ts with vscode external and loads, exporting activate/deactivate", async () => {
    const here = path.join(__dirname, "..");
    const result = await esbuild.build({
      entryPoints: [path.join(here, "src", "extension.ts")],
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node18",
      external: ["vscode"],
      write: false,
      logLevel: "silent",
    });
    const code = result.outputFiles[0]?.text ?? "";
    expect(code).toContain('require("vscode")');
    expect(code).not.toMatch(/require\("vscode-languageclient/);

    const realRequire = createRequire(__filename);
    const module = { exports: {} as Record<string, unknown> };
    const load = vm.compileFunction(code, [
      "require",
      "module",
      "exports",
      "__filename",
      "__dirname",
    ]);
    load(
      (id: string): unknown => (id === "vscode" ? anything() : (realRequire(id) as unknown)),
      module,
      module.exports,
      path.join(here, "dist", "extension.js"),
      path.join(here, "dist"),
    );
    expect(typeof module.exports.activate).toBe("function");
    expect(typeof module.exports.deactivate).toBe("function");
  });
});
