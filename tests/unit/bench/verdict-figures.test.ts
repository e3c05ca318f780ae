// @vitest-environment node
import { describe, expect, it } from "vitest";
import { median, medianSummary } from "../../../scripts/bench-median.mjs";
import { sourceOfTask } from "../../../scripts/bench-tbt.mjs";

const run = (
  tbt: number,
  performance = 100,
  bestPracticesWithoutOwnStatus: number | null = null,
) => ({
  scores: { performance, "best-practices": 96 },
  metrics: { "total-blocking-time": tbt, "first-contentful-paint": 800 },
  bestPracticesWithoutOwnStatus,
});

describe("the figures a budget is checked against", () => {
  it("take each metric's median, so one run's TBT far from the others cannot decide", () => {
    const summaries = [run(3), run(82), run(0), run(14), run(18)];
    expect(medianSummary(summaries).metrics["total-blocking-time"]).toBe(14);
  });

  it("miss the budget when most runs do", () => {
    const summaries = [run(60), run(0), run(55), run(70), run(2)];
    expect(medianSummary(summaries).metrics["total-blocking-time"]).toBe(55);
  });

  it("take each score's median on its own", () => {
    const summaries = [run(0, 99), run(90, 97), run(0, 100)];
    expect(medianSummary(summaries).scores.performance).toBe(99);
  });

  it("leave a metric missing when any run lacks it, so a missing audit is reported", () => {
    const summaries = [
      run(3),
      { ...run(0), metrics: { ...run(0).metrics, "total-blocking-time": null } },
      run(1),
    ];
    expect(medianSummary(summaries).metrics["total-blocking-time"]).toBeNull();
  });

  it("count a run's full best-practices score where its console held more than its own status", () => {
    const summaries = [run(0, 100, 100), run(0, 100, null), run(0, 100, null)];
    expect(medianSummary(summaries).bestPracticesWithoutOwnStatus).toBe(96);
  });

  it("read the lower middle of an even count, never a mean", () => {
    expect(median([40, 10, 30, 20])).toBe(20);
    expect(median([])).toBeNull();
  });
});

const task = (startTime: number, ...childEvents: { name: string; args?: unknown }[]) => ({
  startTime,
  childEvents,
});
const PARSE_START = 1000;

describe("a blocking task's source", () => {
  it("is the commit when the browser commits the document before its HTML is parsed", () => {
    const commit = task(
      900,
      { name: "DocumentLoader::CommitNavigation" },
      { name: "LocalWindowProxy::Initialize" },
    );
    expect(sourceOfTask(commit, PARSE_START)).toBe("commit");
  });

  it("is the commit when the commit's task also starts parsing the HTML already there", () => {
    const commitAndParse = task(
      PARSE_START - 30,
      { name: "DocumentLoader::CommitNavigation" },
      { name: "LocalWindowProxy::Initialize" },
      { name: "ParseHTML" },
    );
    expect(sourceOfTask(commitAndParse, PARSE_START)).toBe("commit");
  });

  it("is the page's for a frame's commit once the page is parsing", () => {
    const frameCommit = task(
      2300,
      { name: "FunctionCall", args: { data: { url: "http://127.0.0.1/assets/react.js" } } },
      { name: "DocumentLoader::CommitNavigation" },
    );
    expect(sourceOfTask(frameCommit, PARSE_START)).toBe("page");
  });

  it("is Lighthouse's for its own script in the page", () => {
    const idleCheck = task(
      1700,
      { name: "FireIdleCallback" },
      { name: "FunctionCall", args: { data: { url: "_lighthouse-eval.js" } } },
    );
    expect(sourceOfTask(idleCheck, PARSE_START)).toBe("lighthouse");
  });

  it("is the page's for its layout and scripts", () => {
    expect(sourceOfTask(task(1100, { name: "Layout" }), PARSE_START)).toBe("page");
    expect(sourceOfTask(task(950, { name: "ParseHTML" }), PARSE_START)).toBe("page");
  });
});
