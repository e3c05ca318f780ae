import {
  expect,
  fulfillWithStubGame,
  openPage,
  pauseClock,
  STUB_GAME_TITLE,
  test,
  waitForHydration,
} from "./fixtures";
import { GAME_PAGES, overlayIn, pageTimeSinceGameStart } from "./game-view";
import {
  OVERLAY_EARLY_SLACK_MS,
  OVERLAY_LATE_SLACK_MS,
  overlayTimes,
  recordOverlayTimes,
} from "./overlay-timing";
import { GAME_FRAME_ASPECT, GAME_OVERLAY_TIMEOUT_MS, ROUTES, labels } from "./texts";

for (const frame of GAME_PAGES) {
  test.describe(`${frame.name} frame`, () => {
    test("is 16:9, embeds an external host and allows fullscreen, autoplay and encrypted media", async ({
      page,
    }) => {
      await openPage(page, frame.path);
      const iframe = page.locator(`#${frame.section} iframe`);
      await iframe.scrollIntoViewIfNeeded();
      const box = await iframe.boundingBox();
      expect(box).not.toBeNull();
      const expectedHeight = (box!.width * GAME_FRAME_ASPECT.height) / GAME_FRAME_ASPECT.width;
      expect(
        Math.abs(box!.height - expectedHeight),
        `frame ${box!.width}×${box!.height}`,
      ).toBeLessThanOrEqual(1);
      expect(box!.width).toBeGreaterThan(200);

      const allow = ((await iframe.getAttribute("allow")) ?? "")
        .split(";")
        .map((feature) => feature.trim().split(/\s+/)[0]);
      expect(allow).toEqual(expect.arrayContaining(["fullscreen", "autoplay", "encrypted-media"]));
      await expect(iframe).toHaveAttribute("title", /\S/);

      const src = new URL((await iframe.getAttribute("src")) ?? "", page.url());
      expect(src.protocol).toBe("https:");
      expect(src.hostname).not.toBe(new URL(page.url()).hostname);
      if (frame.path === ROUTES.home) {
        // The spec's key and value query parameters.
        expect(src.searchParams.get("key")).toBeTruthy();
        expect(src.searchParams.get("value")).toBeTruthy();
      }
      // The stub page answered for the host.
      await expect(page.frameLocator(`#${frame.section} iframe`).getByRole("heading")).toHaveText(
        STUB_GAME_TITLE,
      );
    });

    test.describe("host answers after the page is ready", () => {
      test.use({ gameHosts: "hold" });

      test("the overlay shows until the frame loads", async ({ page, pageProblems }) => {
        await pauseClock(page);
        await openPage(page, frame.path);
        await expect(overlayIn(page, frame.section)).toBeVisible();
        await expect(overlayIn(page, frame.section)).toHaveText(labels.loadingGame);
        await expect.poll(() => pageProblems.heldRoutes.length).toBe(1);

        // Time stands still, so only the frame's load event can remove the overlay.
        await fulfillWithStubGame(pageProblems.heldRoutes[0]);
        await expect(page.frameLocator(`#${frame.section} iframe`).getByRole("heading")).toHaveText(
          STUB_GAME_TITLE,
        );
        await expect(overlayIn(page, frame.section)).toHaveCount(0);
      });
    });

    test("the overlay goes when the frame loaded before the page became interactive", async ({
      page,
    }) => {
      await pauseClock(page);
      await page.goto(frame.path, { waitUntil: "load" });
      await waitForHydration(page);
      await expect(page.frameLocator(`#${frame.section} iframe`).getByRole("heading")).toHaveText(
        STUB_GAME_TITLE,
      );
      await expect(overlayIn(page, frame.section)).toHaveCount(0);
    });

    test.describe("host never answers", () => {
      test.use({ gameHosts: "hold" });

      test(`the overlay hides after exactly ${GAME_OVERLAY_TIMEOUT_MS} ms (page clock)`, async ({
        page,
      }) => {
        await pauseClock(page);
        await openPage(page, frame.path);
        await expect(overlayIn(page, frame.section)).toBeVisible();
        const since = await pageTimeSinceGameStart(page, frame.section);
        await page.clock.runFor(GAME_OVERLAY_TIMEOUT_MS - 1 - since);
        await expect(overlayIn(page, frame.section)).toBeVisible();
        await page.clock.runFor(1);
        await expect(overlayIn(page, frame.section)).toHaveCount(0);
        // The frame stays, empty, for the player to retry.
        await expect(page.locator(`#${frame.section} iframe`)).toBeVisible();
      });

      test("the overlay hides about 1.5 s after the frame came (real time)", async ({ page }) => {
        await recordOverlayTimes(page);
        await openPage(page, frame.path);
        await expect
          .poll(async () => (await overlayTimes(page)).hiddenAt, { timeout: 8000 })
          .toBeDefined();
        const { frameAt = 0, hiddenAt = 0, shownAtFrame } = await overlayTimes(page);
        expect(shownAtFrame, "overlay up when the frame came").toBe(true);
        // The time-out counts from the frame's creation, right after first paint, not from when
        // the page became interactive (see overlay-timing.ts for the margins).
        expect(hiddenAt - frameAt).toBeGreaterThanOrEqual(
          GAME_OVERLAY_TIMEOUT_MS - OVERLAY_EARLY_SLACK_MS,
        );
        expect(hiddenAt - frameAt).toBeLessThanOrEqual(
          GAME_OVERLAY_TIMEOUT_MS + OVERLAY_LATE_SLACK_MS,
        );
      });
    });

    test.describe("host unreachable", () => {
      test.use({ gameHosts: "abort" });

      test("the overlay does not stay up", async ({ page }) => {
        await openPage(page, frame.path);
        await expect(overlayIn(page, frame.section)).toHaveCount(0, {
          timeout: GAME_OVERLAY_TIMEOUT_MS + 3000,
        });
      });
    });
  });
}
