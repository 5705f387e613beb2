/** Reading the `manim.*` settings and turning them into what the server receives. */
import type { InitializationOptions } from "./protocol";
import { getConfiguration, isWorkspaceTrusted } from "./vscodeapi";

export const SECTION = "manim";

/** Settings whose change needs a new server process rather than a didChangeConfiguration. */
export const RESTART_SETTINGS: readonly string[] = ["manim.pythonPath"];

export interface ManimSettings {
  pythonPath: string;
  modelPath: string;
  embeddedModel: string;
  endpointUrl: string;
  endpointModel: string;
  loraPath: string;
  strategy: string;
  rounds: number;
  fewShotExamples: number;
  ceRules: boolean;
  quality: string;
  renderOnSave: boolean;
  poolSize: number;
  cacheDir: string;
}

export const DEFAULTS: ManimSettings = {
  pythonPath: "",
  modelPath: "",
  embeddedModel: "default",
  endpointUrl: "",
  endpointModel: "",
  loraPath: "",
  strategy: "ritl-doc",
  rounds: 3,
  fewShotExamples: 2,
  ceRules: true,
  quality: "l",
  renderOnSave: true,
  poolSize: 0,
  cacheDir: "",
};

function pick<K extends keyof ManimSettings>(
  read: (key: string) => unknown,
  key: K,
): ManimSettings[K] {
  const value = read(key);
  // A value of the wrong type (hand-edited settings.json) falls back to the default; the server
  // validates ranges and enums itself and says so.
  return typeof value === typeof DEFAULTS[key] ? (value as ManimSettings[K]) : DEFAULTS[key];
}

export function readSettings(): ManimSettings {
  const config = getConfiguration(SECTION);
  const read = (key: string): unknown => config.get(key);
  const settings = { ...DEFAULTS };
  for (const key of Object.keys(DEFAULTS) as (keyof ManimSettings)[]) {
    (settings as Record<string, unknown>)[key] = pick(read, key);
  }
  return settings;
}

/** What the server gets at `initialize` (and in didChangeConfiguration): everything but the
 * interpreter, plus whether the workspace is trusted. */
export function serverOptions(settings: ManimSettings = readSettings()): InitializationOptions {
  const { pythonPath: _ignored, ...rest } = settings;
  return { ...rest, trusted: isWorkspaceTrusted() };
}
