// What the benchmark's figures mean against bench/budget.json (scripts/bench.mjs).
import { times } from "./bench-cpu.mjs";
import { BUSY_EXIT_CODE } from "./host-load.mjs";

/** A median of fewer runs is one run, or the lower of two: no verdict comes from it. */
export const MIN_RUNS_FOR_VERDICT = 3;

/** Where the mobile CPU slowdown in force came from, for the verdict's heading. */
function atCpu(cpu) {
  if (!cpu) return "";
  const how =
    cpu.source === "--cpu-slowdown"
      ? "--cpu-slowdown" +
        (cpu.calculated === null ? "" : `; the calculator gives ${times(cpu.calculated)}`)
      : `benchmark index ${cpu.benchmarkIndex.median}`;
  return ` at ${times(cpu.multiplier)} mobile CPU (${how})`;
}

/**
 * What the figures mean against the budget: a verdict needs medians of enough runs, and a host
 * that was busy at any check (measured with --allow-busy) leaves every line untrusted. The mobile
 * budgets are judged at the CPU slowdown the runs were made at (`cpu`, bench-cpu.mjs's
 * mobileCpu: the calculator's for this host's benchmark index, or --cpu-slowdown's); null when
 * no mobile figures were taken.
 * @param {string[]} misses
 * @param {unknown[]} busyObservations
 * @param {{ runs: number, cpu: import("./bench-cpu.mjs").MobileCpu | null }} options
 */
export function verdictOf(misses, busyObservations, { runs, cpu }) {
  const counted = `${misses.length} budget miss(es) (bench/budget.json)`;
  if (busyObservations.length) {
    return {
      name: "untrusted",
      heading:
        `UNTRUSTED, the host was busy at ${busyObservations.length} check(s): ` +
        (misses.length ? `${counted}${atCpu(cpu)}:` : `all budgets met${atCpu(cpu)}.`),
      mark: "untrusted: ",
      exitCode: BUSY_EXIT_CODE,
    };
  }
  if (cpu?.source === "none") {
    return {
      name: "none",
      heading:
        `No verdict: Lighthouse's CPU throttling calculator gives no multiplier for benchmark ` +
        `index ${cpu.benchmarkIndex.median}, so these figures are for no known phone` +
        (misses.length ? `; beyond the budget in these runs:` : "."),
      mark: "",
      exitCode: 0,
    };
  }
  if (runs < MIN_RUNS_FOR_VERDICT) {
    return {
      name: "none",
      heading:
        `No verdict: ${runs} run(s) per row make no median (--runs ${MIN_RUNS_FOR_VERDICT} or more)` +
        (misses.length ? `; beyond the budget in these runs:` : "."),
      mark: "",
      exitCode: 0,
    };
  }
  return misses.length
    ? { name: "missed", heading: `${counted}${atCpu(cpu)}:`, mark: "", exitCode: 1 }
    : { name: "met", heading: `All budgets met${atCpu(cpu)}.`, mark: "", exitCode: 0 };
}
