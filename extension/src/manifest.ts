/**
 * The settings vocabulary as package.json contributes it. package.json's configuration is
 * generated from the server's one vocabulary (`python -m server settings --package-json`), so the
 * client reads names, defaults and the strategy list from here instead of keeping copies.
 */
import manifest from "../../package.json";

export interface SettingProperty {
  type: string;
  default: unknown;
  description: string;
  enum?: string[];
  enumDescriptions?: string[];
  minimum?: number;
  maximum?: number;
  scope?: string;
}

export const SECTION = "manim";

export const SETTING_PROPERTIES: Readonly<Record<string, SettingProperty>> =
  manifest.contributes.configuration.properties;

/** Settings the extension itself reads; they are never sent to the server. */
export const CLIENT_ONLY: readonly string[] = ["pythonPath", "trace.server"];

/** Short names (`strategy`, `fewShotExamples`, ...) of the settings the server receives. */
export const SERVER_SETTING_KEYS: readonly string[] = Object.keys(SETTING_PROPERTIES)
  .map((key) => key.slice(SECTION.length + 1))
  .filter((key) => !CLIENT_ONLY.includes(key));

export function settingDefault(key: string): unknown {
  return SETTING_PROPERTIES[`${SECTION}.${key}`]?.default;
}

const strategy = SETTING_PROPERTIES[`${SECTION}.strategy`];
export const STRATEGIES: readonly string[] = strategy?.enum ?? [];
export const STRATEGY_DETAIL: Readonly<Record<string, string>> = Object.fromEntries(
  STRATEGIES.map((name, i) => [name, strategy?.enumDescriptions?.[i] ?? ""]),
);
