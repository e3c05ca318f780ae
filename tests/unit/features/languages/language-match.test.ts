// @vitest-environment node
import { describe, expect, it } from "vitest";
import { siteLanguageOf, suggestedLanguage } from "@/features/languages/language-match";
import type { Language } from "@/features/languages/languages";

/** The site's languages as the issue names them, so these cases hold whatever the table holds. */
const SITE: Language[] = ["en", "es", "pt-BR", "fr", "de", "ar"];

describe("the site language a browser's tag names", () => {
  it.each<[unknown, Language | null]>([
    ["es", "es"],
    ["ES", "es"],
    ["es-419", "es"],
    ["es-ES", "es"],
    ["pt-BR", "pt-BR"],
    ["pt-br", "pt-BR"],
    ["pt-PT", "pt-BR"],
    ["pt", "pt-BR"],
    ["en-GB", "en"],
    ["ar-EG", "ar"],
    [" fr-CA ", "fr"],
    ["de-Latn-CH", "de"],
    ["zh-Hant-TW", null],
    ["zh-TW", null],
    ["zh-HK", null],
    ["nl", null],
    ["", null],
    ["*", null],
    ["not a tag!", null],
    [null, null],
    [42, null],
    [{ language: "es" }, null],
  ])("%j → %s", (tag, expected) => {
    expect(siteLanguageOf(tag, SITE)).toBe(expected);
  });
});

describe("the site's own table", () => {
  it.each<[string, Language | null]>([
    ["ja-JP", "ja"],
    ["ja", "ja"],
    ["tr-TR", "tr"],
    ["it-CH", "it"],
    ["pl-PL", "pl"],
    ["pt-PT", "pt-BR"],
    ["es-419", "es"],
    ["ko-KR", "ko"],
    ["ru-UA", "ru"],
    ["uk", "uk"],
    ["nl-BE", "nl"],
    // Simplified Chinese for Simplified readers only, whatever the tag says or leaves out.
    ["zh", "zh-Hans"],
    ["zh-CN", "zh-Hans"],
    ["zh-SG", "zh-Hans"],
    ["zh-Hans-HK", "zh-Hans"],
    ["zh-TW", null],
    ["zh-HK", null],
    ["zh-Hant", null],
    // The old codes some browsers still send.
    ["he", "he"],
    ["iw", "he"],
    ["iw-IL", "he"],
    ["id", "id"],
    ["in", "id"],
    ["in-ID", "id"],
    ["hi-IN", "hi"],
    ["hi-Latn", null],
    ["th-TH", "th"],
    ["vi-VN", "vi"],
  ])("%s → %s", (tag, expected) => {
    expect(siteLanguageOf(tag)).toBe(expected);
  });

  it("offers Japanese on an English page to a ja-JP browser, and nothing on the Japanese page", () => {
    expect(suggestedLanguage(["ja-JP", "en-US"], "en")).toBe("ja");
    expect(suggestedLanguage(["ja-JP", "en-US"], "ja")).toBeNull();
  });
});

describe("the language offered on a page", () => {
  it("offers the first preferred language the site has, ahead of the page's own", () => {
    expect(suggestedLanguage(["es-419", "en"], "en", SITE)).toBe("es");
    expect(suggestedLanguage(["zh-CN", "nl", "pt-PT", "en"], "en", SITE)).toBe("pt-BR");
    expect(suggestedLanguage(["ja-JP", "de-AT"], "fr", SITE)).toBe("de");
  });

  it("offers nothing when the page's own language comes first, in any region", () => {
    expect(suggestedLanguage(["en-US", "es"], "en", SITE)).toBeNull();
    expect(suggestedLanguage(["es-MX", "en"], "es", SITE)).toBeNull();
    expect(suggestedLanguage(["pt-PT", "es"], "pt-BR", SITE)).toBeNull();
  });

  it("offers nothing for languages the site does not have", () => {
    expect(suggestedLanguage(["zh-CN", "nl", "sv"], "en", SITE)).toBeNull();
  });

  it("never throws on malformed or empty lists", () => {
    for (const preferences of [[], undefined, null, "es", 7, {}, [null, 3, "", "??", "es"]]) {
      expect(() => suggestedLanguage(preferences, "en", SITE)).not.toThrow();
    }
    expect(suggestedLanguage([], "en", SITE)).toBeNull();
    expect(suggestedLanguage(undefined, "en", SITE)).toBeNull();
    expect(suggestedLanguage("es", "en", SITE)).toBeNull();
    expect(suggestedLanguage([null, 3, "", "??", "es"], "en", SITE)).toBe("es");
  });
});
