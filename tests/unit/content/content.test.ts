// @vitest-environment node
import { describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import {
  ADVANCED_GUIDE_ITEM_COUNT,
  BENEFIT_TILE_COUNT,
  FAQ_PAGE_COUNT,
  FEATURE_CARD_COUNT,
  HOME_FAQ_COUNT,
  PLATFORMER_ENDING_COUNT,
  PLATFORMER_LEVEL_COUNT,
  PLATFORMER_WORLD_COUNT,
  POLICY_MIN_AGE_YEARS,
  RESPONSE_WINDOW_HOURS,
  SECTION_IDS,
  SPEEDSTER_LIMIT_MINUTES,
} from "@/lib/constants";
import { faqAddresses } from "@/lib/faq-addresses";
import { slugify } from "@/lib/slug";
import type { FaqEntry } from "@/content/types";
import { en } from "../../words";

const { home, charlie, privacy } = en;
const homeFaq = home.faq;
const faqEntries = en.faq.entries;

/** Every string reachable from a value, skipping icon components. */
function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, out);
  } else if (value !== null && typeof value === "object") {
    // Plain objects and module namespaces (null prototype) only.
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return out;
    if ("$$typeof" in value) return out; // a React component such as a lucide icon
    for (const [key, item] of Object.entries(value)) {
      if (key !== "icon") collectStrings(item, out);
    }
  }
  return out;
}

const allText = (value: unknown): string => collectStrings(value).join("\n");
const questions = (entries: FaqEntry[]) => entries.map((entry) => entry.question);

describe("FAQ content", () => {
  it("has the fixed number of questions in each list", () => {
    expect(homeFaq).toHaveLength(HOME_FAQ_COUNT);
    expect(faqEntries).toHaveLength(FAQ_PAGE_COUNT);
  });

  it("never repeats a question within a list", () => {
    for (const list of [homeFaq, faqEntries]) {
      const normalised = questions(list).map((q) => q.trim().toLowerCase());
      expect(new Set(normalised).size).toBe(list.length);
    }
  });

  it("has no empty questions or answers", () => {
    for (const entry of [...homeFaq, ...faqEntries]) {
      expect(entry.question.trim()).not.toBe("");
      expect(entry.answer.trim()).not.toBe("");
    }
  });

  it("states the facts the spec requires on /faq", () => {
    const answers = faqEntries.map((entry) => entry.answer).join("\n");
    expect(answers).toMatch(/local storage/i);
    expect(answers).toMatch(/no daily play limits/i);
    expect(answers).toMatch(/monthly/i);
    expect(answers).toMatch(/accounts may come in a future update/i);
    expect(answers).toMatch(/privacy policy/i);
    expect(answers).toContain(`${RESPONSE_WINDOW_HOURS.min} to ${RESPONSE_WINDOW_HOURS.max} hours`);
  });

  it("names the game from the site config", () => {
    expect(allText([en.faq, homeFaq])).toContain(siteConfig.name);
  });

  it("gives every /faq question its own address, from its wording", () => {
    const addresses = faqAddresses(faqEntries);
    expect(addresses).toHaveLength(FAQ_PAGE_COUNT);
    expect(new Set(addresses).size).toBe(FAQ_PAGE_COUNT);
    expect(addresses).toEqual(questions(faqEntries).map(slugify));
    for (const id of Object.values(SECTION_IDS)) expect(addresses).not.toContain(id);
  });
});

describe("home content", () => {
  it("has the hero the spec describes", () => {
    expect(home.hero.title).toContain(siteConfig.name);
    expect(home.hero.subtitle).toBe("Free Online Cleaning Game");
    expect(home.guide.title).toBe("Gameplay Guide and Tips");
  });

  it("has the fixed number of feature cards and the benefit tiles in order", () => {
    expect(home.about.features).toHaveLength(FEATURE_CARD_COUNT);
    expect(home.about.benefits).toHaveLength(BENEFIT_TILE_COUNT);
    expect(home.about.benefits.map((tile) => tile.title)).toEqual([
      "Stress Relief",
      "Creativity",
      "Productivity",
      "Entertainment",
    ]);
  });

  it("has the guide blocks in the expected shape", () => {
    expect(home.guide.gettingStarted.title).toBe("Getting Started");
    expect(home.guide.gettingStarted.items.length).toBeGreaterThanOrEqual(4);
    expect(home.guide.gettingStarted.items.length).toBeLessThanOrEqual(6);
    expect(home.guide.techniques).toHaveLength(4);
    expect(home.guide.proTips.length).toBeGreaterThanOrEqual(5);
    expect(home.guide.proTips.length).toBeLessThanOrEqual(6);
  });

  it("has the advanced guide items with their exact titles", () => {
    expect(home.guide.advanced).toHaveLength(ADVANCED_GUIDE_ITEM_COUNT);
    expect(home.guide.advanced.map((block) => block.title)).toEqual([
      "Advanced Cleaning Strategies",
      "Level-Specific Tips",
      "Scoring & Achievements",
    ]);
    for (const block of home.guide.advanced) {
      expect(block.items.length).toBeGreaterThanOrEqual(3);
      expect(block.items.length).toBeLessThanOrEqual(5);
    }
  });
});

describe("Charlie the Steak content", () => {
  it("has the four characters in order and the supporting cast", () => {
    expect(charlie.hero.title).toBe("Charlie the Steak");
    expect(charlie.characters.map((c) => c.name)).toEqual([
      "Charlie",
      "Bella Broccoli",
      "Chef Peppercorn",
      "Spud the Potato",
    ]);
    for (const character of charlie.characters) {
      expect(character.specialAbility.trim()).not.toBe("");
      expect(character.weakness.trim()).not.toBe("");
    }
    expect(charlie.supportingCast.map((c) => c.name)).toEqual([
      "Salt Sisters",
      "Herb Garden Gang",
      "Captain Carrot",
    ]);
  });

  it("has the four worlds in order", () => {
    expect(charlie.worlds).toHaveLength(PLATFORMER_WORLD_COUNT);
    expect(charlie.worlds.map((w) => w.name)).toEqual([
      "Kitchen Kingdom",
      "Frigid Refrigerator",
      "Pantry Passage",
      "Dining Room",
    ]);
  });

  it("has the levels spread evenly over the worlds, each named once", () => {
    const perWorld = PLATFORMER_LEVEL_COUNT / PLATFORMER_WORLD_COUNT;
    for (const world of charlie.worlds) expect(world.levels).toHaveLength(perWorld);
    const names = charlie.worlds.flatMap((world) => world.levels.map((level) => level.name));
    expect(new Set(names).size).toBe(PLATFORMER_LEVEL_COUNT);
  });

  it("has the rewards the landing page lists", () => {
    expect(charlie.endings).toHaveLength(PLATFORMER_ENDING_COUNT);
    expect(charlie.seasonings.length).toBeGreaterThanOrEqual(4);
    expect(charlie.seasonings.length).toBeLessThanOrEqual(6);
    expect(charlie.achievements.length).toBeGreaterThanOrEqual(5);
    expect(charlie.achievements.length).toBeLessThanOrEqual(6);
    expect(charlie.bonusContent.length).toBeGreaterThanOrEqual(2);
    expect(charlie.bonusContent.length).toBeLessThanOrEqual(4);
  });

  it("ties the Speedster achievement to the time limit", () => {
    const speedster = charlie.achievements.find((a) => a.name === "Speedster");
    expect(speedster?.requirement).toContain(`${SPEEDSTER_LIMIT_MINUTES} minutes`);
  });

  it("links the community section to the FAQ", () => {
    expect(charlie.communityLinks.map((link) => link.page)).toContain("faq");
  });
});

describe("privacy content", () => {
  const policyText = allText(privacy);

  it("uses unique kebab-case section ids", () => {
    const ids = Object.keys(privacy.sections);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("covers the topics the spec requires", () => {
    expect(policyText).toMatch(/United States/);
    expect(policyText).toContain(`under ${POLICY_MIN_AGE_YEARS}`);
    expect(policyText).toMatch(/IP address/i);
    expect(policyText).toMatch(/cookies/i);
    expect(policyText).toMatch(/local storage/i);
  });
});

describe("all content modules", () => {
  const modules = en;

  it("contains no placeholder text", () => {
    const strings = collectStrings(modules);
    expect(strings.length).toBeGreaterThan(100);
    for (const text of strings) expect(text).not.toMatch(/lorem/i);
  });

  it("contains no HTML or markdown markup", () => {
    for (const text of collectStrings(modules)) {
      expect(text).not.toMatch(/<[a-z/][^>]*>|\*\*|\]\(/i);
    }
  });
});
