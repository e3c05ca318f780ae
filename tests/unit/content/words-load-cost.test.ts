// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The header loads its pages' words ahead of a click, on every page, once the browser is idle.
 * Loading them must not format a date or a list: a page's first `Intl.DateTimeFormat` or
 * `Intl.ListFormat` loads the browser's data for it, about 50 ms of main thread on a desktop and
 * four times that on a phone, where a tap would wait behind it. A page formats what it shows when
 * it renders (the privacy page its date).
 */
const wordsModules = import.meta.glob("@/content/*/*.ts");

type Formatter = "DateTimeFormat" | "ListFormat";
const originals = { DateTimeFormat: Intl.DateTimeFormat, ListFormat: Intl.ListFormat };

/** Counts the formatters of a kind made from now on; each still works as before. */
function countMade(kind: Formatter): { made: number } {
  const counter = { made: 0 };
  const Original = originals[kind] as unknown as new (...args: unknown[]) => object;
  (Intl as unknown as Record<Formatter, unknown>)[kind] = class extends Original {
    constructor(...args: unknown[]) {
      super(...args);
      counter.made += 1;
    }
  };
  return counter;
}

afterEach(() => Object.assign(Intl, originals));

describe("loading a language's words", () => {
  it("formats no date and no list", async () => {
    vi.resetModules();
    const dates = countMade("DateTimeFormat");
    const lists = countMade("ListFormat");
    expect(Object.keys(wordsModules).length).toBeGreaterThan(60);
    // Made as the site makes them: with each language's tools (src/content/tools.ts).
    const { toolsFor } = await import("@/content/tools");
    const { LANGUAGES, LANGUAGE_INFO } = await import("@/features/languages/languages");
    for (const [path, load] of Object.entries(wordsModules)) {
      const folder = path.split("/").at(-2);
      const language = LANGUAGES.find((l) => LANGUAGE_INFO[l].folder === folder);
      if (!language) throw new Error(`${path} is in no language's folder.`);
      for (const exported of Object.values((await load()) as Record<string, unknown>)) {
        if (typeof exported === "function") exported(toolsFor(language));
      }
    }
    expect(dates.made, "date formats made").toBe(0);
    expect(lists.made, "list formats made").toBe(0);
  });
});
