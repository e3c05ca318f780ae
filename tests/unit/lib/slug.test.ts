// @vitest-environment node
import { describe, expect, it } from "vitest";
import { slugify, uniqueSlugs } from "@/lib/slug";

describe("slugify", () => {
  it.each([
    ["Where is my progress saved?", "where-is-my-progress-saved"],
    ["Does Tidy Time cost anything?", "does-tidy-time-cost-anything"],
    ["Scoring & Achievements", "scoring-achievements"],
    ["  Why?!  (Really…)  ", "why-really"],
    ["Don't I need an account? It’s free", "dont-i-need-an-account-its-free"],
    ["Level 12: the Dining Room", "level-12-the-dining-room"],
    ["snake_case / slash-and-dash", "snake-case-slash-and-dash"],
  ])("%j → %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it.each([
    ["Crème brûlée à la carte", "creme-brulee-a-la-carte"],
    ["İstanbul Straße", "istanbul-straße"],
    ["Как сохранить игру?", "как-сохранить-игру"],
    ["ゲームを保存するには？", "ゲームを保存するには"],
    ["हिन्दी में खेलें", "हिन्दी-में-खेलें"],
  ])("keeps non-ASCII letters readable: %j → %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("gives the same text the same address, however it is composed", () => {
    const composed = "Café";
    const decomposed = "Cafe\u0301";
    expect(slugify(composed)).toBe("cafe");
    expect(slugify(decomposed)).toBe("cafe");
    expect(slugify(composed)).toBe(slugify(composed));
  });

  it("leaves nothing for a text with no letter or digit", () => {
    expect(slugify("?!… —")).toBe("");
  });
});

describe("uniqueSlugs", () => {
  it("derives each address from its own text, in order", () => {
    expect(uniqueSlugs(["Is it free?", "Can I play offline?"])).toEqual([
      "is-it-free",
      "can-i-play-offline",
    ]);
  });

  it("suffixes repeats with the first free number", () => {
    expect(uniqueSlugs(["Is it free?", "Is it FREE!", "is it free", "Is it free 2"])).toEqual([
      "is-it-free",
      "is-it-free-2",
      "is-it-free-3",
      "is-it-free-2-2",
    ]);
  });

  it("never takes an id already on the page", () => {
    expect(uniqueSlugs(["Game", "Game?"], ["game", "game-2"])).toEqual(["game-3", "game-4"]);
  });

  it("addresses a text with no letter or digit by its position", () => {
    expect(uniqueSlugs(["Why?", "???", "3"])).toEqual(["why", "2", "3"]);
  });

  it("returns addresses that are all different, whatever the input", () => {
    const texts = ["a", "A", "a-2", "a 2", "", "!", "a", "1", "2", "a-2-2"];
    const slugs = uniqueSlugs(texts, ["a-3"]);
    expect(slugs).toHaveLength(texts.length);
    expect(new Set(slugs).size).toBe(texts.length);
    expect(slugs).not.toContain("a-3");
  });
});
