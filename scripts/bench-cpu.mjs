// The phone the bench's mobile figures emulate. Lighthouse's default CPU slowdown, 4×, emulates its
// target phone only on a host whose benchmark index reads about 1533; on a slower host it
// emulates a slower phone. So the bench reads the host's index (the median of several probes:
// it swings from run to run) and runs its mobile measurements at the multiplier that Lighthouse's
// CPU throttling calculator gives for it (linked from Lighthouse's docs/throttling.md). See
// bench/README.md ("A slower machine").
import { chromium } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { median } from "./bench-median.mjs";
import { CPU_SLOWDOWN } from "./mobile-profile.mjs";

/** Probes of the benchmark index per bench: its median chooses the multiplier. */
export const BENCHMARK_PROBES = 5;

/**
 * Lighthouse's CPU throttling calculator, exactly as it computes
 * (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js,
 * computeMultiplierMessages): 150 → 1×, 800 → 2×, 1300 → 3×, then 1× more every 233 (1533 → 4×,
 * 1766 → 5×, 2000 → 6×), linear between and on past 2000 as the calculator goes on. Under 150 it
 * gives no multiplier ("too slow to accurately emulate the target Lighthouse device"): null.
 * @param {number} benchmarkIndex
 * @returns {number | null}
 */
export function calculatorMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return null;
}

/**
 * The multiplier the calculator shows and puts in the command it suggests
 * (`--throttling.cpuSlowdownMultiplier`): one decimal, as its `toFixed(1)` rounds.
 * @param {number} benchmarkIndex
 * @returns {number | null}
 */
export function calibratedSlowdown(benchmarkIndex) {
  const multiplier = calculatorMultiplier(benchmarkIndex);
  return multiplier === null ? null : Number(multiplier.toFixed(1));
}

/**
 * @typedef {{
 *   multiplier: number,
 *   source: "calculator" | "--cpu-slowdown" | "none",
 *   calculated: number | null,
 *   benchmarkIndex: { median: number, probes: number[] },
 * }} MobileCpu
 */

/**
 * The mobile CPU slowdown in force: the calculator's for the median of the probes, or `override`
 * (--cpu-slowdown) when given. With neither (an index under the calculator's range and no
 * override) the runs stay at Lighthouse's default and `source` is "none": no verdict.
 * @param {{ probes: number[], override?: number }} options
 * @returns {MobileCpu}
 */
export function mobileCpu({ probes, override }) {
  if (probes.length < BENCHMARK_PROBES) {
    throw new Error(
      `${probes.length} benchmark index probe(s): the multiplier needs the median of at least ${BENCHMARK_PROBES}`,
    );
  }
  const indexMedian = median(probes);
  const calculated = calibratedSlowdown(indexMedian);
  const multiplier = override ?? calculated ?? CPU_SLOWDOWN;
  const source =
    override !== undefined ? "--cpu-slowdown" : calculated !== null ? "calculator" : "none";
  return {
    multiplier,
    source,
    calculated,
    benchmarkIndex: { median: indexMedian, probes: [...probes] },
  };
}

/**
 * Lighthouse's flags for a form factor's runs at `cpu`: mobile at its multiplier, desktop with
 * its preset's own (1×) left alone.
 * @param {"mobile" | "desktop"} formFactor
 * @param {MobileCpu | null} cpu
 */
export function cpuFlags(formFactor, cpu) {
  return formFactor === "mobile" && cpu
    ? { throttling: { cpuSlowdownMultiplier: cpu.multiplier } }
    : {};
}

/** "2.8×": a multiplier as printed. */
export const times = (multiplier) => `${multiplier}×`;

/** The line printed beside the table: the multiplier in force, and the index behind it. */
export function cpuLine(cpu) {
  const { median: indexMedian, probes } = cpu.benchmarkIndex;
  const index =
    `benchmark index ${indexMedian}, the median of ${probes.length} probes ` +
    `(${probes.join(", ")})`;
  const calculator = "Lighthouse's CPU throttling calculator";
  switch (cpu.source) {
    case "calculator":
      return `Mobile CPU slowdown ${times(cpu.multiplier)}: ${calculator} for this host's ${index}`;
    case "--cpu-slowdown":
      return (
        `Mobile CPU slowdown ${times(cpu.multiplier)}, overridden (--cpu-slowdown); ${calculator} ` +
        (cpu.calculated === null
          ? `gives none for this host's ${index}`
          : `gives ${times(cpu.calculated)} for this host's ${index}`)
      );
    default:
      return (
        `Mobile CPU slowdown ${times(cpu.multiplier)}, Lighthouse's default: ${calculator} gives ` +
        `none for this host's ${index} (under 150: too slow to emulate its phone)`
      );
  }
}

/**
 * One probe of the host's benchmark index, as Lighthouse takes it at the start of each run: its
 * own page function (pageFunctions.computeBenchmarkIndex, about 1 s of string building and array
 * copying) evaluated unthrottled in a new about:blank tab of the Chrome Lighthouse runs in (the
 * one chrome-launcher started, on `port`).
 * @param {number} port
 * @returns {Promise<number>}
 */
export async function probeBenchmarkIndex(port) {
  // Connected over the DevTools protocol: closing the connection leaves that Chrome running.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    try {
      return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
