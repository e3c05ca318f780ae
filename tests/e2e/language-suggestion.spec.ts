/**
 * The suggestion of the player's own language: offered, never forced. The browser's languages
 * come from the context's locale (navigator.languages); the expected words from the offered
 * language's words module.
 */
import type { Page } from "@playwright/test";
import { expect, openPage, test } from "./fixtures";
import {
  IDLE_WAIT_MAX_MS,
  LANGUAGE_INFO,
  LANGUAGE_NOTICE_STORAGE_KEY,
  ROUTES,
  WORDS,
  pageHeading,
  pagePath,
  type Language,
} from "./texts";

/** The notice: a polite status in the offered language. */
const notice = (page: Page, language: Language) =>
  page
    .getByRole("status")
    .filter({ hasText: WORDS[language].suggestion.message(LANGUAGE_INFO[language].name) });

/** Marks the focused element in the page under `name` (a real element, never <body>). */
async function markFocused(page: Page, name: string) {
  const marked = await page.evaluate((key) => {
    const focused = document.activeElement;
    (window as unknown as Record<string, unknown>)[key] = focused;
    return focused !== document.body && focused !== null;
  }, `__focus_${name}`);
  expect(marked, `something focused to mark as ${name}`).toBe(true);
}

const isFocused = (page: Page, name: string) =>
  page.evaluate(
    (key) => document.activeElement === (window as unknown as Record<string, unknown>)[key],
    `__focus_${name}`,
  );

/**
 * Waits until the page could have shown a suggestion: the page decides once the browser is idle
 * after hydration (an idle callback queued now runs after it), then fetches the offered
 * language's words (a chunk of their own) and shows them a frame after the notice's region.
 */
async function settle(page: Page) {
  await page.evaluate(
    (timeout) => new Promise((resolve) => requestIdleCallback(resolve, { timeout })),
    IDLE_WAIT_MAX_MS,
  );
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.describe("a Spanish browser", () => {
  test.use({ locale: "es-ES" });

  test("is offered the Spanish page on an English one, can follow it, and can close it for good", async ({
    page,
  }) => {
    const es = WORDS.es.suggestion;
    const name = LANGUAGE_INFO.es.name;
    await openPage(page, ROUTES.faq);
    const offer = notice(page, "es");
    await expect(offer).toBeVisible();
    // In Spanish, on an English page.
    await expect(offer.locator("[lang]").first()).toHaveAttribute("lang", "es");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Said, never forced: focus stays on the page's start, outside the notice.
    expect(await page.evaluate(() => document.activeElement === document.body), "focus stays").toBe(
      true,
    );
    const link = offer.getByRole("link", { name: es.open(name), exact: true });
    await expect(link).toHaveAttribute("href", pagePath("faq", "es"));

    // Closed: it stays away on the next page, and on a new visit.
    await offer.getByRole("button", { name: es.dismiss, exact: true }).click();
    await expect(offer).toHaveCount(0);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_NOTICE_STORAGE_KEY),
    ).not.toBeNull();
    await page
      .getByRole("banner")
      .getByRole("link", { name: WORDS.en.layout.nav.privacy, exact: true })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    // The new page shown: its suggestion, if any, is decided from then on.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageHeading("en", "privacy"));
    await settle(page);
    await expect(notice(page, "es")).toHaveCount(0);
    await openPage(page, ROUTES.contact);
    await settle(page);
    await expect(notice(page, "es")).toHaveCount(0);
  });

  test("follows the offer to the same page in Spanish, where nothing more is offered", async ({
    page,
  }) => {
    await openPage(page, ROUTES.charlie);
    const offer = notice(page, "es");
    await offer
      .getByRole("link", { name: WORDS.es.suggestion.open(LANGUAGE_INFO.es.name), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("charlie", "es")}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: WORDS.es.suggestion.message(LANGUAGE_INFO.es.name) }),
    ).toHaveCount(0);
  });

  test("is offered nothing on the not-found page", async ({ page }) => {
    await openPage(page, "/no-such-page", 404);
    await settle(page);
    await expect(notice(page, "es")).toHaveCount(0);
  });

  test("closed from the keyboard, gives focus back: Tab goes on from where it was", async ({
    page,
  }) => {
    const es = WORDS.es.suggestion;
    await openPage(page, ROUTES.faq);
    const offer = notice(page, "es");
    const link = offer.getByRole("link", { name: es.open(LANGUAGE_INFO.es.name), exact: true });
    const close = offer.getByRole("button", { name: es.dismiss, exact: true });
    await expect(close).toBeVisible();
    // The two controls a keyboard player passes just before the notice, marked in the page.
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await markFocused(page, "before");
    await page.keyboard.press("Shift+Tab");
    await markFocused(page, "beforeThat");
    await page.keyboard.press("Tab");
    expect(await isFocused(page, "before")).toBe(true);

    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(offer).toHaveCount(0);
    expect(await isFocused(page, "before"), "focus back where it was").toBe(true);
    await page.keyboard.press("Shift+Tab");
    expect(await isFocused(page, "beforeThat"), "Tab goes on from there").toBe(true);
  });

  test("where storage is blocked, can still close the offer, without errors", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await openPage(page, ROUTES.home);
    const offer = notice(page, "es");
    await offer.getByRole("button", { name: WORDS.es.suggestion.dismiss, exact: true }).click();
    await expect(offer).toHaveCount(0);
  });
});

// Scripts new to the site: Hangul, Cyrillic and a second right-to-left one, each offered in
// its own words and direction on an English page.
for (const [locale, language] of [
  ["ko-KR", "ko"],
  ["ru-RU", "ru"],
  ["he-IL", "he"],
] as const) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });

    test(`is offered the ${LANGUAGE_INFO[language].name} page, in its language and direction`, async ({
      page,
    }) => {
      await openPage(page, ROUTES.faq);
      const offer = notice(page, language);
      await expect(offer).toBeVisible();
      const words = offer.locator("[lang]").first();
      await expect(words).toHaveAttribute("lang", language);
      await expect(words).toHaveAttribute("dir", LANGUAGE_INFO[language].dir);
      await expect(
        offer.getByRole("link", {
          name: WORDS[language].suggestion.open(LANGUAGE_INFO[language].name),
          exact: true,
        }),
      ).toHaveAttribute("href", pagePath("faq", language));
    });
  });
}

test.describe("a Japanese browser with a region (ja-JP)", () => {
  test.use({ locale: "ja-JP" });

  test("is offered the Japanese page in Japanese", async ({ page }) => {
    await openPage(page, ROUTES.home);
    await expect(notice(page, "ja")).toBeVisible();
  });
});

test.describe("a Turkish browser on an English page", () => {
  test.use({ locale: "tr-TR" });

  test("reads the notice's heading in Turkish capitals: Dil is DİL, never DIL", async ({
    page,
  }) => {
    await openPage(page, ROUTES.home);
    const heading = notice(page, "tr").getByText(WORDS.tr.suggestion.label, { exact: true });
    // innerText is the text as shown, after text-transform.
    expect(await heading.innerText()).toBe(WORDS.tr.suggestion.label.toLocaleUpperCase("tr"));
  });
});

test.describe("an English browser", () => {
  test.use({ locale: "en-GB" });

  test("is offered nothing on an English page", async ({ page }) => {
    await openPage(page, ROUTES.home);
    await settle(page);
    await expect(page.getByRole("status").getByRole("link")).toHaveCount(0);
  });
});
