// Where a run's Total Blocking Time comes from. Lighthouse's mobile TBT is simulated (Lantern):
// every main-thread task observed is slowed 4× in a model of the load, and the blocking part of
// each long task between the simulated FCP and TTI is summed. That sum also holds work that is
// not the page's: the browser's commit of the document (creating the page's JavaScript context,
// longer when the browser must start a new process for it) and Lighthouse's own script in the
// page. Lantern's FCP leaves the commit out while its TBT simulation keeps it, so a commit that
// ends long before the observed first paint can still straddle the simulated one
// (GoogleChrome/lighthouse#11677). The split says which part a change can move.
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { calculateTbtImpactForEvent } from "@paulirish/trace_engine/models/trace/lantern/metrics/TBTUtils.js";

/** The sources, in the order they are printed. */
export const TBT_SOURCES = ["page", "commit", "lighthouse"];

/**
 * What a simulated main-thread task was: the document's commit (a task committing a navigation
 * that starts before the page's HTML is first parsed, or with it: Lighthouse's blank page's comes
 * before, the frames' later, counted as the page's), Lighthouse's own script, or the page's work.
 * @param {{ startTime: number, childEvents: { name: string, args?: any }[] }} task an observed task
 * @param {number} firstParseStart the page's first ParseHTML event (trace clock, as startTime)
 */
export function sourceOfTask(task, firstParseStart) {
  const names = task.childEvents.map((event) => event.name);
  if (task.startTime <= firstParseStart && names.includes("DocumentLoader::CommitNavigation")) {
    return "commit";
  }
  const urls = task.childEvents.map((event) => event.args?.data?.url ?? "");
  if (urls.some((url) => url.startsWith("_lighthouse"))) return "lighthouse";
  return "page";
}

/**
 * The run's TBT split by source, in ms, as Lighthouse computes it (half the optimistic and half
 * the pessimistic simulation); null for a run that was not simulated (no such split).
 */
export async function tbtSources(artifacts, lhr) {
  if (lhr.configSettings.throttlingMethod !== "simulate") return null;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  };
  const pageUrl = artifacts.URL.mainDocumentUrl;
  const context = { computedCache: new Map() };
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const tti = await LanternInteractive.request(data, context);

  const sources = Object.fromEntries(TBT_SOURCES.map((source) => [source, 0]));
  const estimates = [
    // Each estimate's window, as Lighthouse picks it (lantern TotalBlockingTime).
    { result: tbt.optimisticEstimate, from: fcp.pessimisticEstimate, to: tti.optimisticEstimate },
    { result: tbt.pessimisticEstimate, from: fcp.optimisticEstimate, to: tti.pessimisticEstimate },
  ];
  for (const { result, from, to } of estimates) {
    const tasks = [...result.nodeTimings].filter(([node]) => node.type === "cpu");
    // The parser's first event on the page's HTML (not on the blank page Lighthouse starts
    // from), which the commit's own task may hold when the HTML is there already.
    const parses = tasks.flatMap(([node]) =>
      node.childEvents
        .filter((event) => event.name === "ParseHTML" && event.args?.beginData?.url === pageUrl)
        .map((event) => event.ts),
    );
    const firstParseStart = parses.length ? Math.min(...parses) : Infinity;
    for (const [node, timing] of tasks) {
      const impact = calculateTbtImpactForEvent(
        { start: timing.startTime, end: timing.endTime, duration: timing.duration },
        from.timeInMs,
        to.timeInMs,
      );
      sources[sourceOfTask(node, firstParseStart)] += impact / estimates.length;
    }
  }
  return Object.fromEntries(TBT_SOURCES.map((source) => [source, Math.round(sources[source])]));
}
