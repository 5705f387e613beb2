import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    // The real `vscode` module exists only inside VS Code: tests run against a hand-made fake.
    alias: { vscode: path.join(here, "test", "mocks", "vscode.ts") },
  },
  test: {
    root: here,
    include: ["test/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
  },
});
