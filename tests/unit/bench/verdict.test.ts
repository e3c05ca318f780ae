// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cpuFlags, mobileCpu } from "../../../scripts/bench-cpu.mjs";
import { MIN_RUNS_FOR_VERDICT, verdictOf } from "../../../scripts/bench-verdict.mjs";
import { BUSY_EXIT_CODE } from "../../../scripts/host-load.mjs";

const miss = ["/ (mobile): TBT 118 ms > 50 ms"];
/** Five probes of a host like this one, whose median, 1177, the calculator makes 2.8×. */
const slowHost = [1014, 1177, 2135, 1150, 1200];
const calibrated = mobileCpu({ probes: slowHost });
const atHost = { runs: 5, cpu: calibrated };

describe("the benchmark's verdict", () => {
  it("is met or missed from medians of enough runs", () => {
    expect(verdictOf([], [], atHost)).toMatchObject({ name: "met", exitCode: 0 });
    expect(verdictOf(miss, [], atHost)).toMatchObject({ name: "missed", exitCode: 1 });
  });

  it("is untrusted on a busy host, met or not", () => {
    for (const misses of [[], miss]) {
      expect(verdictOf(misses, [{ reason: "busy" }], atHost)).toMatchObject({
        name: "untrusted",
        exitCode: BUSY_EXIT_CODE,
      });
    }
  });

  it("is given for no fewer runs than make a median", () => {
    const runs = MIN_RUNS_FOR_VERDICT - 1;
    expect(verdictOf(miss, [], { runs, cpu: calibrated })).toMatchObject({
      name: "none",
      exitCode: 0,
    });
  });

  it("is given for desktop figures alone, with no mobile CPU", () => {
    expect(verdictOf([], [], { runs: 5, cpu: null })).toMatchObject({ name: "met" });
  });
});

describe("the mobile verdict's CPU slowdown", () => {
  it("is the calculator's for the host's index, not Lighthouse's fixed 4×", () => {
    expect(calibrated).toMatchObject({ multiplier: 2.8, source: "calculator" });
    expect(cpuFlags("mobile", calibrated)).toEqual({
      throttling: { cpuSlowdownMultiplier: 2.8 },
    });
  });

  it("leaves the desktop preset's own CPU throttling alone", () => {
    expect(cpuFlags("desktop", calibrated)).toEqual({});
  });

  it("gives a verdict at the calibrated multiplier and names it", () => {
    for (const misses of [[], miss]) {
      const verdict = verdictOf(misses, [], atHost);
      expect(verdict.name).not.toBe("none");
      expect(verdict.heading).toContain("at 2.8× mobile CPU (benchmark index 1177)");
      expect(verdict.heading).not.toContain("4×");
    }
  });

  it("is 4× on a host reading Lighthouse's own 1533", () => {
    const host = mobileCpu({ probes: [1533, 1520, 1540, 1600, 1500] });
    expect(host.multiplier).toBe(4);
    expect(verdictOf([], [], { runs: 5, cpu: host }).heading).toContain("at 4× mobile CPU");
  });

  it("is --cpu-slowdown's when given, the verdict then given at it and saying so", () => {
    const overridden = mobileCpu({ probes: slowHost, override: 2 });
    expect(overridden).toMatchObject({ multiplier: 2, source: "--cpu-slowdown", calculated: 2.8 });
    expect(cpuFlags("mobile", overridden)).toEqual({ throttling: { cpuSlowdownMultiplier: 2 } });
    const verdict = verdictOf(miss, [], { runs: 5, cpu: overridden });
    expect(verdict).toMatchObject({ name: "missed", exitCode: 1 });
    expect(verdict.heading).toContain(
      "at 2× mobile CPU (--cpu-slowdown; the calculator gives 2.8×)",
    );
  });

  it("gives no verdict where the calculator gives no multiplier and none is given", () => {
    const tooSlow = mobileCpu({ probes: [100, 120, 90, 140, 110] });
    expect(tooSlow).toMatchObject({ source: "none", calculated: null });
    expect(verdictOf(miss, [], { runs: 5, cpu: tooSlow })).toMatchObject({
      name: "none",
      exitCode: 0,
    });
  });
});
