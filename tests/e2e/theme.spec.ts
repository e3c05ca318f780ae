/**
 * The dark theme and the player's choice of theme: System follows the system setting, with or
 * without JavaScript; a choice of Light or Dark is on the very first paint of every later page,
 * before any of the page's code has loaded; a corrupted or unreadable stored value is System;
 * blocked storage still lets the choice hold for the visit. The browser's own parts (form
 * controls, scrollbars, the toolbar's tint) follow.
 */
import type { Locator, Page } from "@playwright/test";
import { THEME_STORAGE_KEY } from "../../src/lib/constants";
import { THEME_ATTRIBUTE, THEME_COLORS } from "../../src/lib/theme";
import { cssRgb, themeTokens } from "../theme-tokens";
import {
  clickHeaderLink,
  expect,
  holdPageScripts,
  openPage,
  tabTo,
  test,
  waitForHydration,
} from "./fixtures";
import { BOTH_SIZES } from "./sizes";
import { ROUTES, labels, themeText } from "./texts";

const tokens = themeTokens();
type Shown = "light" | "dark";

const themeControl = (page: Page) => page.getByRole("combobox", { name: themeText.label });

/** On small screens the control is in the toggle menu. */
async function showThemeControl(page: Page): Promise<Locator> {
  const toggle = page.getByRole("button", { name: labels.openMenu });
  if (await toggle.isVisible()) await toggle.click();
  return themeControl(page);
}

/** The page's colours are those of the `shown` theme, down to the browser's own controls. */
async function expectShown(page: Page, shown: Shown) {
  await expect(page.locator("body")).toHaveCSS(
    "background-color",
    cssRgb(tokens[shown].background),
  );
  await expect(page.locator("body")).toHaveCSS("color", cssRgb(tokens[shown].foreground));
}

/** What the player forced, as the page says it: the attribute, color-scheme and toolbar tint. */
async function expectForced(page: Page, forced: Shown | null) {
  const html = page.locator("html");
  if (forced) await expect(html).toHaveAttribute(THEME_ATTRIBUTE, forced);
  else await expect(html).not.toHaveAttribute(THEME_ATTRIBUTE);
  await expect(html).toHaveCSS("color-scheme", forced ?? "light dark");
  // The browser tints its toolbar with the first theme-color tag that applies.
  const first = page.locator('meta[name="theme-color"]').first();
  if (forced) {
    await expect(first).not.toHaveAttribute("media");
    await expect(first).toHaveAttribute("content", THEME_COLORS[forced]);
  } else {
    await expect(first).toHaveAttribute("media", "(prefers-color-scheme: light)");
  }
}

async function storeChoice(page: Page, value: string) {
  await page.evaluate(
    ([key, stored]) => localStorage.setItem(key, stored),
    [THEME_STORAGE_KEY, value],
  );
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" });

  test("the page follows the system setting, and offers no control that could not work", async ({
    page,
  }) => {
    await page.goto(ROUTES.home);
    await expectShown(page, "dark");
    await expect(page.locator("html")).toHaveCSS("color-scheme", "light dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expectShown(page, "light");
    await expect(themeControl(page)).toBeHidden();
  });
});

test.describe("a stored choice", () => {
  for (const [stored, system] of [
    ["dark", "light"],
    ["light", "dark"],
  ] as const) {
    test(`${stored} over a ${system} system is on the first paint, before any module has loaded`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system });
      await openPage(page, ROUTES.privacy);
      await storeChoice(page, stored);

      const release = await holdPageScripts(page);
      await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" });
      // The page is on screen and none of its code has run: what shows is the boot script's.
      await page.waitForFunction(
        () => performance.getEntriesByName("first-contentful-paint").length,
      );
      expect(await page.evaluate(() => document.readyState)).not.toBe("loading");
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      await expectShown(page, stored);
      await expectForced(page, stored);

      release();
      await waitForHydration(page);
      await expect(themeControl(page)).toHaveValue(stored);
      await expectShown(page, stored);
    });
  }

  test("a stored value unknown or corrupted reads as System without a word", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await openPage(page, ROUTES.privacy);
    for (const corrupted of ["DARK", "dark;", "", '"dark"', "l\u0000ight"]) {
      await test.step(JSON.stringify(corrupted), async () => {
        await storeChoice(page, corrupted);
        await openPage(page, ROUTES.faq);
        await expectForced(page, null);
        await expectShown(page, "dark");
        await expect(themeControl(page)).toHaveValue("system");
      });
    }
    // The fixture fails the test on any console error or warning.
  });
});

test(
  "the control: named Theme, says the choice, works by keyboard, and is remembered",
  BOTH_SIZES,
  async ({ page }) => {
    await openPage(page, ROUTES.home);
    const control = await showThemeControl(page);
    await expect(control).toBeVisible();
    await expect(control).toHaveAccessibleName(themeText.label);
    await expect(control).toMatchAriaSnapshot(`
    - combobox "${themeText.label}":
      - option "${themeText.options.system}" [selected]
      - option "${themeText.options.light}"
      - option "${themeText.options.dark}"
  `);
    await expectForced(page, null);
    await expectShown(page, "light");

    await tabTo(page, control);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(control).toHaveValue("dark");
    await expect(control).toMatchAriaSnapshot(`
    - combobox "${themeText.label}":
      - option "${themeText.options.dark}" [selected]
  `);
    await expectForced(page, "dark");
    await expectShown(page, "dark");

    await page.reload({ waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    await expectShown(page, "dark");
    await expect(await showThemeControl(page)).toHaveValue("dark");

    await tabTo(page, control);
    await page.keyboard.press("ArrowUp");
    await expectForced(page, "light");
    await page.keyboard.press("ArrowUp");
    await expect(control).toHaveValue("system");
    await expectForced(page, null);
    expect(await page.evaluate(() => ({ ...localStorage })), "nothing stored").toEqual({});
  },
);

test("where storage is blocked, a choice holds for the visit, without errors", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await openPage(page, ROUTES.home);
  await themeControl(page).selectOption("dark");
  await expectForced(page, "dark");
  await clickHeaderLink(page, "FAQ");
  await expect(page).toHaveURL(/\/faq$/);
  await expectShown(page, "dark");
  await expect(themeControl(page)).toHaveValue("dark");
  // Nothing could be kept: a new visit follows the system again.
  await openPage(page, ROUTES.faq);
  await expectForced(page, null);
});

test("a choice made before the page is interactive is applied once it is", async ({ page }) => {
  const release = await holdPageScripts(page);
  await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" });
  await themeControl(page).selectOption("dark");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  release();
  await waitForHydration(page);
  await expectForced(page, "dark");
  await expectShown(page, "dark");
  await page.reload({ waitUntil: "domcontentloaded" });
  await expectForced(page, "dark");
});
