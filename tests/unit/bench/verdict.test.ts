// @vitest-environment node
import { describe, expect, it } from "vitest";
import { MIN_RUNS_FOR_VERDICT, verdictOf } from "../../../scripts/bench-verdict.mjs";
import { BUSY_EXIT_CODE } from "../../../scripts/host-load.mjs";
import { CPU_SLOWDOWN } from "../../../scripts/mobile-profile.mjs";

const miss = ["/ (mobile): TBT 118 ms > 50 ms"];
const atBudget = { runs: 5, cpuSlowdown: CPU_SLOWDOWN };

describe("the benchmark's verdict", () => {
  it("is met or missed from medians of enough runs at the budgets' CPU slowdown", () => {
    expect(verdictOf([], [], atBudget)).toMatchObject({ name: "met", exitCode: 0 });
    expect(verdictOf(miss, [], atBudget)).toMatchObject({ name: "missed", exitCode: 1 });
  });

  it("is untrusted on a busy host, met or not", () => {
    for (const misses of [[], miss]) {
      expect(verdictOf(misses, [{ reason: "busy" }], atBudget)).toMatchObject({
        name: "untrusted",
        exitCode: BUSY_EXIT_CODE,
      });
    }
  });

  it("is given for no other CPU slowdown: such figures are another phone's", () => {
    const other = verdictOf(miss, [], { runs: 5, cpuSlowdown: 2 });
    expect(other).toMatchObject({ name: "none", exitCode: 0 });
    expect(other.heading).toContain(`${CPU_SLOWDOWN}×`);
    expect(other.heading).toContain("2×");
  });

  it("is given for no fewer runs than make a median", () => {
    const runs = MIN_RUNS_FOR_VERDICT - 1;
    expect(verdictOf(miss, [], { runs, cpuSlowdown: CPU_SLOWDOWN })).toMatchObject({
      name: "none",
      exitCode: 0,
    });
  });
});
