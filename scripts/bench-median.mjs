// The figures a budget is checked against: each score and metric's own median over the runs.
//
// Lighthouse's computeMedianRun picks one whole run (the one closest to the median FCP and TTI),
// which is what the bench saves to open in the viewer. Its other figures are that run's alone: a
// TBT far from the usual can come with a typical FCP and TTI, so a verdict read from it would
// rest on one run. Per-metric medians (Lighthouse CI's "median" aggregation) need most runs
// beyond a budget to miss it.

/** The median of the numbers (the lower middle one of an even count); null without numbers. */
export const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** A figure missing from any run (an audit that did not run) is missing from the median too. */
const strictMedian = (values) => (values.some((v) => v === null) ? null : median(values));

/**
 * The per-run summaries' median scores and metrics. The best-practices score without the page's
 * own status error falls back, run by run, to the full score where the console held more.
 */
export function medianSummary(summaries) {
  const keys = (field) => Object.keys(summaries[0][field]);
  return {
    scores: Object.fromEntries(
      keys("scores").map((id) => [id, strictMedian(summaries.map((s) => s.scores[id]))]),
    ),
    metrics: Object.fromEntries(
      keys("metrics").map((id) => [id, strictMedian(summaries.map((s) => s.metrics[id]))]),
    ),
    bestPracticesWithoutOwnStatus: median(
      summaries.map((s) => s.bestPracticesWithoutOwnStatus ?? s.scores["best-practices"]),
    ),
  };
}
