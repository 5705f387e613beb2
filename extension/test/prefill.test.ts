import { afterEach, describe, expect, it, vi } from "vitest";
import { EditPrefiller, MIN_PREFILL_CHARS, Prefiller } from "../src/prefill";
import type { EditPrefillParams, PrefillParams } from "../src/protocol";

describe("Prefiller (manim/prefill while the description is typed)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function make(interval = 800): { sent: PrefillParams[]; p: Prefiller } {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const sent: PrefillParams[] = [];
    const p = new Prefiller((params) => sent.push(params), "ritl-doc", interval, () => Date.now());
    return { sent, p };
  }

  it("sends nothing for short text, then the first usable text at once", () => {
    const { sent, p } = make();
    p.update("a blue");
    p.update(" ".repeat(20));
    expect(sent).toEqual([]);
    p.update("a blue circle grows");
    expect("a blue circle grows".length).toBeGreaterThanOrEqual(MIN_PREFILL_CHARS);
    expect(sent).toEqual([{ description: "a blue circle grows", strategy: "ritl-doc" }]);
  });

  it("throttles to one per interval while typing, the newest text last", () => {
    const { sent, p } = make(800);
    p.update("a blue circle grows");
    vi.advanceTimersByTime(100);
    p.update("a blue circle grows and");
    vi.advanceTimersByTime(100);
    p.update("a blue circle grows and turns");
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(599);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent.map((s) => s.description)).toEqual([
      "a blue circle grows",
      "a blue circle grows and turns",
    ]);
    // nothing new typed: nothing more is sent
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(2);
  });

  it("flush sends the pending text now, never the same text twice", () => {
    const { sent, p } = make(800);
    p.update("a red square rotates");
    p.update("a red square rotates once");
    p.flush();
    p.flush();
    p.update("a red square rotates once");
    vi.advanceTimersByTime(2000);
    expect(sent.map((s) => s.description)).toEqual([
      "a red square rotates",
      "a red square rotates once",
    ]);
  });

  it("sends nothing after dispose, and a pending timer is cleared", () => {
    const { sent, p } = make(800);
    p.update("a green triangle appears");
    p.update("a green triangle appears slowly");
    p.dispose();
    vi.advanceTimersByTime(2000);
    p.update("a green triangle appears slowly now");
    p.flush();
    expect(sent).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("leaves the strategy out when none is given", () => {
    const sent: PrefillParams[] = [];
    const p = new Prefiller((params) => sent.push(params));
    p.update("three dots in a row appear");
    expect(sent).toEqual([{ description: "three dots in a row appear" }]);
    p.dispose();
  });
});

describe("EditPrefiller (manim/prefillEdit while the instruction is typed)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens with an empty instruction, then sends the instruction as typed, throttled", () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const sent: EditPrefillParams[] = [];
    const target = { uri: "file:///w/scene.py", position: { line: 4, character: 2 } };
    const p = new EditPrefiller((params) => sent.push(params), target, 800, () => Date.now());
    p.open();
    expect(sent).toEqual([{ ...target, instruction: "" }]);
    p.update("M");
    expect(sent.map((s) => s.instruction)).toEqual(["", "M"]);
    vi.advanceTimersByTime(100);
    p.update("Make the circle");
    p.update("Make the circle blue");
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(700);
    expect(sent.map((s) => s.instruction)).toEqual(["", "M", "Make the circle blue"]);
    expect(sent[2]).toEqual({ ...target, instruction: "Make the circle blue" });
    p.dispose();
    p.update("Make the circle blue now");
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(3);
  });
});
