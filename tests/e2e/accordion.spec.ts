import type { Locator, Page } from "@playwright/test";
import { expect, openPage, parseHtml, tabTo, test } from "./fixtures";
import {
  ADVANCED_GUIDE_ITEM_COUNT,
  ADVANCED_GUIDE_TITLES,
  FAQ_PAGE_COUNT,
  HOME_FAQ_COUNT,
  ROUTES,
  SECTION_IDS,
} from "./texts";

interface AccordionCase {
  name: string;
  path: string;
  /** The element that holds the accordion and nothing else with a toggle button. */
  scope: (page: Page) => Locator;
  count: number;
  headingLevel: number;
  titles?: readonly string[];
}

const ACCORDIONS: AccordionCase[] = [
  {
    name: "home FAQ",
    path: ROUTES.home,
    scope: (page) => page.locator(`#${SECTION_IDS.homeFaq}`),
    count: HOME_FAQ_COUNT,
    headingLevel: 3,
  },
  {
    name: "home gameplay guide",
    path: ROUTES.home,
    scope: (page) => page.locator(`#${SECTION_IDS.guide}`),
    count: ADVANCED_GUIDE_ITEM_COUNT,
    headingLevel: 3,
    titles: ADVANCED_GUIDE_TITLES,
  },
  {
    name: "FAQ page",
    path: ROUTES.faq,
    scope: (page) => page.getByRole("main"),
    count: FAQ_PAGE_COUNT,
    headingLevel: 2,
  },
];

/** An accordion's triggers: the buttons that expand and collapse. */
const triggersIn = (scope: Locator) => scope.locator("button[aria-expanded]");

/** The panel a trigger controls: the region it labels. */
async function panelFor(page: Page, trigger: Locator): Promise<Locator> {
  const id = await trigger.getAttribute("id");
  expect(id, "trigger has an id that labels its panel").toBeTruthy();
  return page.locator(`[role="region"][aria-labelledby="${id}"]`);
}

async function expectOpen(page: Page, trigger: Locator) {
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const panel = await panelFor(page, trigger);
  await expect(trigger).toHaveAttribute("aria-controls", (await panel.getAttribute("id")) ?? "");
  await expect(panel).toBeVisible();
  await expect(panel).not.toHaveText("");
}

async function expectClosed(page: Page, trigger: Locator) {
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(await panelFor(page, trigger)).toBeHidden();
}

/** How many of the accordion's items are expanded. */
async function openCount(scope: Locator): Promise<number> {
  return triggersIn(scope).evaluateAll(
    (buttons) => buttons.filter((b) => b.getAttribute("aria-expanded") === "true").length,
  );
}

for (const accordion of ACCORDIONS) {
  test.describe(accordion.name, () => {
    test(`has ${accordion.count} collapsed items whose answers are in the static HTML`, async ({
      page,
    }) => {
      await openPage(page, accordion.path);
      const scope = accordion.scope(page);
      const triggers = triggersIn(scope);
      await expect(triggers).toHaveCount(accordion.count);
      expect(await openCount(scope)).toBe(0);
      // Each question sits in a heading at the level that fits the page outline.
      const headingTags = await triggers.evaluateAll((buttons) =>
        buttons.map((button) => button.parentElement?.tagName),
      );
      expect(new Set(headingTags)).toEqual(new Set([`H${accordion.headingLevel}`]));
      if (accordion.titles) await expect(triggers).toHaveText([...accordion.titles]);

      // What a crawler or a visitor without JavaScript gets: the prerendered document.
      const questions = await triggers.allTextContents();
      const answers = await Promise.all(
        (await triggers.all()).map(async (trigger) =>
          (await panelFor(page, trigger)).textContent(),
        ),
      );
      const html = await (await page.request.get(accordion.path)).text();
      const staticText = parseHtml(html).body.textContent ?? "";
      for (const [index, answer] of answers.entries()) {
        expect(answer?.trim(), `answer to "${questions[index]}"`).toBeTruthy();
        expect(staticText, `static HTML holds the answer to "${questions[index]}"`).toContain(
          answer?.trim(),
        );
        await expectClosed(page, triggers.nth(index));
      }
    });

    test("opens one item at a time and closes the open one", async ({ page }) => {
      await openPage(page, accordion.path);
      const scope = accordion.scope(page);
      const triggers = triggersIn(scope);
      const first = triggers.first();
      const second = triggers.nth(1);
      const last = triggers.last();

      await first.click();
      await expectOpen(page, first);
      expect(await openCount(scope)).toBe(1);

      await second.click();
      await expectOpen(page, second);
      await expectClosed(page, first);
      expect(await openCount(scope)).toBe(1);

      await last.click();
      await expectOpen(page, last);
      await expectClosed(page, second);
      expect(await openCount(scope)).toBe(1);

      await last.click();
      await expectClosed(page, last);
      expect(await openCount(scope)).toBe(0);
    });

    test("works with the keyboard alone", async ({ page }) => {
      await openPage(page, accordion.path);
      const scope = accordion.scope(page);
      const triggers = triggersIn(scope);
      const first = triggers.first();
      const second = triggers.nth(1);

      await tabTo(page, first, { limit: 150 });
      await page.keyboard.press("Enter");
      await expectOpen(page, first);
      await page.keyboard.press("Space");
      await expectClosed(page, first);

      await page.keyboard.press("ArrowDown");
      await expect(second).toBeFocused();
      await page.keyboard.press("Space");
      await expectOpen(page, second);
      await page.keyboard.press("ArrowUp");
      await expect(first).toBeFocused();
      await page.keyboard.press("Enter");
      await expectOpen(page, first);
      await expectClosed(page, second);

      await page.keyboard.press("End");
      await expect(triggers.last()).toBeFocused();
      await page.keyboard.press("Home");
      await expect(first).toBeFocused();
      await page.keyboard.press("Enter");
      await expectClosed(page, first);
      expect(await openCount(scope)).toBe(0);
    });
  });
}
