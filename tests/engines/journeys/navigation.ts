import { expect } from "vitest";
import type { Driver } from "../driver";
import { ROUTES, SECTION_IDS, en, pageHeading } from "../texts";
import { BOTH_SIZES, type Journey } from "./journey";
import {
  SELECTORS,
  isSameDocument,
  isShown,
  markDocument,
  navLink,
  waitForPage,
} from "./page-state";

const menuExpanded = (page: Driver) =>
  page.evaluate(function expanded(s) {
    return document.querySelector(s)?.getAttribute("aria-expanded");
  }, SELECTORS.menuToggle);

const headerNavigation: Journey = {
  name: "a header link opens its page without a full reload (the mobile menu opens and closes)",
  sizes: BOTH_SIZES,
  async run({ page }) {
    const link = navLink(ROUTES.faq);
    await page.open(ROUTES.contact);
    await markDocument(page);

    if (page.size.name === "mobile") {
      await page.step("open the menu", async () => {
        expect(await menuExpanded(page)).toBe("false");
        expect(await isShown(page, link), "menu links hidden while closed").toBe(false);
        await page.click(SELECTORS.menuToggle);
        await page.waitFor(
          "the menu to open",
          (s) => {
            const toggle = document.querySelector(s);
            return toggle?.getAttribute("aria-expanded") === "true";
          },
          SELECTORS.menuToggle,
        );
        expect(await isShown(page, link), "menu links shown while open").toBe(true);
      });
    } else {
      expect(await isShown(page, SELECTORS.menuToggle), "no toggle on desktop").toBe(false);
      expect(await isShown(page, link)).toBe(true);
    }

    await page.step("follow the FAQ link", async () => {
      await page.click(link);
      await waitForPage(page, ROUTES.faq, pageHeading(en, "faq"));
      expect(await isSameDocument(page), "client-side navigation").toBe(true);
    });

    if (page.size.name === "mobile") {
      await page.step("the menu has closed", async () => {
        expect(await menuExpanded(page)).toBe("false");
        expect(await isShown(page, link)).toBe(false);
      });
    }
  },
};

/**
 * Waits for the element's top to come to rest just below the sticky header, where Play Now's
 * (smooth) scroll leaves it, unless the page cannot scroll that far.
 */
async function expectSectionAtTop(page: Driver, selector: string) {
  const inPlace = (s: string) => {
    const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const top = document.querySelector(s)?.getBoundingClientRect().top ?? Number.NaN;
    const root = document.documentElement;
    const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight;
    return window.scrollY > 0 && top >= headerBottom - 2 && (atBottom || top <= headerBottom + 40);
  };
  await page.waitFor(`${selector} just below the header`, inPlace, selector);
  await page.settle(selector);
  expect(await page.evaluate(inPlace, selector), "and it stays there").toBe(true);
}

const playNowFromAnotherPage: Journey = {
  name: "Play Now on another page lands on the home page's game section",
  async run({ page }) {
    await page.open(ROUTES.faq);
    await markDocument(page);
    await page.click(SELECTORS.headerPlayNow);
    await waitForPage(page, ROUTES.home, pageHeading(en, "home"), `#${SECTION_IDS.game}`);
    expect(await isSameDocument(page), "client-side navigation").toBe(true);
    await expectSectionAtTop(page, `#${SECTION_IDS.game}`);
  },
};

export const navigationJourneys: Journey[] = [headerNavigation, playNowFromAnotherPage];
