// @vitest-environment node
/**
 * Every language's words against English's (src/content/en/), which is the shape: the type
 * system checks each module's keys; this checks what types cannot see. Same list lengths (10 and
 * 20 questions everywhere), nothing left in English by mistake, and questions that tell apart.
 */
import { describe, expect, it } from "vitest";
import { GAME_NAMES, SOCIAL_NETWORKS } from "@/content/names";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@/features/languages/languages";
import { en, wordsIn } from "../../words";

const english: Record<string, unknown> = { ...en };
const PARTS = Object.keys(english).sort();

/** Sample arguments for the words that are functions (a name, a number, a list). */
const SAMPLE_ARGUMENTS = [7, "Sample"];
const call = (fn: (...args: unknown[]) => unknown) =>
  fn(...SAMPLE_ARGUMENTS.slice(-fn.length || 0));

/** Values that name a page of the site (`page: "faq"`), not words. */
const NOT_WORDS = new Set(["page"]);

/** Every string leaf with its path, functions called with sample arguments. */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return leaves(call(value as () => unknown), `${path}()`);
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value)
      .filter(([key]) => !NOT_WORDS.has(key))
      .flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  }
  return [];
}

/** The shape of a value: keys, list lengths and kinds, no words. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  }
  return value === null ? "null" : typeof value;
}

/**
 * What reads the same in every language: the games' and social networks' names, the site's own
 * email-like placeholders, and these few words (FAQ is the usual word in each of them).
 */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([
  ...Object.values(GAME_NAMES),
  // The platformer's hero, named in its title.
  "Charlie",
  ...SOCIAL_NETWORKS,
  "FAQ",
  "404",
]);
const keepsItsForm = (text: string) =>
  SAME_IN_EVERY_LANGUAGE.has(text) || !/\p{L}{2,}/u.test(text) || /^\S+@\S+$/.test(text);

/**
 * English words no other language here uses, so one of them in a translation is a slip ("is" and
 * "of" are Dutch words too).
 */
const ENGLISH_WORDS = /\b(?:the|and|you|your|with|for|are|this|what|how|it's|don't)\b/i;
const withoutNames = (text: string) =>
  [...SAME_IN_EVERY_LANGUAGE].reduce((rest, name) => rest.split(name).join(""), text);

describe.each(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))(
  "the words in %s",
  (language) => {
    const words: Record<string, unknown> = { ...wordsIn(language) };
    const englishLeaves = new Map(leaves(english));

    it("have every part English has, in English's shape (keys, list lengths)", () => {
      expect(Object.keys(words).sort()).toEqual(PARTS);
      expect(shape(words)).toEqual(shape(english));
    });

    it("leave nothing in English by mistake", () => {
      const untranslated = leaves(words).filter(
        ([path, text]) =>
          (text === englishLeaves.get(path) && !keepsItsForm(text)) ||
          ENGLISH_WORDS.test(withoutNames(text)),
      );
      expect(untranslated).toEqual([]);
    });

    it("place the game's help links once each, as English does", () => {
      const slots = (text: string) => text.match(/\{\w+\}/g)?.sort();
      const { help } = (words as { home: { game: { help: { text: string } } } }).home.game;
      expect(slots(help.text)).toEqual(slots(en.home.game.help.text));
    });

    it("ask each FAQ question once per list", () => {
      const { home, faq } = words as {
        home: { faq: { question: string }[] };
        faq: { entries: { question: string }[] };
      };
      for (const list of [home.faq, faq.entries]) {
        const questions = list.map((entry) => entry.question.trim().toLowerCase());
        expect(new Set(questions).size).toBe(list.length);
      }
    });
  },
);
