import type { PageId } from "@/lib/routes";

const KB = 1024;

/**
 * What a visitor may download before they can interact (issue 4), gzip level 9, in bytes.
 * Lighthouse timings are noisy on shared machines; bytes are not, so they are tested.
 */
export const BYTE_TARGETS = {
  /** The home page's initial JavaScript. */
  homeJs: 95 * KB,
  /** Any other route's initial JavaScript, the not-found page included. */
  routeJs: 100 * KB,
  /** All CSS of the build together. */
  css: 15 * KB,
} as const;

/**
 * The most a translated page may weigh more than the English page of the same route, gzip, by
 * how many bytes its script takes a character in UTF-8: its words are longer (German about 30%)
 * or heavier (Cyrillic, Hebrew and Arabic two bytes a letter; Devanagari, Thai, Hangul and Han
 * three), nothing else differs. A new language in a script already here needs no new figure.
 */
export const LANGUAGE_MAX_EXTRA = {
  /** Initial JavaScript (the page's words are in its chunk). */
  js: { 1: 2 * KB, 2: 3.5 * KB, 3: 3.5 * KB },
  /** The prerendered HTML, the same words again. */
  html: { 1: 2 * KB, 2: 3.5 * KB, 3: 3.5 * KB },
} as const;

/** Scripts of two bytes a character in UTF-8; Latin's are one, the others here three. */
const TWO_BYTE_SCRIPTS = new Set(["Cyrl", "Grek", "Hebr", "Arab", "Armn", "Thaa", "Syrc"]);

/** The bytes a language's letters take in UTF-8, from its script (CLDR's likely subtags). */
export function bytesPerLetter(language: string): 1 | 2 | 3 {
  const script = new Intl.Locale(language).maximize().script;
  if (script === "Latn") return 1;
  return script && TWO_BYTE_SCRIPTS.has(script) ? 2 : 3;
}

/**
 * The most a game page's hero art may add to what the page downloads, gzip: it is in the
 * prerendered HTML and again in the page's JavaScript (issue 21).
 */
export const HERO_ART_MAX_BYTES = 4 * KB;

/**
 * What every more language adds to every route's initial JavaScript, gzip: its line in the table
 * and the hashed names of its words chunks in the map of them (src/content/words.ts). Measured
 * between the ten-language and twenty-language builds: 0.16 KB a language.
 */
export const JS_PER_LANGUAGE = 0.17 * KB;

/**
 * Each route's initial JavaScript without any language, gzip: the figure measured with twenty
 * languages less their share (JS_PER_LANGUAGE each). With each route's share of the languages it
 * is the route's limit (`jsLimit`), so adding a language never means editing a budget.
 *
 * Every route is over its target: React 19's client (~65 KB), react-router (~13 KB) and
 * react-helmet-async (~6 KB) come to ~86 KB before any page code, and the Radix accordion (~9 KB)
 * comes on top where a page has one. The limits sit just above what the routes weigh, so any
 * other growth fails; lower them as the bundle shrinks until they reach the targets. Each page
 * loads six to eight modules (vite.config.ts): the entry with everything only it uses, React, the
 * code pages share, the page's own chunk, its words, its Radix chunk (the accordion's) and, on
 * the two game pages, the game's. What each feature added is in bench/README.md ("Bytes").
 */
const JS_BASE: Record<PageId, number> = {
  home: 119.1 * KB, // 122.4 KB measured with twenty languages
  charlie: 112 * KB, // 115.4 KB
  faq: 111.8 * KB, // 115.1 KB
  privacy: 102.5 * KB, // 105.9 KB
  contact: 103.4 * KB, // 106.7 KB
  notFound: 101 * KB, // 104.4 KB
};

/** A route's limit with `languages` languages in the table. */
export function jsLimit(id: PageId, languages: number): number {
  return JS_BASE[id] + languages * JS_PER_LANGUAGE;
}
