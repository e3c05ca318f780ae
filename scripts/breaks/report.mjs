// The runner's output: the catalogue, the results table and the summary line.
import { selectionDescription, selectionLabel } from "./suites.mjs";

function table(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column])))
      .join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  );
}

/** `--list`: every break, where it applies, and which suites should catch it. */
export function catalogueTable(breaks, stale) {
  const problems = new Map(stale.map(({ name, problems }) => [name, problems]));
  const rows = breaks.map((entry) => [
    entry.name,
    entry.area,
    entry.file,
    problems.has(entry.name) ? "NO" : "yes",
    entry.suites.map(selectionLabel).join(", "),
  ]);
  return table(["break", "area", "file", "applies?", "meant to be caught by"], rows);
}

/** Loud lines naming each break that no longer applies, and why. */
export function staleReport(stale) {
  return stale
    .map(({ name, problems }) => `NO LONGER APPLIES: "${name}": ${problems.join("; ")}`)
    .join("\n");
}

/**
 * The results table. Each result: { entry, caught: [{ selection, note }], missed: [selection],
 * unusable: [{ selection, note }] }.
 */
export function resultsTable(results) {
  const rows = results.map(({ entry, caught, missed, unusable }) => [
    entry.name,
    entry.area,
    caught.length ? "yes" : "NO",
    [
      caught
        .map(({ selection, note }) => `${selectionLabel(selection)}${note ? ` (${note})` : ""}`)
        .join(", ") || "-",
      missed.length ? `; missed by ${missed.map(selectionLabel).join(", ")}` : "",
      unusable.length
        ? `; not counted: ${unusable.map(({ selection, note }) => `${selectionLabel(selection)} (${note})`).join(", ")}`
        : "",
    ].join(""),
  ]);
  return table(["break", "area", "caught?", "by which suite(s)"], rows);
}

/** Loud lines for each selection that fails without any break: its verdicts cannot count. */
export function controlReport(failedControls) {
  return failedControls
    .map(
      ({ selection, note }) =>
        `CONTROL FAILED: ${selectionDescription(selection)} ${note} without any break; ` +
        "breaks it fails on are not counted as caught by it.",
    )
    .join("\n");
}

export const summaryLine = (passed, failed) => `${passed} passed, ${failed} failed`;
