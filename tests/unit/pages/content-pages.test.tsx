import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  BENEFIT_TILE_COUNT,
  FEATURE_CARD_COUNT,
  PLATFORMER_ENDING_COUNT,
  PLATFORMER_LEVEL_COUNT,
  PLATFORMER_WORLD_COUNT,
  POLICY_MIN_AGE_YEARS,
  PRIVACY_LAST_UPDATED,
  SECTION_IDS,
  SPEEDSTER_LIMIT_MINUTES,
} from "@/lib/constants";
import { formatDate } from "@/features/languages/intl";
import { ROUTES, gameSectionHref } from "@/lib/routes";
import { renderRoute } from "../../render";
import { en } from "../../words";

const { characters, supportingCast, worlds, endings } = en.charlie;
let levelNumber = 0;
const levels = en.charlie.worlds.flatMap((world) =>
  world.levels.map((level) => ({ ...level, number: ++levelNumber, world: world.name })),
);
const labels = {
  ...en.layout,
  loadingGame: en.game.loading,
  playFreeNow: en.home.about.playFreeNow,
  contactSupport: en.faq.moreHelp.contactSupport,
  contactUs: en.privacy.questions.contactUs,
};
const benefitTiles = en.home.about.benefits;
const featureCards = en.home.about.features;
const homeHero = en.home.hero;
const privacySections = Object.entries(en.privacy.sections).map(([id, section]) => ({
  id,
  ...section,
}));

const main = () => within(screen.getByRole("main"));

describe("home page", () => {
  it("opens with the hero: title, subtitle, Play Now and Learn More", async () => {
    await renderRoute(ROUTES.home);
    expect(main().getByRole("heading", { level: 1 })).toHaveTextContent(homeHero.title);
    expect(main().getByText("Free Online Cleaning Game")).toBeInTheDocument();
    expect(main().getAllByRole("link", { name: labels.playNow })[0]).toHaveAttribute(
      "href",
      gameSectionHref("en"),
    );
    const learnMore = main().getByRole("link", {
      name: new RegExp(`^${labels.learnMore}\\s+about ${homeHero.title}$`),
    });
    expect(learnMore).toHaveAttribute("href", ROUTES.faq);
    expect(learnMore).toHaveTextContent(labels.learnMore);
  });

  it("keeps the sections in the spec's order", async () => {
    await renderRoute(ROUTES.home);
    const ids = [...screen.getByRole("main").querySelectorAll("section[id]")].map((s) => s.id);
    expect(ids).toEqual([
      SECTION_IDS.game,
      SECTION_IDS.about,
      SECTION_IDS.guide,
      SECTION_IDS.homeFaq,
    ]);
  });

  it(`shows ${FEATURE_CARD_COUNT} feature cards, the ${BENEFIT_TILE_COUNT} benefit tiles and Play Free Now`, async () => {
    await renderRoute(ROUTES.home);
    const about = within(document.getElementById(SECTION_IDS.about)!);
    for (const card of [...featureCards, ...benefitTiles]) {
      expect(about.getByRole("heading", { name: card.title })).toBeInTheDocument();
    }
    expect(benefitTiles.map((t) => t.title)).toEqual([
      "Stress Relief",
      "Creativity",
      "Productivity",
      "Entertainment",
    ]);
    expect(about.getByRole("link", { name: labels.playFreeNow })).toHaveAttribute(
      "href",
      gameSectionHref("en"),
    );
  });

  it("has the guide's parts in order: Getting Started, Cleaning Techniques, accordion, Pro Tips", async () => {
    await renderRoute(ROUTES.home);
    const guide = document.getElementById(SECTION_IDS.guide)!;
    const headings = [...guide.querySelectorAll("h3")].map((h) => h.textContent);
    expect(headings).toEqual([
      "Getting Started",
      "Cleaning Techniques",
      "Advanced Cleaning Strategies",
      "Level-Specific Tips",
      "Scoring & Achievements",
      "Pro Tips",
    ]);
  });
});

describe("Charlie the Steak page", () => {
  it("has hero anchors to the game and the guide, and both targets exist", async () => {
    await renderRoute(ROUTES.charlie);
    expect(main().getByRole("link", { name: labels.playNow })).toHaveAttribute(
      "href",
      `/charlie-the-steak#${SECTION_IDS.charlieGame}`,
    );
    expect(main().getByRole("link", { name: labels.learnMore })).toHaveAttribute(
      "href",
      `/charlie-the-steak#${SECTION_IDS.charlieGuide}`,
    );
    expect(
      document.getElementById(SECTION_IDS.charlieGame)!.querySelector("iframe"),
    ).not.toBeNull();
    expect(document.getElementById(SECTION_IDS.charlieGuide)).toHaveTextContent(/controls/i);
  });

  it("names every character, world, level and ending", async () => {
    await renderRoute(ROUTES.charlie);
    expect(levels).toHaveLength(PLATFORMER_LEVEL_COUNT);
    expect(worlds).toHaveLength(PLATFORMER_WORLD_COUNT);
    expect(endings).toHaveLength(PLATFORMER_ENDING_COUNT);
    const names = [...characters, ...supportingCast, ...worlds, ...levels, ...endings].map(
      (item) => item.name,
    );
    for (const name of names) expect(screen.getByRole("main")).toHaveTextContent(name);
    expect(screen.getByRole("main")).toHaveTextContent(`under ${SPEEDSTER_LIMIT_MINUTES} minutes`);
  });

  it("links to the FAQ from the community section", async () => {
    await renderRoute(ROUTES.charlie);
    const community = within(document.getElementById("community")!);
    expect(community.getAllByRole("link").map((l) => l.getAttribute("href"))).toContain(ROUTES.faq);
  });
});

describe("privacy page", () => {
  it("is dated, covers every required topic and links to contact", async () => {
    await renderRoute(ROUTES.privacy);
    const text = screen.getByRole("main").textContent!;
    expect(text).toContain(`Last updated ${formatDate("en", PRIVACY_LAST_UPDATED)}`);
    for (const section of privacySections) {
      expect(main().getByRole("heading", { level: 2, name: section.title })).toBeInTheDocument();
    }
    for (const topic of [/IP address/i, /cookies/i, /United States/i, /third[- ]party/i]) {
      expect(text).toMatch(topic);
    }
    expect(text).toContain(`under ${POLICY_MIN_AGE_YEARS}`);
    expect(main().getByRole("link", { name: labels.contactUs })).toHaveAttribute(
      "href",
      ROUTES.contact,
    );
  });
});
