// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  FIRST_ROUND_TRIP_BYTES,
  documentBytes,
  firstPaintAgainstBaseline,
  firstPaintLine,
} from "../../../scripts/bench-first-paint.mjs";

const runs = (fcps: number[], bytes: number) =>
  fcps.map((fcp) => ({ metrics: { "first-contentful-paint": fcp }, documentBytes: bytes }));
const row = (variant: string, path: string, english: string, fcps: number[], bytes: number) => ({
  variant,
  formFactor: "mobile",
  route: { path, english },
  runs: runs(fcps, bytes),
});
const OVER = FIRST_ROUND_TRIP_BYTES + 1;

describe("first paint against the English page at the baseline", () => {
  it("is TCP's initial window of ten segments", () => {
    expect(FIRST_ROUND_TRIP_BYTES).toBe(14_600);
  });

  it("reads the document's bytes on the wire from Lighthouse's network requests", () => {
    const lhr = {
      audits: {
        "network-requests": {
          details: {
            items: [
              { resourceType: "Document", transferSize: 20_068 },
              { resourceType: "Script", transferSize: 9_000 },
            ],
          },
        },
      },
    };
    expect(documentBytes(lhr)).toBe(20_068);
  });

  it("pools the English page's runs from every row that measured it", () => {
    const rows = [
      row("baseline 11a5804", "/", "/", [820, 830, 840], 17_000),
      row("current", "/", "/", [850, 860, 870], OVER),
      row("baseline 11a5804", "/de", "/", [800, 810, 900], 17_000),
      row("current", "/de", "/", [800, 805, 810], OVER),
    ];
    const [english, german] = firstPaintAgainstBaseline(rows);
    // Pooled: 800 810 820 830 840 900 → the lower middle, 820.
    expect(english).toMatchObject({ route: "/", fcp: 860, baselineFcp: 820, later: 40 });
    expect(english.baselineRuns).toBe(6);
    expect(english.baselineRowMedians).toEqual([810, 830]);
    expect(german).toMatchObject({ route: "/de", fcp: 805, later: -15 });
    expect(firstPaintLine(english)).toContain("40 ms later");
    expect(firstPaintLine(german)).toContain("15 ms earlier");
  });

  it("leaves out pages that arrive in the first round trip, and runs without a baseline", () => {
    const rows = [
      row("baseline 11a5804", "/privacy", "/privacy", [700], 13_000),
      row("current", "/privacy", "/privacy", [900], FIRST_ROUND_TRIP_BYTES),
      row("current", "/faq", "/faq", [900], OVER),
    ];
    expect(firstPaintAgainstBaseline(rows)).toEqual([]);
    expect(firstPaintAgainstBaseline(rows.filter((r) => r.variant === "current"))).toEqual([]);
  });
});
