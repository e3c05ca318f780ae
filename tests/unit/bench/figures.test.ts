// @vitest-environment node
import { describe, expect, it } from "vitest";
import { figure, spread, textTable } from "../../../scripts/bench-figures.mjs";

describe("a timing as printed", () => {
  it("is the median of the runs with their range", () => {
    expect(figure([300, 100, 200])).toBe("200 ms (100–300)");
  });

  it("has no range for one run and reads n/a without any", () => {
    expect(figure([123.4])).toBe("123 ms");
    expect(figure([null, null])).toBe("n/a");
    expect(spread([null, 5])).toBe("");
  });

  it("lines up in columns, names left and figures right", () => {
    expect(
      textTable(
        ["route", "ms"],
        [
          ["/", "5"],
          ["/faq", "120"],
        ],
      ).split("\n"),
    ).toEqual(["route   ms", "-----  ---", "/        5", "/faq   120"]);
  });
});
