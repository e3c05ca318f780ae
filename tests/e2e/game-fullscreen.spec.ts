/**
 * Fullscreen play on both game frames. Where the browser makes elements fullscreen (Chromium
 * here) the game and its way out go fullscreen; where it does not (iPhone Safari, forced here by
 * removing the API) or refuses, the same button opens a theater view. Either way the game keeps
 * running and leaving gives the page back exactly as it was.
 */
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  openPage,
  tabTo,
  test,
  waitForHydration,
  waitForScrollToSettle,
} from "./fixtures";
import { BOTH_SIZES } from "./sizes";
import {
  GAME_PAGES,
  expectModal,
  expectPageAsBefore,
  fullscreenButton,
  gameLoaded,
  gameView,
  openBeforeScripts,
  openReadyToPlay,
  pageState,
  readyToOpen,
  withoutFullscreenApi,
} from "./game-view";
import { gameViewText } from "./texts";

const fullscreenElementView = (page: Page) =>
  page.evaluate(() => document.fullscreenElement?.getAttribute("data-game-view") ?? null);

for (const game of GAME_PAGES) {
  test.describe(`${game.name}: fullscreen`, () => {
    test("puts the game and its way out in fullscreen; leaving, by its button or the browser's, gives the page back", async ({
      page,
      pageProblems,
    }) => {
      const opened = await openReadyToPlay(page, pageProblems, game);
      await opened.button.click();
      await expect.poll(() => fullscreenElementView(page)).toBe("fullscreen");
      const view = gameView(page, game.section);
      const exit = view.getByRole("button", { name: gameViewText.exitFullscreen });
      await expect(view.locator("iframe")).toBeVisible();
      await expect(exit).toBeVisible();
      await expect(exit).toBeFocused();
      await expect(
        page.getByRole("dialog", { name: gameViewText.frameTitle(game.name) }),
      ).toBeVisible();
      await expectModal(page, view, gameViewText.exitFullscreen);
      await expectNoAxeViolations(page, `${game.path} in fullscreen`);

      await exit.click();
      await expect.poll(() => fullscreenElementView(page)).toBeNull();
      await expectPageAsBefore(page, pageProblems, game, opened);

      await opened.button.click();
      await expect.poll(() => fullscreenElementView(page)).toBe("fullscreen");
      // What the browser does on Escape or its own exit control (headless Chromium does not
      // act on a synthetic Escape key itself).
      await page.evaluate(() => document.exitFullscreen());
      await expect.poll(() => fullscreenElementView(page)).toBeNull();
      await expectPageAsBefore(page, pageProblems, game, opened);
    });

    test("keyboard only: Enter opens fullscreen, Enter on the way out closes it", async ({
      page,
    }) => {
      await openPage(page, game.path);
      const button = fullscreenButton(page, game.section);
      await tabTo(page, button, { limit: 120 });
      await page.keyboard.press("Enter");
      await expect.poll(() => fullscreenElementView(page)).toBe("fullscreen");
      const exit = gameView(page, game.section).getByRole("button", {
        name: gameViewText.exitFullscreen,
      });
      await expect(exit).toBeFocused();
      await page.keyboard.press("Enter");
      await expect.poll(() => fullscreenElementView(page)).toBeNull();
      await expect(button).toBeFocused();
    });
  });

  test.describe(`${game.name}: theater view where element fullscreen is unavailable`, () => {
    test.beforeEach(async ({ page }) => {
      await withoutFullscreenApi(page);
    });

    test(
      "fills the window above the page, which is inert and still; Escape closes it",
      BOTH_SIZES,
      async ({ page, pageProblems }) => {
        const opened = await openReadyToPlay(page, pageProblems, game);
        await opened.button.click();
        const view = page.getByRole("dialog", { name: gameViewText.frameTitle(game.name) });
        const close = view.getByRole("button", { name: gameViewText.closeTheater });
        await expect(close).toBeFocused();
        expect(await fullscreenElementView(page)).toBeNull();
        // Covers the whole window, above the sticky header: the frame is what the player sees.
        const viewport = page.viewportSize()!;
        expect(await view.boundingBox()).toEqual({
          x: 0,
          y: 0,
          width: viewport.width,
          height: viewport.height,
        });
        const frameBox = (await view.locator("iframe").boundingBox())!;
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x, y)?.tagName,
          [frameBox.x + frameBox.width / 2, frameBox.y + frameBox.height / 2],
        );
        expect(hit).toBe("IFRAME");

        await expectModal(page, view, gameViewText.closeTheater);

        // The page behind does not scroll, by wheel or by keyboard.
        const scrollY = await page.evaluate(() => window.scrollY);
        await page.mouse.move(viewport.width / 2, viewport.height / 2);
        await page.mouse.wheel(0, 800);
        await close.focus();
        await page.keyboard.press("End");
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
        await expectNoAxeViolations(page, `${game.path} in the theater view`);

        await page.keyboard.press("Escape");
        await expect(view).toHaveCount(0);
        await expectPageAsBefore(page, pageProblems, game, opened);
      },
    );

    test("keyboard only: Enter opens it, Enter on Close closes it", async ({ page }) => {
      await openPage(page, game.path);
      await gameLoaded(page, game.section);
      const button = fullscreenButton(page, game.section);
      await tabTo(page, button, { limit: 120 });
      await waitForScrollToSettle(page);
      const before = await pageState(page);
      await page.keyboard.press("Enter");
      const close = page
        .getByRole("dialog", { name: gameViewText.frameTitle(game.name) })
        .getByRole("button", { name: gameViewText.closeTheater });
      await expect(close).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(button).toBeFocused();
      expect(await pageState(page)).toEqual(before);
    });

    test(
      "on a phone held upright, a hint suggests turning it sideways",
      BOTH_SIZES,
      async ({ page, isMobile }) => {
        await openPage(page, game.path);
        const button = await readyToOpen(page, game.section);
        await button.click();
        const hint = page.getByRole("dialog").getByText(gameViewText.turnSideways);
        if (isMobile) await expect(hint).toBeVisible();
        else await expect(hint).toBeHidden();
      },
    );
  });

  test.describe(`${game.name}: fullscreen refused`, () => {
    test("the same button opens the theater view instead", async ({ page }) => {
      await page.addInitScript(() => {
        Element.prototype.requestFullscreen = () =>
          Promise.reject(new TypeError("Fullscreen request denied"));
      });
      await openPage(page, game.path);
      const button = await readyToOpen(page, game.section);
      await button.click();
      await expect(
        page
          .getByRole("dialog", { name: gameViewText.frameTitle(game.name) })
          .getByRole("button", { name: gameViewText.closeTheater }),
      ).toBeFocused();
    });
  });

  test.describe(`${game.name}: before the page is interactive`, () => {
    test(
      "the Fullscreen button is already in place: nothing moves when the page hydrates",
      BOTH_SIZES,
      async ({ page }) => {
        const release = await openBeforeScripts(page, game.path);
        const section = page.locator(`#${game.section}`);
        // The game's view (its box, where the browser adds the frame), the button, the section.
        const view = section.locator("[data-game-view]");
        const boxes = () =>
          Promise.all(
            [view, fullscreenButton(page, game.section), section].map((element) =>
              element.boundingBox(),
            ),
          );
        await expect(fullscreenButton(page, game.section)).toBeVisible();
        const before = await boxes();
        release();
        await waitForHydration(page);
        expect(await boxes()).toEqual(before);
        await expect(view.locator("iframe")).toBeVisible();
      },
    );

    test("a click on Fullscreen is not lost: the view opens once the page is interactive", async ({
      page,
    }) => {
      const release = await openBeforeScripts(page, game.path);
      await fullscreenButton(page, game.section).click();
      release();
      await waitForHydration(page);
      // Replayed after hydration, the click may come too late for the browser to allow
      // fullscreen: then the theater view opens. Either way the game is open, focus inside.
      const view = page.getByRole("dialog", { name: gameViewText.frameTitle(game.name) });
      await expect(view).toBeVisible();
      expect(await view.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    });
  });
}
