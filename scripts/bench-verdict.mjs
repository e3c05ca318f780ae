// What the benchmark's figures mean against bench/budget.json (scripts/bench.mjs).
import { BUSY_EXIT_CODE } from "./host-load.mjs";
import { CPU_SLOWDOWN } from "./mobile-profile.mjs";

/** A median of fewer runs is one run, or the lower of two: no verdict comes from it. */
export const MIN_RUNS_FOR_VERDICT = 3;

/**
 * What the figures mean against the budget: a verdict needs medians of enough runs, and a host
 * that was busy at any check (measured with --allow-busy) leaves every line untrusted.
 */
export function verdictOf(misses, busyObservations, { runs, cpuSlowdown }) {
  const counted = `${misses.length} budget miss(es) (bench/budget.json)`;
  if (busyObservations.length) {
    return {
      name: "untrusted",
      heading:
        `UNTRUSTED, the host was busy at ${busyObservations.length} check(s): ` +
        (misses.length ? `${counted}:` : "all budgets met."),
      mark: "untrusted: ",
      exitCode: BUSY_EXIT_CODE,
    };
  }
  if (cpuSlowdown !== CPU_SLOWDOWN) {
    return {
      name: "none",
      heading:
        `No verdict: the budgets are for Lighthouse's ${CPU_SLOWDOWN}× mobile CPU slowdown, these figures for ` +
        `${cpuSlowdown}× (--cpu-slowdown)` +
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
    ? { name: "missed", heading: `${counted}:`, mark: "", exitCode: 1 }
    : { name: "met", heading: "All budgets met.", mark: "", exitCode: 0 };
}
