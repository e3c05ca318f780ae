/**
 * The game starts loading with the page, not once the page's code has run; and a game that will
 * not come (a host that hangs, the browser offline) is met with a way on: a polite note in the
 * page's language with Try again and the game on its own site, or, offline, that the game needs
 * a connection, tried again by itself once back online.
 */
import type { Page } from "@playwright/test";
import {
  STUB_GAME_TITLE,
  expect,
  expectNoAxeViolationsInBothThemes,
  fulfillWithStubGame,
  holdPageScripts,
  openPage,
  pauseClock,
  test,
  waitForHydration,
} from "./fixtures";
import { GAME_PAGES, fullscreenButton, overlayIn, pageTimeSinceGameStart } from "./game-view";
import { BOTH_SIZES, MOBILE_ONLY } from "./sizes";
import {
  GAME_OVERLAY_TIMEOUT_MS,
  GAME_SLOW_AFTER_OVERLAY_MS,
  LANGUAGES,
  SECTION_IDS,
  WORDS,
  pagePath,
  type Language,
} from "./texts";

const SLOW_AT_MS = GAME_OVERLAY_TIMEOUT_MS + GAME_SLOW_AFTER_OVERLAY_MS;
const gameSection = (page: Page, section: string = SECTION_IDS.game) => page.locator(`#${section}`);
/** The note that says the game will not come: a polite status, empty on a normal load. */
const offerMessage = (page: Page, language: Language = "en", section: string = SECTION_IDS.game) =>
  gameSection(page, section)
    .getByRole("status")
    .filter({ hasNotText: WORDS[language].game.loading });
const tryAgain = (page: Page, language: Language = "en") =>
  gameSection(page).getByRole("button", { name: WORDS[language].game.tryAgain, exact: true });
const hostLink = (page: Page, language: Language = "en") => {
  const text = WORDS[language].game;
  return gameSection(page).getByRole("link", {
    name: `${text.playOnHost(GAME_PAGES[0].name)} ${text.newTab}`,
    exact: true,
  });
};
const gameHeading = (page: Page, section: string) =>
  page.frameLocator(`#${section} iframe`).getByRole("heading");

/** Opens a game page whose host does not answer, with the page's clock held by the test. */
async function openWithHangingGame(page: Page, path: string) {
  await pauseClock(page);
  await openPage(page, path);
}

for (const game of GAME_PAGES) {
  test.describe(`${game.name}: the game starts with the page`, () => {
    test("it is requested before the page's scripts run, once, and hydration keeps it", async ({
      page,
      pageProblems,
    }) => {
      const release = await holdPageScripts(page);
      await page.goto(game.path, { waitUntil: "domcontentloaded" });
      await expect.poll(() => pageProblems.gameFrameRequests).toEqual([game.url]);
      await expect(gameHeading(page, game.section)).toHaveText(STUB_GAME_TITLE);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      // The overlay went on the frame's load before the app ran.
      await expect(overlayIn(page, game.section)).toBeHidden();
      await page.evaluate(() => {
        (window as unknown as { __firstFrame: unknown }).__firstFrame =
          document.querySelector("iframe");
      });
      release();
      await waitForHydration(page);
      expect(
        await page.evaluate(
          () =>
            document.querySelectorAll("iframe").length === 1 &&
            document.querySelector("iframe") ===
              (window as unknown as { __firstFrame: unknown }).__firstFrame,
        ),
        "the same frame, not a new one",
      ).toBe(true);
      await expect(gameHeading(page, game.section)).toHaveText(STUB_GAME_TITLE);
      expect(pageProblems.gameFrameRequests).toEqual([game.url]);
    });
  });
}

test.describe("a game that loads", () => {
  test("never shows the offer", async ({ page }) => {
    await pauseClock(page);
    await openPage(page, pagePath("home"));
    await expect(gameHeading(page, SECTION_IDS.game)).toHaveText(STUB_GAME_TITLE);
    await page.clock.runFor(SLOW_AT_MS * 2);
    await expect(offerMessage(page)).toBeEmpty();
    await expect(tryAgain(page)).toHaveCount(0);
  });
});

test.describe("a game host that hangs", () => {
  test.use({ gameHosts: "hold" });

  test("gets the offer after the overlay, Try again asks again, and it goes once the game comes", async ({
    page,
    pageProblems,
  }) => {
    await openWithHangingGame(page, pagePath("home"));
    await fullscreenButton(page, SECTION_IDS.game).focus();
    await page.clock.runFor(
      SLOW_AT_MS - 1 - (await pageTimeSinceGameStart(page, SECTION_IDS.game)),
    );
    await expect(offerMessage(page)).toBeEmpty();
    await page.clock.runFor(1);
    await expect(offerMessage(page)).toHaveText(WORDS.en.game.slow);
    // Said, not forced on the player: focus stays where it was, and both controls are a Tab away.
    await expect(fullscreenButton(page, SECTION_IDS.game)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(hostLink(page)).toBeFocused();
    await expect(hostLink(page)).toHaveAttribute("href", GAME_PAGES[0].url);
    await expect(hostLink(page)).toHaveAttribute("target", "_blank");
    await page.keyboard.press("Shift+Tab");
    await expect(tryAgain(page)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect.poll(() => pageProblems.heldRoutes.length).toBe(2);
    expect(pageProblems.gameFrameRequests).toEqual([GAME_PAGES[0].url, GAME_PAGES[0].url]);
    await expect(page.locator("iframe")).toHaveCount(1);
    await expect(overlayIn(page, SECTION_IDS.game)).toBeVisible();
    await expect(offerMessage(page)).toBeEmpty();

    await fulfillWithStubGame(pageProblems.heldRoutes[1]);
    await expect(gameHeading(page, SECTION_IDS.game)).toHaveText(STUB_GAME_TITLE);
    await expect(overlayIn(page, SECTION_IDS.game)).toHaveCount(0);
    await page.clock.runFor(SLOW_AT_MS);
    await expect(offerMessage(page)).toBeEmpty();
    await expect(tryAgain(page)).toHaveCount(0);
  });

  test("offline, says the game needs a connection, and asks again by itself once back online", async ({
    page,
    pageProblems,
  }) => {
    await openWithHangingGame(page, pagePath("charlie"));
    const section = SECTION_IDS.charlieGame;
    await page.context().setOffline(true);
    await page.clock.runFor(GAME_OVERLAY_TIMEOUT_MS);
    await expect(offerMessage(page, "en", section)).toHaveText(WORDS.en.game.offline);
    await expect(
      gameSection(page, section).getByRole("button", { name: WORDS.en.game.tryAgain }),
    ).toHaveCount(0);
    expect(pageProblems.heldRoutes).toHaveLength(1);

    await page.context().setOffline(false);
    await expect.poll(() => pageProblems.heldRoutes.length).toBe(2);
    await expect(offerMessage(page, "en", section)).toBeEmpty();
    await fulfillWithStubGame(pageProblems.heldRoutes[1]);
    await expect(gameHeading(page, section)).toHaveText(STUB_GAME_TITLE);
    await expect(offerMessage(page, "en", section)).toBeEmpty();
  });

  test("the offer in Arabic reads right to left", BOTH_SIZES, async ({ page }) => {
    await openWithHangingGame(page, pagePath("home", "ar"));
    await page.clock.runFor(SLOW_AT_MS);
    const message = offerMessage(page, "ar");
    await expect(message).toHaveText(WORDS.ar.game.slow);
    expect(await message.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
    // The first control, Try again, stands on the right, where an Arabic reader starts (or
    // above the other, where the two do not fit side by side).
    const button = (await tryAgain(page, "ar").boundingBox())!;
    const link = (await hostLink(page, "ar").boundingBox())!;
    if (Math.abs(button.y + button.height / 2 - (link.y + link.height / 2)) < 4) {
      expect(button.x + button.width).toBeGreaterThan(link.x + link.width);
    } else {
      expect(button.y).toBeLessThan(link.y);
    }
  });

  test.describe("at 390 px", MOBILE_ONLY, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    /** The offer in `language`, its slow message shown: it fits, both controls in view. */
    async function expectOfferFits(page: Page, language: Language) {
      await openPage(page, pagePath("home", language));
      await page.clock.runFor(SLOW_AT_MS);
      await expect(offerMessage(page, language)).toHaveText(WORDS[language].game.slow);
      const panel = offerMessage(page, language).locator("..");
      const overflow = await panel.evaluate((element) => ({
        down: element.scrollHeight - element.clientHeight,
        across: element.scrollWidth - element.clientWidth,
      }));
      expect(overflow, `the offer overflows its game area in ${language}`).toEqual({
        down: 0,
        across: 0,
      });
      for (const control of [tryAgain(page, language), hostLink(page, language)]) {
        await control.scrollIntoViewIfNeeded();
        await expect(control).toBeInViewport({ ratio: 1 });
      }
    }

    // English and Arabic, one reading each way, also checked by axe in both themes.
    for (const language of ["en", "ar"] as const) {
      test(`the offer fits in ${language}`, async ({ page }) => {
        await pauseClock(page);
        await expectOfferFits(page, language);
        // Colours ease into a theme over real time.
        await page.clock.resume();
        await expectNoAxeViolationsInBothThemes(page, `the game's offer in ${language}`);
      });
    }

    // The other languages in one tab, each page loaded anew under the same held clock.
    const others = LANGUAGES.filter((language) => language !== "en" && language !== "ar");
    test(`the offer fits in ${others.join(", ")}`, async ({ page }) => {
      await pauseClock(page);
      for (const language of others) {
        await test.step(language, () => expectOfferFits(page, language));
      }
    });
  });
});
