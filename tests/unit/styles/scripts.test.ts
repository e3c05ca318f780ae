// @vitest-environment node
/**
 * Each script as its readers expect (src/styles/globals.css): system fonts named per script with
 * `:lang()`, no web font; Korean words kept whole; Chinese and Japanese punctuation kept off a
 * line's start; nothing breaking lines anywhere (Thai finds its own word boundaries).
 */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/features/languages/languages";

const css = readFileSync("src/styles/globals.css", "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

/** The declarations of a `:lang(tag)` rule, or "" where there is none. */
function langRule(tag: string): string {
  const escaped = tag.replace(/[-]/g, "\\-");
  return new RegExp(`:lang\\(${escaped}\\)\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
}

/** The script a language is written in, by CLDR's likely subtags: "Hang" for Korean. */
const scriptOf = (language: string) => new Intl.Locale(language).maximize().script ?? "";
/** Scripts every font stack here covers: Latin and Cyrillic are in the base stack's fonts. */
const BASE_SCRIPTS = new Set(["Latn", "Cyrl"]);

describe("each script as its readers expect", () => {
  it.each(LANGUAGES.filter((language) => !BASE_SCRIPTS.has(scriptOf(language))))(
    "%s names its own system fonts with :lang()",
    (language) => {
      const rule = langRule(language);
      expect(rule, `:lang(${language})`).toMatch(/font-family:[^;]*"[^"]+"[^;]*sans-serif/);
    },
  );

  it("keeps Korean words whole, breaking inside one only where it cannot fit", () => {
    expect(langRule("ko")).toMatch(/word-break:\s*keep-all/);
  });

  it("keeps closing punctuation off a line's start in Chinese and Japanese", () => {
    for (const tag of ["zh-Hans", "ja"]) expect(langRule(tag)).toMatch(/line-break:\s*strict/);
  });

  it("never breaks words apart for the browser (Thai and every other script)", () => {
    const sources = readdirSync("src", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(?:tsx?|css)$/.test(file))
      .map((file) => readFileSync(`src/${file}`, "utf8"));
    for (const source of sources) expect(source).not.toMatch(/break-all/);
  });

  it("downloads no font", () => {
    expect(css).not.toMatch(/@font-face|url\([^)]*\.(?:woff2?|ttf|otf)/);
  });
});
