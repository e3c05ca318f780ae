// @vitest-environment node
import { describe, expect, it } from "vitest";
import { count, formatDate, formatNumber } from "@/features/languages/intl";
import { LANGUAGES } from "@/features/languages/languages";

const LEVELS_PL = { one: "# poziom", few: "# poziomy", many: "# poziomów", other: "# poziomu" };

describe("counts, by each language's plural rules", () => {
  it.each([
    [1, "1 poziom"],
    [2, "2 poziomy"],
    [4, "4 poziomy"],
    [5, "5 poziomów"],
    [12, "12 poziomów"],
    [22, "22 poziomy"],
    [25, "25 poziomów"],
    [1.5, "1,5 poziomu"],
  ])("Polish: %d → %s", (value, words) => {
    expect(count("pl", value, LEVELS_PL)).toBe(words);
  });

  it("English has one and other; Japanese only other", () => {
    const levels = { one: "# level", other: "# levels" };
    expect([1, 2].map((n) => count("en", n, levels))).toEqual(["1 level", "2 levels"]);
    expect(count("ja", 1, { other: "#レベル" })).toBe("1レベル");
  });

  it("Arabic picks among its six forms, with Western digits", () => {
    const forms = { zero: "z", one: "o", two: "t", few: "# f", many: "# m", other: "# x" };
    expect([0, 1, 2, 3, 11, 100].map((n) => count("ar", n, forms))).toEqual([
      "z",
      "o",
      "t",
      "3 f",
      "11 m",
      "100 x",
    ]);
  });
});

describe("numbers, dates and lists in the page's language", () => {
  it("writes numbers and dates each language's way", () => {
    expect(formatNumber("de", 1500)).toBe("1.500");
    expect(formatNumber("pl", 1500)).toBe("1500");
    expect(formatDate("ja", "2023-04-19")).toBe("2023年4月19日");
    expect(formatDate("tr", "2023-04-19")).toBe("19 Nisan 2023");
    expect(formatDate("it", "2023-04-19")).toBe("19 aprile 2023");
  });

  it("writes every number as Intl.NumberFormat does, the small whole ones written without it too", () => {
    const values = [...Array.from({ length: 1001 }, (_, n) => n), 1500, 12345, 1.5, -1, -999];
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(`${language}-u-nu-latn`);
      const differing = values.filter(
        (value) => formatNumber(language, value) !== intl.format(value),
      );
      expect(differing, language).toEqual([]);
    }
  });
});
