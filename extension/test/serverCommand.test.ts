import { describe, expect, it } from "vitest";
import { LSPErrorCodes, ResponseError } from "vscode-languageserver-protocol";
import { ProgressForwarder, errorMessage, isCancellation } from "../src/serverCommand";

describe("work-done progress forwarding", () => {
  it("turns absolute percentages into increments and ignores going backwards", () => {
    const steps: unknown[] = [];
    const forwarder = new ProgressForwarder((s) => steps.push(s));
    forwarder.handle({ kind: "begin", title: "Generate", percentage: 10 });
    forwarder.handle({ kind: "report", percentage: 10 });
    forwarder.handle({ kind: "report", message: "round 2", percentage: 5 });
    forwarder.handle({ kind: "report", percentage: 150 });
    forwarder.handle({ kind: "end", message: "done" });
    expect(steps).toEqual([
      { message: "Generate", increment: 10 },
      { message: "round 2" },
      { increment: 90 },
      { message: "done" },
    ]);
  });
});

describe("errors", () => {
  it("recognises cancellation and reads messages", () => {
    expect(isCancellation(new ResponseError(LSPErrorCodes.RequestCancelled, "x"))).toBe(true);
    expect(isCancellation({ code: LSPErrorCodes.RequestCancelled })).toBe(true);
    expect(isCancellation(new ResponseError(-32603, "x"))).toBe(false);
    expect(errorMessage(new Error("a"))).toBe("a");
    expect(errorMessage({ message: "b" })).toBe("b");
    expect(errorMessage("c")).toBe("c");
  });
});
