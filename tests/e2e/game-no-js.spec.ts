/**
 * Without JavaScript the game cannot start in the frame (the boot script creates it): instead of
 * a "Loading game" spinner that never ends, the game sections offer the game on its own site.
 * When only the page's modules fail to load, the boot script has started the game all the same:
 * it plays, and the overlay goes on time. With JavaScript they look exactly as before.
 */
import type { Page } from "@playwright/test";
import { SCRIPTS_FAILED_ATTRIBUTE } from "../../src/boot/boot-script";
import {
  STUB_GAME_TITLE,
  expect,
  expectNoAxeViolations,
  fulfillWithStubGame,
  pauseClock,
  test,
  waitForHydration,
} from "./fixtures";
import {
  GAME_PAGES,
  fullscreenButton,
  openBeforeScripts,
  overlayIn,
  shareButton,
  tabToWithoutPageScripts,
} from "./game-view";
import { GAME_OVERLAY_TIMEOUT_MS, gameViewText, labels } from "./texts";

const hostLink = (page: Page, section: string, name: string) =>
  page.locator(`#${section}`).getByRole("link", {
    name: `${gameViewText.playOnHost(name)} ${gameViewText.newTab}`,
    exact: true,
  });

/** What a player without the page's scripts must find in a game section. */
async function expectLinkInsteadOfSpinner(page: Page, game: (typeof GAME_PAGES)[number]) {
  const link = hostLink(page, game.section, game.name);
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", game.url);
  await expect(link).toHaveAttribute("target", "_blank");
  expect((await link.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
  await expect(page.locator(`#${game.section}`).getByText(gameViewText.noScripts)).toBeVisible();
  // No spinner that never ends, and no Fullscreen or Share button that could do nothing.
  await expect(overlayIn(page, game.section)).toBeHidden();
  await expect(page.locator(`#${game.section}`).getByText(labels.loadingGame)).toBeHidden();
  await expect(fullscreenButton(page, game.section)).toBeHidden();
  await expect(shareButton(page, game.section)).toBeHidden();
}

for (const game of GAME_PAGES) {
  test.describe(`${game.name} with JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    test("offers the game on its own site in a new tab, reachable by keyboard", async ({
      page,
    }) => {
      await page.goto(game.path);
      await expectLinkInsteadOfSpinner(page, game);
      await tabToWithoutPageScripts(page, hostLink(page, game.section, game.name));
      // axe runs in the page, so it cannot here: it checks the same markup and styles in the
      // test below, where the page's modules fail to load.
    });
  });

  test.describe(`${game.name} when the page's modules fail to load`, () => {
    test("plays the game all the same, and shows nothing that needs them", async ({
      page,
      pageProblems,
    }) => {
      // The failures are the point of this test; the browser logs each one.
      pageProblems.allowFailedRequests(/\/assets\/[^/]+\.js$/);
      pageProblems.allow(/^Failed to load resource/);
      await page.route("**/assets/*.js", (route) => route.abort("connectionrefused"));
      await page.goto(game.path);
      await expect(page.locator("html")).toHaveAttribute(SCRIPTS_FAILED_ATTRIBUTE, "");
      await expect(page.frameLocator(`#${game.section} iframe`).getByRole("heading")).toHaveText(
        STUB_GAME_TITLE,
      );
      await expect(overlayIn(page, game.section)).toBeHidden();
      await expect(hostLink(page, game.section, game.name)).toBeHidden();
      await expect(fullscreenButton(page, game.section)).toBeHidden();
      await expect(shareButton(page, game.section)).toBeHidden();
      await expectNoAxeViolations(page, `${game.path} without its modules`);
    });

    test.describe("while the host never answers", () => {
      test.use({ gameHosts: "hold" });

      test("the overlay still goes at its time-out", async ({ page, pageProblems }) => {
        pageProblems.allowFailedRequests(/\/assets\/[^/]+\.js$/);
        pageProblems.allow(/^Failed to load resource/);
        await pauseClock(page);
        await page.route("**/assets/*.js", (route) => route.abort("connectionrefused"));
        await page.goto(game.path, { waitUntil: "domcontentloaded" });
        await expect(page.locator("html")).toHaveAttribute(SCRIPTS_FAILED_ATTRIBUTE, "");
        await expect(overlayIn(page, game.section)).toBeVisible();
        await page.clock.runFor(GAME_OVERLAY_TIMEOUT_MS);
        await expect(overlayIn(page, game.section)).toBeHidden();
      });
    });
  });

  test.describe(`${game.name} with JavaScript`, () => {
    // The game comes when the test says so, and time stands still: the spinner stays for as long
    // as the test looks.
    test.use({ gameHosts: "hold" });

    test("shows the spinner, not the link, before and after the page is interactive", async ({
      page,
      pageProblems,
    }) => {
      await pauseClock(page);
      const release = await openBeforeScripts(page, game.path);
      const link = hostLink(page, game.section, game.name);
      await expect(overlayIn(page, game.section)).toBeVisible();
      await expect(link).toBeHidden();
      await expect(fullscreenButton(page, game.section)).toBeVisible();
      await expect(shareButton(page, game.section)).toBeVisible();
      release();
      await waitForHydration(page);
      await expect(link).toBeHidden();
      await expect(fullscreenButton(page, game.section)).toBeVisible();
      await expect(shareButton(page, game.section)).toBeVisible();
      await expect(page.locator("html")).not.toHaveAttribute(SCRIPTS_FAILED_ATTRIBUTE);
      // Once the game has loaded, the link is not even in the page.
      await expect.poll(() => pageProblems.heldRoutes.length).toBe(1);
      await fulfillWithStubGame(pageProblems.heldRoutes[0]);
      await expect(page.frameLocator(`#${game.section} iframe`).getByRole("heading")).toHaveText(
        STUB_GAME_TITLE,
      );
      await expect(overlayIn(page, game.section)).toHaveCount(0);
      await expect(link).toHaveCount(0);
    });
  });
}
