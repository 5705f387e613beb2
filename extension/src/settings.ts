/** Reading the `manim.*` settings and turning them into what the server receives. */
import { SECTION, SERVER_SETTING_KEYS, settingDefault } from "./manifest";
import type { InitializationOptions } from "./protocol";
import { getConfiguration, isWorkspaceTrusted } from "./vscodeapi";

export { SECTION };

/** Settings whose change needs a new server process rather than a didChangeConfiguration. */
export const RESTART_SETTINGS: readonly string[] = ["manim.pythonPath"];

/** The settings the server receives, by their short names; the server validates every value
 * against its vocabulary (server/settings.py) and falls back with a message. */
export type ManimSettings = Record<string, unknown> & { strategy: string; rounds: number };

/** Every server setting at its package.json default. */
export const DEFAULTS: Readonly<ManimSettings> = Object.fromEntries(
  SERVER_SETTING_KEYS.map((key) => [key, settingDefault(key)]),
) as ManimSettings;

export function readSettings(): ManimSettings {
  const config = getConfiguration(SECTION);
  const settings: Record<string, unknown> = {};
  for (const key of SERVER_SETTING_KEYS) {
    const value = config.get(key);
    const fallback = DEFAULTS[key];
    // A value of the wrong type (hand-edited settings.json) falls back to the default; the server
    // validates ranges and enums itself and says so.
    settings[key] = typeof value === typeof fallback ? value : fallback;
  }
  return settings as ManimSettings;
}

/** What the server gets at `initialize` (and in didChangeConfiguration): the server settings,
 * plus whether the workspace is trusted. */
export function serverOptions(settings: ManimSettings = readSettings()): InitializationOptions {
  return { ...settings, trusted: isWorkspaceTrusted() };
}
