/** The output channel handed to the language client, with a normal server exit logged as info. */
import type { LogOutputChannel } from "vscode";

const NORMAL_EXIT = /^\[Error\s*-\s*[^\]]*\]\s*Server process exited with code 0\.?\s*$/;

/** vscode-languageclient logs `[Error - time] Server process exited with code 0.` on every stop,
 * a normal restart included; that line becomes an info line, everything else passes through. */
export function quietExitChannel(channel: LogOutputChannel): LogOutputChannel {
  return new Proxy(channel, {
    get(target, property, receiver) {
      if (property === "appendLine") {
        return (line: string): void => {
          if (NORMAL_EXIT.test(line)) {
            target.info("The server process stopped (exit code 0).");
          } else {
            target.appendLine(line);
          }
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
