import { expect } from "vitest";
import { THEME_STORAGE_KEY } from "../../../src/lib/constants";
import { THEME_ATTRIBUTE } from "../../../src/lib/theme";
import { themeTokens } from "../../theme-tokens";
import type { Driver } from "../driver";
import { ROUTES, en } from "../texts";
import type { Journey } from "./journey";
import { SELECTORS, tabTo } from "./page-state";

const tokens = themeTokens();
const themeText = en.layout.theme;

interface ThemeState {
  label: string;
  choice: string;
  forced: string | null;
  background: string;
  stored: string | null;
}

/** The control (its label and choice), the page's theme and colours, and what is stored. */
function readTheme(page: Driver): Promise<ThemeState> {
  return page.evaluate(
    function themeState(s, attribute, key) {
      const select = document.querySelector<HTMLSelectElement>(s)!;
      // The computed colour, as #rrggbb whatever notation the engine reports it in.
      const canvas = document.createElement("canvas").getContext("2d")!;
      canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
      return {
        label: select.labels?.[0]?.textContent ?? "",
        choice: select.value,
        forced: document.documentElement.getAttribute(attribute),
        background: canvas.fillStyle,
        stored: localStorage.getItem(key),
      };
    },
    SELECTORS.themeControl,
    THEME_ATTRIBUTE,
    THEME_STORAGE_KEY,
  );
}

function forget(page: Driver): Promise<void> {
  return page.evaluate(function clear(key) {
    localStorage.removeItem(key);
  }, THEME_STORAGE_KEY);
}

const darkByKeyboard: Journey = {
  name: "the theme control: Dark with the keyboard turns the page dark, and stays after a reload",
  // The control is in the toggle menu on small screens; choosing works the same there.
  sizes: ["desktop"],
  async run({ page }) {
    // An engine's window may keep storage from one journey to the next: start from System.
    await page.open(ROUTES.faq);
    await forget(page);
    try {
      await page.open(ROUTES.faq);
      const before = await readTheme(page);
      expect(before).toMatchObject({ label: themeText.label, choice: "system", forced: null });

      await page.step("Tab to the control and choose Dark with the arrow keys", async () => {
        await tabTo(page, SELECTORS.themeControl);
        await page.press("ArrowDown");
        await page.press("ArrowDown");
        await page.waitFor(
          "the page to turn dark",
          (attribute) => document.documentElement.getAttribute(attribute) === "dark",
          THEME_ATTRIBUTE,
        );
        expect(await readTheme(page)).toEqual({
          label: themeText.label,
          choice: "dark",
          forced: "dark",
          background: tokens.dark.background,
          stored: "dark",
        });
      });

      await page.step("reload: still dark, and the control says so", async () => {
        await page.open(ROUTES.faq);
        expect(await readTheme(page)).toMatchObject({
          choice: "dark",
          forced: "dark",
          background: tokens.dark.background,
        });
      });

      await page.step("back to System: nothing stored", async () => {
        await tabTo(page, SELECTORS.themeControl);
        await page.press("ArrowUp");
        await page.press("ArrowUp");
        await page.waitFor(
          "the page to follow the system again",
          (attribute) => !document.documentElement.hasAttribute(attribute),
          THEME_ATTRIBUTE,
        );
        expect(await readTheme(page)).toMatchObject({ choice: "system", stored: null });
      });
    } finally {
      await forget(page);
    }
  },
};

export const themeJourneys: Journey[] = [darkByKeyboard];
