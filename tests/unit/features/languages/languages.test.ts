// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_INFO,
  addressFolder,
} from "@/features/languages/languages";

/** Scripts written right to left, by their ISO 15924 codes. */
const RIGHT_TO_LEFT_SCRIPTS = new Set(["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm"]);

describe("the language table", () => {
  it("lists the languages in the root collation of their own names: Latin A–Z, then by script", () => {
    const names = LANGUAGES.map((language) => LANGUAGE_INFO[language].name);
    expect(names).toEqual([...names].sort(new Intl.Collator("und").compare));
  });

  it("names each language by a valid tag, in its own words, with its script's direction", () => {
    for (const language of LANGUAGES) {
      const { name, dir, folder } = LANGUAGE_INFO[language];
      expect(Intl.getCanonicalLocales(language)).toEqual([language]);
      expect(folder).toBe(language.toLowerCase());
      const script = new Intl.Locale(language).maximize().script ?? "";
      expect(dir, language).toBe(RIGHT_TO_LEFT_SCRIPTS.has(script) ? "rtl" : "ltr");
      // Its own name, as the language itself names itself.
      const own = new Intl.DisplayNames([language], { type: "language" }).of(language) ?? "";
      expect(name.toLocaleLowerCase(language), language).toContain(
        own.toLocaleLowerCase(language).split(/[ (（]/)[0],
      );
    }
  });

  it("puts the default language at the root and every other in its own folder", () => {
    expect(addressFolder(DEFAULT_LANGUAGE)).toBe("");
    const folders = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map(addressFolder);
    expect(new Set(folders).size).toBe(LANGUAGES.length - 1);
    expect(folders).not.toContain("");
  });
});
