// @vitest-environment node
/**
 * A content folder never names a language: its words get their counting, numbers and casing from
 * the tools the loader binds to the folder's language (src/content/tools.ts). A folder copied to
 * start another language then cannot keep the old one's rules by a code left behind.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES, LANGUAGE_INFO } from "@/features/languages/languages";

const CONTENT = "src/content";

/** A quoted string shaped like a language tag ("ru", "pt-BR", "zh-Hans"). */
const QUOTED_TAG = /(["'`])([a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|[a-z]{2}|\d{3}))?)\1/g;
const englishNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

/** A tag is a language's when Intl knows its language by name (so "ok" or "id" the word is not). */
function languageCodesIn(source: string): string[] {
  const found = [...source.matchAll(QUOTED_TAG)].map((match) => match[2]);
  return found.filter((tag) => {
    try {
      return englishNames.of(tag) !== undefined;
    } catch {
      return false;
    }
  });
}

/** What only a language's code would be passed to: Intl's constructors, locale-bound casing. */
const LANGUAGE_APIS = /\bIntl\.|toLocale(?:Lower|Upper)Case\(\s*\S|from\s+["']@\/lib\/intl["']/g;

/** The code alone: comments quote words of the language ("na"), which are not codes. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

const folders = LANGUAGES.map((language) => LANGUAGE_INFO[language].folder);
const files = folders.flatMap((folder) =>
  readdirSync(`${CONTENT}/${folder}`)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => `${CONTENT}/${folder}/${file}`),
);

describe("a language's content folder", () => {
  it("finds the codes this test looks for", () => {
    expect(languageCodesIn(`count("ru", 1) "pt-BR" 'zh-Hans' \`he\``)).toEqual([
      "ru",
      "pt-BR",
      "zh-Hans",
      "he",
    ]);
    expect(languageCodesIn(`"ok" "no-op" "#" "FAQ"`)).toEqual([]);
  });

  it.each(files)("%s names no language code and calls no language's rules itself", (file) => {
    const source = withoutComments(readFileSync(file, "utf8"));
    expect(languageCodesIn(source)).toEqual([]);
    expect(source.match(LANGUAGE_APIS) ?? []).toEqual([]);
  });
});
