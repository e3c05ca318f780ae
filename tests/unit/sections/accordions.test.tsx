import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FAQ_PAGE_COUNT, HOME_FAQ_COUNT, SECTION_IDS } from "@/lib/constants";
import { ROUTES } from "@/lib/routes";
import { renderRoute } from "../../render";
import { en } from "../../words";

const faqPageEntries = en.faq.entries;
const advancedGuide = en.home.guide.advanced;
const homeFaq = en.home.faq;

// The panel a trigger controls, and whether it shows: its item's state, which the stylesheet
// follows (jsdom applies no CSS; the browser suite checks what is visible).
const panelOf = (trigger: HTMLElement) =>
  document.querySelector(`[role="region"]#${CSS.escape(trigger.getAttribute("aria-controls")!)}`);
const panelState = (trigger: HTMLElement) =>
  panelOf(trigger)?.closest("[data-state]")?.getAttribute("data-state");

describe("home FAQ accordion", () => {
  it(`lists the ${HOME_FAQ_COUNT} questions, all closed, answers already in the page`, async () => {
    await renderRoute(ROUTES.home);
    const section = document.getElementById(SECTION_IDS.homeFaq)!;
    const triggers = within(section).getAllByRole("button", { expanded: false });
    expect(triggers).toHaveLength(HOME_FAQ_COUNT);
    expect(triggers.map((t) => t.textContent)).toEqual(homeFaq.map((e) => e.question));
    for (const entry of homeFaq) expect(section).toHaveTextContent(entry.answer);
    for (const trigger of triggers) {
      expect(panelOf(trigger)).toHaveAttribute("aria-labelledby", trigger.id);
      expect(panelState(trigger)).toBe("closed");
    }
  });

  it("opens one answer at a time and closes the open one again", async () => {
    const { user } = await renderRoute(ROUTES.home);
    const section = within(document.getElementById(SECTION_IDS.homeFaq)!);
    const [first, second] = homeFaq.map((e) => section.getByRole("button", { name: e.question }));

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(panelState(first)).toBe("open");

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(section.queryAllByRole("button", { expanded: true })).toHaveLength(0);
  });
});

describe("guide accordion", () => {
  it("holds the three advanced topics, single-open and collapsible", async () => {
    const { user } = await renderRoute(ROUTES.home);
    const section = within(document.getElementById(SECTION_IDS.guide)!);
    const triggers = advancedGuide.map((b) => section.getByRole("button", { name: b.title }));
    expect(triggers.map((t) => t.textContent)).toEqual([
      "Advanced Cleaning Strategies",
      "Level-Specific Tips",
      "Scoring & Achievements",
    ]);
    await user.click(triggers[0]);
    await user.click(triggers[2]);
    expect(triggers.map((t) => t.getAttribute("aria-expanded"))).toEqual([
      "false",
      "false",
      "true",
    ]);
    await user.click(triggers[2]);
    expect(triggers[2]).toHaveAttribute("aria-expanded", "false");
  });
});

describe("FAQ page accordion", () => {
  it(`has ${FAQ_PAGE_COUNT} questions as level-2 headings under the page's h1`, async () => {
    await renderRoute(ROUTES.faq);
    const main = within(screen.getByRole("main"));
    const questions = main.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(questions).toEqual(expect.arrayContaining(faqPageEntries.map((e) => e.question)));
    expect(faqPageEntries).toHaveLength(FAQ_PAGE_COUNT);
  });

  it("works from the keyboard: Enter opens, Space closes, one open at a time", async () => {
    const { user } = await renderRoute(ROUTES.faq);
    const [first, second] = faqPageEntries.map((e) =>
      screen.getByRole("button", { name: e.question }),
    );
    first.focus();
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(second).toHaveAttribute("aria-expanded", "false");
  });
});
