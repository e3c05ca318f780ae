/**
 * `npm run test:html`: every prerendered page in the build folder (DIST_DIR, default dist)
 * passes the W3C Nu HTML Checker with no errors. Browsers repair invalid markup each in their
 * own way, so only valid markup is read the same by every engine's parser. Build first.
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CHECKER_GAPS, GAP_FILTER, gapOf, type CheckerGap } from "./checker-gaps";
import { checkFiles, formatMessage, type NuMessage } from "./nu-checker";

const DIST_DIR = resolve(process.env.DIST_DIR ?? "dist");

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

if (!existsSync(DIST_DIR)) {
  throw new Error(`${DIST_DIR} does not exist: run \`npm run build\` first.`);
}
const pages = await htmlFiles(DIST_DIR);
let filtered = new Map<string, NuMessage[]>();
let unfiltered = new Map<string, NuMessage[]>();

beforeAll(async () => {
  // The verdict comes from the checker run with the gaps filtered out; the unfiltered run
  // shows what the filter took away.
  [filtered, unfiltered] = await Promise.all([checkFiles(pages, GAP_FILTER), checkFiles(pages)]);
}, 180_000);

const errorsOf = (messages: readonly NuMessage[] = []) =>
  messages.filter((message) => message.type === "error");

describe(`the Nu HTML Checker on ${relative(process.cwd(), DIST_DIR) || "."}`, () => {
  it("finds the prerendered pages", () => {
    expect(pages.length, `HTML files in ${DIST_DIR}`).toBeGreaterThan(0);
  });

  for (const page of pages) {
    it(`${relative(DIST_DIR, page)} has no errors`, () => {
      expect(errorsOf(filtered.get(page)).map(formatMessage)).toEqual([]);
    });
  }

  it("filters out exactly the checker gaps, and each of them still occurs", () => {
    const seen = new Set<CheckerGap>();
    for (const page of pages) {
      const all = errorsOf(unfiltered.get(page));
      for (const error of all) {
        const gap = gapOf(error.message);
        if (gap) seen.add(gap);
      }
      const notGaps = all.filter((error) => !gapOf(error.message)).map(formatMessage);
      expect(notGaps, `what the filter kept on ${page}`).toEqual(
        errorsOf(filtered.get(page)).map(formatMessage),
      );
    }
    const unused = CHECKER_GAPS.filter((gap) => !seen.has(gap)).map((gap) => gap.message);
    expect(unused, "gaps that no longer occur: remove them").toEqual([]);
  });
});
