// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  BENCHMARK_PROBES,
  calculatorMultiplier,
  calibratedSlowdown,
  cpuLine,
  mobileCpu,
} from "../../../scripts/bench-cpu.mjs";

describe("Lighthouse's CPU throttling calculator", () => {
  it("gives its anchor points: 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×", () => {
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1533)).toBe(4);
    expect(calibratedSlowdown(2000)).toBe(6);
  });

  it("is linear between them", () => {
    expect(calculatorMultiplier(1050)).toBeCloseTo(2.5, 10);
    expect(calibratedSlowdown(1177)).toBe(2.8);
    expect(calculatorMultiplier(1416.5)).toBeCloseTo(3.5, 10);
    expect(calculatorMultiplier(1766)).toBeCloseTo(5, 10);
    expect(calibratedSlowdown(1850)).toBe(5.4);
  });

  it("goes on past 2000 as the calculator does, 1× more every 233", () => {
    expect(calculatorMultiplier(2233)).toBeCloseTo(7.004, 3);
    expect(calibratedSlowdown(2900)).toBe(9.9);
  });

  it("goes down to 1× at 150 below 800, and gives nothing under 150", () => {
    expect(calibratedSlowdown(475)).toBe(1.5);
    expect(calibratedSlowdown(150)).toBe(1);
    expect(calibratedSlowdown(149)).toBeNull();
    expect(calibratedSlowdown(Number.NaN)).toBeNull();
  });

  it("rounds to one decimal, as the calculator shows it", () => {
    expect(calculatorMultiplier(1014)).toBeCloseTo(2.428, 3);
    expect(calibratedSlowdown(1014)).toBe(2.4);
    expect(calibratedSlowdown(1030)).toBe(2.5);
  });
});

describe("the probes of the benchmark index", () => {
  it("choose the multiplier by their median, not one probe nor their mean", () => {
    // One probe alone could read 2135 (6.6×); the mean, 1335, would give 3.2×.
    const cpu = mobileCpu({ probes: [2135, 1014, 1177, 1150, 1200] });
    expect(cpu.benchmarkIndex).toEqual({ median: 1177, probes: [2135, 1014, 1177, 1150, 1200] });
    expect(cpu.multiplier).toBe(2.8);
  });

  it("are at least five", () => {
    expect(BENCHMARK_PROBES).toBeGreaterThanOrEqual(5);
    expect(() => mobileCpu({ probes: [1177, 1200, 1150, 1014] })).toThrow(/at least 5/);
  });

  it("are printed, every one, beside the multiplier", () => {
    const line = cpuLine(mobileCpu({ probes: [2135, 1014, 1177, 1150, 1200] }));
    expect(line).toContain("2.8×");
    expect(line).toContain(
      "benchmark index 1177, the median of 5 probes (2135, 1014, 1177, 1150, 1200)",
    );
    const overridden = cpuLine(mobileCpu({ probes: [1177, 1177, 1177, 1177, 1177], override: 2 }));
    expect(overridden).toMatch(/2×, overridden \(--cpu-slowdown\).*gives 2\.8×/);
  });
});
