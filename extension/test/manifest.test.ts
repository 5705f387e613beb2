import * as fs from "node:fs";
import * as path from "node:path";
import { describe, expect, it } from "vitest";
import { STRATEGIES } from "../src/manifest";
import { ClientCommands } from "../src/protocol";
import { DEFAULTS } from "../src/settings";

const manifest = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "..", "package.json"), "utf8"),
) as {
  name: string;
  main: string;
  engines: { vscode: string };
  activationEvents: string[];
  extensionDependencies?: string[];
  capabilities: { untrustedWorkspaces: { supported: string; restrictedConfigurations: string[] } };
  contributes: {
    commands: { command: string; title: string; category: string }[];
    configuration: {
      properties: Record<string, { default: unknown; description: string; enum?: string[] }>;
    };
  };
  devDependencies: Record<string, string>;
};

describe("package.json", () => {
  it("contributes exactly the palette commands the extension registers, in the Manim category", () => {
    const contributed = manifest.contributes.commands.map((c) => c.command).sort();
    expect(contributed).toEqual(Object.values(ClientCommands).sort());
    for (const command of manifest.contributes.commands) {
      expect(command.category).toBe("Manim");
      expect(manifest.activationEvents).toContain(`onCommand:${command.command}`);
    }
    expect(manifest.activationEvents).toContain("onLanguage:python");
  });

  it("gives every setting a description and the same default as the client", () => {
    const properties = manifest.contributes.configuration.properties;
    for (const [key, value] of Object.entries(DEFAULTS)) {
      expect(properties[`manim.${key}`]?.default, key).toEqual(value);
    }
    for (const [key, property] of Object.entries(properties)) {
      expect(property.description.length, key).toBeGreaterThan(10);
    }
    expect(properties["manim.strategy"]?.enum).toEqual([...STRATEGIES]);
    expect(Object.keys(properties)).toContain("manim.trace.server");
  });

  it("declares limited support for untrusted workspaces and no hard dependency on the Python extension", () => {
    expect(manifest.capabilities.untrustedWorkspaces.supported).toBe("limited");
    expect(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations).toEqual(
      expect.arrayContaining([
        "manim.pythonPath",
        "manim.modelPath",
        "manim.endpointUrl",
        "manim.loraPath",
      ]),
    );
    expect(manifest.extensionDependencies ?? []).not.toContain("ms-python.python");
  });

  it("keeps @types/vscode within the engine it declares (vsce refuses otherwise)", () => {
    const engine = manifest.engines.vscode.replace(/^\^/, "");
    const types = manifest.devDependencies["@types/vscode"]?.replace(/^[~^]/, "") ?? "";
    const [eMajor, eMinor] = engine.split(".").map(Number);
    const [tMajor, tMinor] = types.split(".").map(Number);
    expect(tMajor).toBe(eMajor);
    expect(tMinor).toBeLessThanOrEqual(eMinor ?? 0);
    expect(manifest.main).toBe("./extension/dist/extension.js");
  });
});
