/**
 * The embedded game hosts failing: down (connection refused), never answering, slow (10 s) and
 * answering 500. Whatever they do, the "Loading game" overlay is gone by about 1.5 s and the
 * rest of the page keeps working.
 */
import type { Page } from "@playwright/test";
import {
  answerGameFrames,
  clickHeaderLink,
  expect,
  test,
  waitForHydration,
  type GameHostMode,
} from "../fixtures";
import {
  ADVANCED_GUIDE_TITLES,
  GAME_OVERLAY_TIMEOUT_MS,
  PAGE_HEADINGS,
  PAGE_TITLES,
  ROUTES,
  labels,
} from "../texts";
import {
  OVERLAY_EARLY_SLACK_MS,
  OVERLAY_LATE_SLACK_MS,
  overlayTimes,
  recordOverlayTimes,
} from "../overlay-timing";

const SLOW_HOST_DELAY_MS = 10_000;

const overlay = (page: Page) => page.getByRole("status").filter({ hasText: labels.loadingGame });

/**
 * Loads a page with a game and checks the overlay: gone within the time-out of the frame's
 * creation. When the frame never loads (`timerOnly`), it is the time-out that hides it, at about
 * 1.5 s.
 */
async function openAndExpectOverlayGone(page: Page, path: string, timerOnly: boolean) {
  await recordOverlayTimes(page);
  // Not "load": the window's load event waits for the frame, which may never come.
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  await expect(overlay(page)).toBeHidden({
    timeout: GAME_OVERLAY_TIMEOUT_MS + OVERLAY_LATE_SLACK_MS + 1_000,
  });

  const times = await overlayTimes(page);
  expect(times.frameAt, "frame seen").toBeDefined();
  expect(times.hiddenAt, "overlay seen leaving").toBeDefined();
  const shownFor = (times.hiddenAt ?? 0) - (times.frameAt ?? 0);
  expect(shownFor, "ms the overlay stayed after the frame came").toBeLessThanOrEqual(
    GAME_OVERLAY_TIMEOUT_MS + OVERLAY_LATE_SLACK_MS,
  );
  if (timerOnly) {
    expect(times.shownAtFrame, "overlay up while the frame loads").toBe(true);
    expect(shownFor).toBeGreaterThanOrEqual(GAME_OVERLAY_TIMEOUT_MS - OVERLAY_EARLY_SLACK_MS);
  }
}

/** The page's own interactive parts still work. */
async function expectHomeUsable(page: Page) {
  const trigger = page.getByRole("button", { name: ADVANCED_GUIDE_TITLES[0] });
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
  await expect(panel).toBeVisible();
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();

  await clickHeaderLink(page, "FAQ");
  await expect(page).toHaveTitle(PAGE_TITLES.faq);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGE_HEADINGS.faq);
}

async function expectCharlieUsable(page: Page) {
  await clickHeaderLink(page, "Privacy");
  await expect(page).toHaveTitle(PAGE_TITLES.privacy);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGE_HEADINGS.privacy);
}

const fixtureModes: { mode: GameHostMode; what: string; timerOnly: boolean }[] = [
  // A refused connection still "loads" the frame's error page, which may hide the overlay early.
  { mode: "abort", what: "is down", timerOnly: false },
  { mode: "hold", what: "never answers", timerOnly: true },
];

/** The two pages with a game, and how to show each stays usable. */
const GAME_PAGES = [
  { name: "home", path: ROUTES.home, expectUsable: expectHomeUsable },
  { name: "Charlie", path: ROUTES.charlie, expectUsable: expectCharlieUsable },
];

for (const { mode, what, timerOnly } of fixtureModes) {
  test.describe(`when the game host ${what}`, () => {
    test.use({ gameHosts: mode });

    for (const { name, path, expectUsable } of GAME_PAGES) {
      test(`the ${name} page hides the overlay in time and stays usable`, async ({
        page,
        pageProblems,
      }) => {
        await openAndExpectOverlayGone(page, path, timerOnly);
        await expect.poll(() => pageProblems.gameFrameRequests.length).toBeGreaterThan(0);
        await expectUsable(page);
      });
    }
  });
}

test.describe("when the game host is slow (10 s)", () => {
  test("the overlay hides at the time-out and the late frame changes nothing", async ({
    page,
    pageProblems,
  }) => {
    test.slow();
    await answerGameFrames(page, pageProblems, async (route) => {
      await new Promise((done) => setTimeout(done, SLOW_HOST_DELAY_MS));
      await route
        .fulfill({
          status: 200,
          contentType: "text/html; charset=utf-8",
          body: "<!doctype html><title>Slow game</title><p>Finally here</p>",
        })
        .catch(() => {}); // the page may be gone by then
    });
    await openAndExpectOverlayGone(page, ROUTES.home, true);
    await expect.poll(() => pageProblems.gameFrameRequests.length).toBeGreaterThan(0);

    // The frame arrives long after the overlay went: nothing comes back or breaks.
    const frame = page.frameLocator("iframe").first();
    await expect(frame.getByText("Finally here")).toBeVisible({
      timeout: SLOW_HOST_DELAY_MS + 5_000,
    });
    await expect(overlay(page)).toBeHidden();
    await expectHomeUsable(page);
  });
});

test.describe("when the game host answers 500", () => {
  for (const { path, expectUsable } of GAME_PAGES) {
    test(`${path} hides the overlay and stays usable`, async ({ page, pageProblems }) => {
      // Chromium reports the frame's 500 in the console; it is the game host's error, not the
      // site's (same-origin failures are still caught by the fixture's response check).
      pageProblems.allow(/^Failed to load resource: the server responded with a status of 500/);
      await answerGameFrames(page, pageProblems, (route) =>
        route.fulfill({
          status: 500,
          contentType: "text/html; charset=utf-8",
          body: "<!doctype html><title>Error</title><h1>500 Internal Server Error</h1>",
        }),
      );
      await openAndExpectOverlayGone(page, path, false);
      await expect.poll(() => pageProblems.gameFrameRequests.length).toBeGreaterThan(0);
      await expectUsable(page);
    });
  }
});
