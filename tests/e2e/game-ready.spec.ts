/**
 * The site's own game says when it is ready (README, "For game makers"): its frame's `load`
 * alone proves nothing, since an error page loads too. A game that loads without a word gets the
 * offer when a hanging one does (the page's clock, held by the test, counts the time-out); a word
 * from another origin or window does not count; a game that says it is ready, even before the
 * page's code has loaded, never gets the offer. Try again gives focus to the new game.
 */
import type { Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../src/lib/hydration";
import {
  answerGameFrames,
  GAME_READY_SCRIPT,
  STUB_GAME_TITLE,
  expect,
  fulfillWithStubGame,
  holdPageScripts,
  openPage,
  pauseClock,
  stubGameHtml,
  test,
  waitForHydration,
} from "./fixtures";
import { fullscreenButton, overlayIn, pageTimeSinceGameStart } from "./game-view";
import {
  GAME_OVERLAY_TIMEOUT_MS,
  GAME_SLOW_AFTER_OVERLAY_MS,
  GAME_URLS,
  ROUTES,
  SECTION_IDS,
  WORDS,
} from "./texts";

const SLOW_AT_MS = GAME_OVERLAY_TIMEOUT_MS + GAME_SLOW_AFTER_OVERLAY_MS;
const SECTION = SECTION_IDS.game;
const game = { words: WORDS.en.game, origin: new URL(GAME_URLS.tidyTime).origin };
const offerMessage = (page: Page) =>
  page.locator(`#${SECTION}`).getByRole("status").filter({ hasNotText: game.words.loading });
const tryAgain = (page: Page) =>
  page.locator(`#${SECTION}`).getByRole("button", { name: game.words.tryAgain, exact: true });
const gameFrame = (page: Page) => page.locator(`#${SECTION} iframe`);
const html = (body: string) => ({ contentType: "text/html; charset=utf-8", body });

/** The home page with its game in, the page's clock held: the offer's time is the test's. */
async function openWithLoadedGame(page: Page) {
  await pauseClock(page);
  await openPage(page, ROUTES.home);
  await expect(page.locator(`#${SECTION} [data-game-slot]`)).toHaveAttribute(
    "data-loaded",
    "online",
  );
  await expect(overlayIn(page, SECTION)).toHaveCount(0);
}

/** The offer comes exactly when it comes for a game that hangs, not a millisecond before. */
async function expectOfferAtItsTime(page: Page) {
  await page.clock.runFor(SLOW_AT_MS - 1 - (await pageTimeSinceGameStart(page, SECTION)));
  await expect(offerMessage(page)).toBeEmpty();
  await page.clock.runFor(1);
  await expect(offerMessage(page)).toHaveText(game.words.slow);
  await expect(tryAgain(page)).toBeVisible();
}

test.describe("the site's own game, by its word", () => {
  test("an error page (503) in its frame gets the offer", async ({ page, pageProblems }) => {
    // The game host's error, which Chromium logs for the frame; the site's own still count.
    pageProblems.allow(/^Failed to load resource: the server responded with a status of 503/);
    await answerGameFrames(page, pageProblems, (route) =>
      route.fulfill({
        status: 503,
        ...html("<!doctype html><title>Unavailable</title><h1>503 Service Unavailable</h1>"),
      }),
    );
    await openWithLoadedGame(page);
    await expectOfferAtItsTime(page);
  });

  test("a game that loads but never says game-ready gets the offer", async ({
    page,
    pageProblems,
  }) => {
    await answerGameFrames(page, pageProblems, (route) =>
      route.fulfill({ status: 200, ...html(stubGameHtml({ saysReady: false })) }),
    );
    await openWithLoadedGame(page);
    await expect(page.frameLocator(`#${SECTION} iframe`).getByRole("heading")).toHaveText(
      STUB_GAME_TITLE,
    );
    await expectOfferAtItsTime(page);
  });

  test("a game-ready from another origin or another window does not count", async ({
    page,
    pageProblems,
  }) => {
    // The game's frame goes on to Charlie's host (a frame host the page allows), which says it is
    // ready: the same frame's window, another origin.
    const elsewhere = new URL("/ready-elsewhere", GAME_URLS.charlie).href;
    const heardElsewhere = page.waitForRequest(elsewhere);
    await answerGameFrames(page, pageProblems, (route) => {
      const { origin } = new URL(route.request().url());
      const body =
        origin === game.origin
          ? `<!doctype html><title>Moving</title><script>location.replace(${JSON.stringify(elsewhere)});</script>`
          : `<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>${GAME_READY_SCRIPT}`;
      return route.fulfill({ status: 200, ...html(body) });
    });
    await openWithLoadedGame(page);
    await heardElsewhere;
    await expect(page.frameLocator(`#${SECTION} iframe`).getByRole("heading")).toHaveText(
      "Elsewhere",
    );
    // The page's own window, at the page's own origin, is not the game either.
    await page.evaluate(() => window.postMessage({ type: "game-ready" }, "*"));
    await expectOfferAtItsTime(page);
  });

  test("a game that says game-ready before the page's code has loaded never gets the offer", async ({
    page,
  }) => {
    // The clock runs, so the page can paint and start its game while its code is held back.
    await page.clock.install({ time: new Date("2026-01-05T10:00:00Z") });
    await page.addInitScript((hydrated) => {
      const seen = { beforeHydration: false };
      (window as unknown as { __gameReady: typeof seen }).__gameReady = seen;
      window.addEventListener("message", (event) => {
        if ((event.data as { type?: string } | null)?.type !== "game-ready") return;
        seen.beforeHydration = !document.documentElement.hasAttribute(hydrated);
      });
    }, HYDRATED_ATTRIBUTE);
    const release = await holdPageScripts(page);
    await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" });
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __gameReady: { beforeHydration: boolean } }).__gameReady,
        ),
      )
      .toEqual({ beforeHydration: true });
    release();
    await waitForHydration(page);
    await page.clock.fastForward(SLOW_AT_MS * 2);
    await expect(offerMessage(page)).toBeEmpty();
    await expect(tryAgain(page)).toHaveCount(0);
  });
});

test.describe("Try again", () => {
  test.use({ gameHosts: "hold" });

  test("gives focus to the new game frame, and Tab goes on from there", async ({
    page,
    pageProblems,
  }) => {
    await pauseClock(page);
    await openPage(page, ROUTES.home);
    await page.clock.runFor(SLOW_AT_MS);
    await fullscreenButton(page, SECTION).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(tryAgain(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => pageProblems.heldRoutes.length).toBe(2);
    await expect(tryAgain(page)).toHaveCount(0);
    await expect(gameFrame(page)).toBeFocused();
    // The game comes, and says so: the player is in it.
    await fulfillWithStubGame(pageProblems.heldRoutes[1]);
    await expect(page.frameLocator(`#${SECTION} iframe`).getByRole("heading")).toHaveText(
      STUB_GAME_TITLE,
    );
    await expect(gameFrame(page)).toBeFocused();
    // Tab goes on from the game, not from the top of the page.
    await page.keyboard.press("Tab");
    await expect(fullscreenButton(page, SECTION)).toBeFocused();
  });
});
