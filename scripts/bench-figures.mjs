// How the bench prints its timings: each figure the median of its runs, with their range.
import { median } from "./bench-median.mjs";

/** "1234 ms", or "n/a" for a figure not measured. */
export const ms = (value) =>
  typeof value === "number" && Number.isFinite(value) ? `${Math.round(value)} ms` : "n/a";

/** " (1100–1300)": the range of the runs' numbers, when there are two or more. */
export function spread(values) {
  const numbers = values.filter((v) => typeof v === "number" && Number.isFinite(v));
  return numbers.length > 1
    ? ` (${Math.round(Math.min(...numbers))}–${Math.round(Math.max(...numbers))})`
    : "";
}

/** "1234 ms (1100–1300)": the median of the runs, and their range. */
export const figure = (values) => `${ms(median(values))}${spread(values)}`;

/**
 * Rows of cells as aligned columns: the first `left` columns padded on the right (names), the
 * others on the left (figures), a rule under the header.
 * @param {string[]} header
 * @param {string[][]} lines
 */
export function textTable(header, lines, left = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    cells
      .map((cell, i) => (i < left ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join(
    "\n",
  );
}
