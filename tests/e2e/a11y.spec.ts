/**
 * Accessibility of every page and every state a player can put it in, in both themes: axe
 * (WCAG 2.2 A/AA) runs in the light theme, then in the dark one, in the same page load (the
 * system setting switches without a reload), and the keyboard checks look at the focus ring in
 * both.
 */
import type { Page } from "@playwright/test";
import { THEME_ATTRIBUTE } from "../../src/lib/theme";
import {
  COLOR_SCHEMES,
  expect,
  expectNoAxeViolationsInBothThemes,
  holdPageScripts,
  openPage,
  tabTo,
  test,
  waitForHydration,
  waitForScrollToSettle,
} from "./fixtures";
import { BOTH_SIZES, MOBILE_ONLY } from "./sizes";
import { fullscreenButton, gameView, overlayIn, withoutFullscreenApi } from "./game-view";
import {
  CONTACT_SEND_DELAY_MS,
  HEADER_NAV,
  ALL_PAGES,
  ROUTES,
  SECTION_IDS,
  SITE_NAME,
  contactFormText,
  gameViewText,
  labels,
  messageSentToast,
} from "./texts";

const menuToggle = (page: Page) => page.getByRole("banner").locator("button[aria-controls]");
const mainNavLink = (page: Page, label: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true });

/** WCAG 1.4.11: a focus indicator needs 3:1 against the colours next to it. */
const FOCUS_RING_CONTRAST = 3;

/** The Tab stops found so far, in order (kept in the page by the keyboard test). */
type StopList = { __e2eStopList?: HTMLElement[] };

/**
 * Runs in the page: the contrast of each Tab stop's outline against what it is drawn over (the
 * outline sits outside the element, so its parents' backgrounds, the translucent ones blended
 * over those below), in each theme, forced as the theme control forces it (the same tokens the
 * system setting selects). Colours ease into a new theme: they are taken at their end. The stops
 * are focused again from script, which after the keyboard keeps `:focus-visible`, all in one
 * theme and then all in the other: a restyle per theme instead of two per stop, which made this
 * the suite's slowest test.
 */
function focusRingContrasts({
  attribute,
  themes,
}: {
  attribute: string;
  themes: readonly string[];
}): { stop: number; theme: string; ratio: number }[] {
  const root = document.documentElement;
  const before = root.getAttribute(attribute);
  const stops = (window as unknown as StopList).__e2eStopList ?? [];
  const ratios = [];
  for (const theme of themes) {
    root.setAttribute(attribute, theme);
    for (const [stop, element] of stops.entries()) {
      element.focus({ preventScroll: true });
      ratios.push({ stop, theme, ratio: focusRingContrast() });
    }
  }
  if (before === null) root.removeAttribute(attribute);
  else root.setAttribute(attribute, before);
  return ratios;

  function focusRingContrast(): number {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    /** Any CSS colour (rgb, oklab, color-mix…) as sRGB 0–255 and alpha 0–1. */
    const rgba = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return { rgb: [r, g, b], alpha: a / 255 };
    };
    const layers = [];
    for (let node = document.activeElement!.parentElement; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer.alpha > 0) layers.push(layer);
      if (layer.alpha === 1) break;
    }
    let backdrop = [255, 255, 255];
    for (const { rgb, alpha } of layers.reverse()) {
      backdrop = rgb.map((value, i) => value * alpha + backdrop[i] * (1 - alpha));
    }
    const ring = rgba(getComputedStyle(document.activeElement!).outlineColor).rgb;
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(ring), luminance(backdrop)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  }
}

test.describe("axe: no WCAG 2.2 A/AA violations, in the light and the dark theme", () => {
  for (const { path, status } of ALL_PAGES) {
    test(`on ${path}`, BOTH_SIZES, async ({ page }) => {
      await openPage(page, path, status);
      await expectNoAxeViolationsInBothThemes(page, path, { everyTextRead: true });
    });
  }

  test("with the mobile menu open", MOBILE_ONLY, async ({ page }) => {
    await openPage(page, ROUTES.home);
    await menuToggle(page).click();
    await expect(mainNavLink(page, HEADER_NAV[0].label)).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, "home with the menu open");
  });

  test("with accordion items open", BOTH_SIZES, async ({ page }) => {
    await openPage(page, ROUTES.home);
    for (const section of [SECTION_IDS.guide, SECTION_IDS.homeFaq]) {
      const trigger = page.locator(`#${section} button[aria-expanded]`).first();
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
    }
    await expectNoAxeViolationsInBothThemes(page, "home with accordion items open");

    await openPage(page, ROUTES.faq);
    const trigger = page.getByRole("main").locator("button[aria-expanded]").nth(2);
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolationsInBothThemes(page, "/faq with an item open");
  });

  test("with the toast showing", BOTH_SIZES, async ({ page }) => {
    await openPage(page, ROUTES.contact);
    const fields = contactFormText.fields;
    await page.getByLabel(fields.name.label, { exact: true }).fill("Pat");
    await page.getByLabel(fields.email.label, { exact: true }).fill("pat@example.com");
    await page.getByLabel(fields.subject.label, { exact: true }).fill("Hello");
    await page.getByLabel(fields.message.label, { exact: true }).fill("Just saying hi.");
    await page.getByRole("button", { name: contactFormText.submit }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast).toContainText(messageSentToast.title, {
      timeout: CONTACT_SEND_DELAY_MS + 5000,
    });
    // F8 moves focus to the notifications, which also pauses the toast's auto-dismiss timer
    // while axe runs.
    await page.keyboard.press("F8");
    await expect(toast).toBeVisible();
    // Where sending left the page scrolled, the contact links can sit half under the sticky
    // header, and axe then measures the uncovered half as the target (target-size). The toast is
    // fixed, so it is checked the same with the page at the top, where nothing covers a link.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expectNoAxeViolationsInBothThemes(page, "/contact with the toast");
    await expect(toast).toBeVisible();
  });

  test.describe("the game", () => {
    test.use({ gameHosts: "hold" });

    test("loading, then in the theater view", BOTH_SIZES, async ({ page }) => {
      await withoutFullscreenApi(page);
      // Until the page's code runs, the prerendered overlay says "Loading game" (the app's own
      // overlay looks the same): held back, it stays up while axe runs.
      const release = await holdPageScripts(page);
      await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" });
      const overlay = overlayIn(page, SECTION_IDS.game);
      await expect(overlay).toBeVisible();
      await overlay.scrollIntoViewIfNeeded();
      await expectNoAxeViolationsInBothThemes(page, "home with the game loading");

      release();
      await waitForHydration(page);
      // The game host never answers: the overlay goes at its time-out.
      await expect(overlay).toHaveCount(0);
      await waitForScrollToSettle(page);
      await fullscreenButton(page, SECTION_IDS.game).click();
      await expect(gameView(page, SECTION_IDS.game)).toHaveAttribute("data-game-view", "theater");
      await expect(
        page.getByRole("button", { name: gameViewText.closeTheater, exact: true }),
      ).toBeFocused();
      await expectNoAxeViolationsInBothThemes(page, "home in the theater view");
    });

    test.describe("where the game does not come either", () => {
      test.use({ gameHosts: "hold" });
      test(
        "without the page's scripts: the way to play on the game's site",
        BOTH_SIZES,
        async ({ page, pageProblems }) => {
          pageProblems.allowFailedRequests(/\/assets\/[^/]+\.js$/);
          pageProblems.allow(/^Failed to load resource/);
          await page.route("**/assets/*.js", (route) => route.abort("connectionrefused"));
          await page.goto(ROUTES.home);
          const link = page.locator(`#${SECTION_IDS.game}`).getByRole("link", {
            name: gameViewText.playOnHost(SITE_NAME),
          });
          // Once the overlay's time is up, with the game still not there.
          await expect(link).toBeVisible();
          await expectNoAxeViolationsInBothThemes(page, "home without scripts");
        },
      );
    });
  });
});

/**
 * Runs in the page: the focused element as a Tab stop (null on <body>), noting it in the page so
 * a second visit (focus wrapped around) shows, and so focusRingContrasts can find every stop.
 */
function readFocusedStop() {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const registry = ((window as unknown as { __e2eStops?: WeakSet<Element> }).__e2eStops ??=
    new WeakSet());
  const seenBefore = registry.has(element);
  registry.add(element);
  if (!seenBefore && element.tagName !== "IFRAME") {
    ((window as unknown as StopList).__e2eStopList ??= []).push(element);
  }
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  const name = (element.getAttribute("aria-label") ?? element.textContent ?? "")
    .trim()
    .slice(0, 40);
  return {
    seenBefore,
    tag: element.tagName,
    label: `<${element.tagName.toLowerCase()}${element.id ? ` id=${element.id}` : ""}> ${name}`,
    focusVisible: element.matches(":focus-visible"),
    outlineStyle: style.outlineStyle,
    outlineWidth: parseFloat(style.outlineWidth),
    size: box.width * box.height,
  };
}

test.describe("keyboard", () => {
  for (const { path, status } of ALL_PAGES) {
    // On a phone only the header's stops differ (the menu toggle in place of the links), the
    // same on every page: the home page stands for all.
    test(
      `${path}: the first Tab stop skips to the main content, and every Tab stop shows a visible focus indicator, 3:1 against the page behind it in both themes`,
      path === ROUTES.home ? BOTH_SIZES : {},
      async ({ page }) => {
        await openPage(page, path, status);
        const skip = page.getByRole("link", { name: labels.skipToContent });
        await page.keyboard.press("Tab");
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        const box = await skip.boundingBox();
        expect(box!.width * box!.height, "the skip link is visible when focused").toBeGreaterThan(
          100,
        );

        const stopLabels: string[] = [];
        const failures: string[] = [];
        // The skip link first, as focused, then a Tab at a time.
        for (let presses = 0; presses < 250; presses++) {
          if (presses > 0) await page.keyboard.press("Tab");
          const stop = await page.evaluate(readFocusedStop);
          if (!stop) continue;
          // The game frames' insides belong to their hosts; focus may rest in one for a few Tabs.
          if (stop.tag === "IFRAME") continue;
          if (stop.seenBefore) break; // wrapped around to the start
          stopLabels.push(stop.label);
          const visible =
            stop.focusVisible &&
            stop.outlineStyle !== "none" &&
            stop.outlineWidth >= 2 &&
            stop.size > 0;
          if (!visible) failures.push(`${stop.label}: ${JSON.stringify(stop)}`);
        }
        expect(stopLabels.length, "Tab stops found").toBeGreaterThan(5);
        const ratios = await page.evaluate(focusRingContrasts, {
          attribute: THEME_ATTRIBUTE,
          themes: COLOR_SCHEMES,
        });
        expect(ratios, "a contrast for every stop in both themes").toHaveLength(
          stopLabels.length * COLOR_SCHEMES.length,
        );
        for (const { stop, theme, ratio } of ratios) {
          if (ratio < FOCUS_RING_CONTRAST) {
            failures.push(`${stopLabels[stop]}: focus ring ${ratio.toFixed(2)}:1 (${theme})`);
          }
        }
        expect(failures, "elements without a visible focus indicator").toEqual([]);

        // The skip link, followed: the main content takes focus, and the next Tab stays in it.
        await skip.focus();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("main")).toBeFocused();
        await page.keyboard.press("Tab");
        expect(
          await page.evaluate(() => !!document.activeElement?.closest("main")),
          "focus moved into <main>",
        ).toBe(true);
      },
    );
  }

  test("the mobile menu works with the keyboard", MOBILE_ONLY, async ({ page }) => {
    await openPage(page, ROUTES.home);
    const toggle = menuToggle(page);
    await tabTo(page, toggle);

    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The menu follows its toggle in the tab order, and its links show focus.
    const faq = mainNavLink(page, "FAQ");
    await tabTo(page, faq, { limit: 10 });
    expect(await faq.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/faq$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Focus is not lost to <body> when the menu closes.
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("Tab from the open menu's toggle moves into the menu", MOBILE_ONLY, async ({ page }) => {
    await openPage(page, ROUTES.home);
    const toggle = menuToggle(page);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(mainNavLink(page, HEADER_NAV[0].label)).toBeFocused();
  });
});
