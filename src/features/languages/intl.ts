import type { Language } from "./languages";

/**
 * Numbers, counts and dates in a page's language, through `Intl`, so each language's own
 * rules apply (Polish has three plural forms for whole numbers, Arabic six).
 *
 * Digits stay Western in every language (`-u-nu-latn`): the decided form for Arabic, and the same
 * in the prerendered page and in any browser, so hydration never meets other digits.
 */
const locale = (language: Language) => `${language}-u-nu-latn`;

/**
 * A number as the language writes it: 1,500 in English, 1.500 in German, 1 500 in French.
 *
 * A whole number from 0 to 999 is its Western digits alone in every language here (nothing to
 * group, no sign), and is written so without `Intl.NumberFormat`: the first one a page makes
 * loads the browser's number data, a long task on a phone (bench/README.md, "Figures behind the
 * code"), paid while the page hydrates or loads the next page's words. The counts on the pages
 * are all that small; tests/unit/features/languages/intl.test.ts holds the two equal in every
 * language.
 */
export function formatNumber(language: Language, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return new Intl.NumberFormat(locale(language)).format(value);
}

/**
 * A phrase for each plural category the language uses (`Intl.PluralRules`), `#` standing for the
 * number. `other` is required: every language has it, and it covers any category left out.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * A count in words: `count("pl", 12, { one: "# poziom", few: "# poziomy", many: "# poziomów",
 * other: "# poziomu" })` is "12 poziomów", and 22 would be "22 poziomy".
 */
export function count(language: Language, value: number, forms: PluralForms): string {
  const category = pluralRules(language).select(value);
  return (forms[category] ?? forms.other).replace("#", formatNumber(language, value));
}

/**
 * An ISO calendar date (`2023-04-19`) as the language writes it in full: "April 19, 2023",
 * "19 de abril de 2023", "2023年4月19日". Read as a date in UTC, so no time zone moves it.
 * The first one a page makes loads the browser's date data, as the first number does: call it
 * where a page renders, never where words load (tests/unit/content/words-load-cost.test.ts).
 */
export function formatDate(language: Language, isoDate: string): string {
  return longDates(language).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * One formatter per language, made on first use and kept: a words module counts a dozen times as
 * it loads, and a page formats again each time it renders.
 */
function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(language)));
    return formatter;
  };
}

const pluralRules = perLanguage((language) => new Intl.PluralRules(language));
const longDates = perLanguage(
  (language) => new Intl.DateTimeFormat(locale(language), { dateStyle: "long", timeZone: "UTC" }),
);

/**
 * Items joined as the language writes a list: "Name and Email", "Nombre y Correo". Like a date,
 * the first list a page makes loads the browser's data: call it where a page renders.
 */
export function formatList(language: Language, items: readonly string[]): string {
  return lists(language).format(items);
}

/** Lower case by the language's own rules (Turkish "I" is "ı"). */
export function lowerCase(language: Language, text: string): string {
  return text.toLocaleLowerCase(language);
}

const lists = perLanguage(
  (language) => new Intl.ListFormat(language, { type: "conjunction", style: "long" }),
);
