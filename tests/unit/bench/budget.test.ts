// @vitest-environment node
import { describe, expect, it } from "vitest";
import { heavyGameMisses, timingMisses } from "../../../scripts/bench-budget.mjs";

const budget = {
  timings: {
    maxSlowerThanBaseline: 0.1,
    maxGameRequestAfterFirstPaintMs: 100,
    maxTapToPaintWhileGameBootsMs: 200,
  },
};
const FIRST = "baseline main";

const load = (variant: string, route: string, page: string, figures: Record<string, unknown>) => ({
  variant,
  route,
  page,
  hydrated: 3000,
  gameRequest: 1300,
  gameRequestAfterFirstPaint: 50,
  ...figures,
});

describe("the load timings' budgets", () => {
  it("pass a current build within 10% of the first baseline and requesting the game with the page", () => {
    const rows = [load(FIRST, "/", "home", {}), load("current", "/", "home", { hydrated: 3300 })];
    expect(timingMisses(budget, rows, FIRST)).toEqual([]);
  });

  it("miss hydration more than 10% later than the first baseline's", () => {
    const rows = [load(FIRST, "/", "home", {}), load("current", "/", "home", { hydrated: 3301 })];
    expect(timingMisses(budget, rows, FIRST)).toEqual([
      "/ (mobile, applied): hydrated 3301 ms, 10.0% later than baseline main's 3000 ms (limit 10%)",
    ]);
  });

  it("compare with the first baseline, not another", () => {
    const rows = [
      load(FIRST, "/faq", "faq", { hydrated: 2000 }),
      load("baseline HEAD~1", "/faq", "faq", { hydrated: 3000 }),
      load("current", "/faq", "faq", { hydrated: 2500 }),
    ];
    expect(timingMisses(budget, rows, FIRST)).toHaveLength(1);
    expect(timingMisses(budget, rows, "baseline HEAD~1")).toEqual([]);
  });

  it("hold the game request on a game page to 100 ms after first paint, in any language", () => {
    const rows = [
      load("current", "/", "home", { gameRequestAfterFirstPaint: 100 }),
      load("current", "/ar/charlie-the-steak", "charlie", { gameRequestAfterFirstPaint: 1900 }),
    ];
    expect(timingMisses(budget, rows, undefined)).toEqual([
      "/ar/charlie-the-steak (mobile, applied): game request − first paint 1900 ms > 100 ms",
    ]);
  });

  it("miss a game page whose frame was never requested, and leave pages without a game alone", () => {
    const rows = [
      load("current", "/charlie-the-steak", "charlie", { gameRequestAfterFirstPaint: null }),
      load("current", "/faq", "faq", { gameRequest: null, gameRequestAfterFirstPaint: null }),
    ];
    expect(timingMisses(budget, rows, undefined)).toEqual([
      "/charlie-the-steak (mobile, applied): game request − first paint n/a > 100 ms (no game request seen)",
    ]);
  });

  it("check only the current build", () => {
    const rows = [load(FIRST, "/", "home", { gameRequestAfterFirstPaint: 2000 })];
    expect(timingMisses(budget, rows, FIRST)).toEqual([]);
  });
});

const heavy = (variant: string, placement: string, figures: Record<string, unknown>) => ({
  variant,
  route: "/",
  placement,
  hydrated: 4000,
  tapFullscreen: 120,
  tapShare: 90,
  ...figures,
});

describe("the heavy game's budgets", () => {
  it("pass taps within 200 ms and hydration within 10% of the first baseline's", () => {
    const rows = [
      heavy(FIRST, "same site", {}),
      heavy("current", "same site", { hydrated: 4400, tapFullscreen: 200 }),
    ];
    expect(heavyGameMisses(budget, rows, FIRST)).toEqual([]);
  });

  it("compare hydration with the first baseline's on the same placement", () => {
    const rows = [
      heavy(FIRST, "same site", { hydrated: 4000 }),
      heavy(FIRST, "cross site", { hydrated: 3000 }),
      heavy("current", "same site", { hydrated: 4200 }),
      heavy("current", "cross site", { hydrated: 4200 }),
    ];
    expect(heavyGameMisses(budget, rows, FIRST)).toEqual([
      "/ with the heavy game cross site (mobile, applied): hydrated 4200 ms, 40.0% later than " +
        "baseline main's 3000 ms (limit 10%)",
    ]);
  });

  it("miss a tap slower than 200 ms to its next paint, and a tap never timed", () => {
    const rows = [heavy("current", "same site", { tapFullscreen: 248, tapShare: null })];
    expect(heavyGameMisses(budget, rows, undefined)).toEqual([
      '/ with the heavy game same site (mobile, applied): tap "Fullscreen" → next paint while the game boots 248 ms > 200 ms',
      '/ with the heavy game same site (mobile, applied): tap "Share" → next paint while the game boots n/a > 200 ms',
    ]);
  });

  it("check nothing a budget does not name", () => {
    const rows = [heavy("current", "same site", { tapFullscreen: 900 })];
    expect(heavyGameMisses({ timings: {} }, rows, undefined)).toEqual([]);
  });
});
