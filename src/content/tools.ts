import {
  count,
  formatDate,
  formatList,
  formatNumber,
  lowerCase,
  type PluralForms,
} from "@/features/languages/intl";
import type { Language } from "@/features/languages/languages";

/**
 * What a language's words count, number, list, date and case with, bound to that language where
 * its words load (`wordsIn`): a content folder never names its own language, so a folder copied
 * to start a new one cannot keep the old one's plural or casing rules.
 */
export interface WordsTools {
  /** `t.count(12, { one: "# level", other: "# levels" })`: the form the language's rules pick. */
  count(value: number, forms: PluralForms): string;
  number(value: number): string;
  /** "a, b and c"; call it where a page renders, never as words load (see `formatList`). */
  list(items: readonly string[]): string;
  /** An ISO date written out in full; like `list`, where a page renders. */
  date(isoDate: string): string;
  /** Lower case by the language's rules (a language's name inside a sentence: "en español"). */
  lower(text: string): string;
}

/** A part's words that count or case: made with its language's tools as they load. */
export type MadeWith<W> = (t: WordsTools) => W;

/** A part's words, as a page receives them, from what its module exports. */
export type Made<T> = T extends MadeWith<infer W> ? W : T;

const tools = new Map<Language, WordsTools>();

/** The tools of one language, made once. */
export function toolsFor(language: Language): WordsTools {
  let made = tools.get(language);
  if (!made) {
    made = {
      count: (value, forms) => count(language, value, forms),
      number: (value) => formatNumber(language, value),
      list: (items) => formatList(language, items),
      date: (isoDate) => formatDate(language, isoDate),
      lower: (text) => lowerCase(language, text),
    };
    tools.set(language, made);
  }
  return made;
}

/** A module's export as its language's words: made with the language's tools where it needs them. */
export function wordsIn<T>(exported: T, language: Language): Made<T> {
  return (
    typeof exported === "function" ? (exported as MadeWith<unknown>)(toolsFor(language)) : exported
  ) as Made<T>;
}
