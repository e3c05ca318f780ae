// First paint of the pages whose HTML does not arrive in the first round trip, against the
// English page they were at the baseline (issue 26).
import { median } from "./bench-median.mjs";

/**
 * What a server sends a new visitor before it hears back: TCP's initial window of 10 segments
 * of 1460 bytes. A page whose HTML, with its response headers, is larger waits a round trip more
 * (on Lighthouse's slow 4G, 150 ms) before it can paint.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** The main document's bytes on the wire, headers included, in a Lighthouse result. */
export function documentBytes(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const document = items.find((item) => item.resourceType === "Document");
  return document?.transferSize ?? null;
}

const fcpOf = (run) => run.metrics["first-contentful-paint"];

/**
 * For each current row whose document is over the first round trip and whose route has a
 * baseline, its median FCP against the baseline's English page. That page is measured once per
 * row that names it (`/`, `/es`, `/ar`… all name `/`): its runs are pooled into one median, and
 * the spread of its rows' own medians (the same page measured again in the same session) is
 * what the bench can tell apart.
 */
export function firstPaintAgainstBaseline(rows) {
  const baselineRows = rows.filter((row) => row.variant !== "current");
  if (!baselineRows.length) return [];
  return rows
    .filter((row) => row.variant === "current")
    .flatMap((row) => {
      const bytes = median(row.runs.map((run) => run.documentBytes));
      if (bytes === null || bytes <= FIRST_ROUND_TRIP_BYTES) return [];
      const english = baselineRows.filter(
        (b) => b.route.english === row.route.english && b.formFactor === row.formFactor,
      );
      if (!english.length) return [];
      const now = median(row.runs.map(fcpOf));
      const before = median(english.flatMap((b) => b.runs.map(fcpOf)));
      const rowMedians = english.map((b) => median(b.runs.map(fcpOf)));
      return [
        {
          route: row.route.path,
          english: row.route.english,
          formFactor: row.formFactor,
          documentBytes: bytes,
          fcp: now,
          baselineFcp: before,
          baselineRuns: english.reduce((n, b) => n + b.runs.length, 0),
          baselineRowMedians: [Math.min(...rowMedians), Math.max(...rowMedians)],
          later: now - before,
        },
      ];
    });
}

/** One line per page: "/de/faq (mobile): HTML 16.2 KB with headers, FCP 845 ms; …". */
export function firstPaintLine(c) {
  const ms = (v) => `${Math.round(v)} ms`;
  const [low, high] = c.baselineRowMedians;
  const difference = Math.round(c.later);
  return (
    `${c.route} (${c.formFactor}): HTML ${(c.documentBytes / 1024).toFixed(1)} KB with headers, ` +
    `FCP ${ms(c.fcp)}; ${c.english} at the baseline ${ms(c.baselineFcp)} (${c.baselineRuns} runs; ` +
    `its rows' medians ${ms(low)}–${ms(high)}): ` +
    (difference > 0
      ? `${difference} ms later`
      : difference < 0
        ? `${-difference} ms earlier`
        : "the same")
  );
}
