// @vitest-environment node
/**
 * Every count in every language's words is the form that language's own plural rules pick
 * (`Intl.PluralRules`), as the site loads the words: a count written with another language's
 * forms (Russian with English's one/other) or bound to another language fails here.
 */
import { describe, expect, it } from "vitest";
import { toolsFor, type WordsTools } from "@/content/tools";
import { loadPageWords, loadedWords } from "@/content/words";
import type { PluralForms } from "@/features/languages/intl";
import { LANGUAGES, LANGUAGE_INFO, type Language } from "@/features/languages/languages";

const modules = import.meta.glob<Record<string, unknown>>("/src/content/*/*.ts", { eager: true });
/** The parts whose words count: the pages' own, loaded as a page loads them. */
const COUNTING_PAGES = ["charlie", "contact", "faq", "privacy"] as const;

interface Counted {
  value: number;
  forms: PluralForms;
}

/** Every count a language's modules make, as they are made with the language's tools. */
function countsIn(language: Language): Counted[] {
  const counted: Counted[] = [];
  const real = toolsFor(language);
  const recording: WordsTools = {
    ...real,
    count: (value, forms) => {
      counted.push({ value, forms });
      return real.count(value, forms);
    },
  };
  const folder = `/src/content/${LANGUAGE_INFO[language].folder}/`;
  for (const [path, exports] of Object.entries(modules)) {
    if (!path.startsWith(folder)) continue;
    for (const exported of Object.values(exports)) {
      if (typeof exported === "function") exported(recording);
    }
  }
  return counted;
}

/**
 * The forms a count must have: each category the counts on these pages can take (whole numbers
 * up to 1000) and `other`; it may have a category the language keeps for larger numbers
 * (Spanish "many": "1 millón de niveles"), never one the language does not have.
 */
function categories(language: Language): { required: string[]; allowed: string[] } {
  const rules = new Intl.PluralRules(language);
  const required = new Set<string>(["other"]);
  for (let n = 0; n <= 1000; n++) required.add(rules.select(n));
  return { required: [...required], allowed: rules.resolvedOptions().pluralCategories };
}

describe.each(LANGUAGES)("the counts in %s", (language) => {
  const counted = countsIn(language);

  it("are written with that language's plural categories, no more, no fewer", () => {
    const { required, allowed } = categories(language);
    expect(counted.length).toBeGreaterThan(0);
    for (const { value, forms } of counted) {
      const given = Object.keys(forms);
      const about = `the forms for ${value} (${forms.other})`;
      expect(
        required.filter((category) => !given.includes(category)),
        `${about} lack`,
      ).toEqual([]);
      expect(
        given.filter((category) => !allowed.includes(category)),
        `${about} add`,
      ).toEqual([]);
    }
  });

  it("read, as the site loads them, in the form Intl.PluralRules picks", async () => {
    const rules = new Intl.PluralRules(language);
    const number = new Intl.NumberFormat(`${language}-u-nu-latn`);
    const loaded = await Promise.all(
      COUNTING_PAGES.map(async (page) => {
        await loadPageWords(language, page);
        return JSON.stringify(loadedWords(language, page));
      }),
    );
    for (const { value, forms } of counted) {
      const phrase = (forms[rules.select(value)] ?? forms.other).replace("#", number.format(value));
      expect(loaded.some((words) => words.includes(JSON.stringify(phrase).slice(1, -1)))).toBe(
        true,
      );
    }
  });
});
