/**
 * The game pages' hero art, as players see it: beside the text on a wide screen, small and
 * below the buttons on a phone, where Play Now stays in the first screen under the sticky
 * header. It is inline SVG in the prerendered page, so nothing moves when it arrives, and the
 * largest paint stays the hero's text.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, openPage, test } from "./fixtures";
import { BOTH_SIZES } from "./sizes";
import { GAME_PAGES } from "./game-view";
import { labels } from "./texts";

const box = async (locator: Locator) => (await locator.boundingBox())!;

interface PaintRecord {
  /** Layout shifts the player did not cause, since the page started loading. */
  shift: number;
  /** Where the largest contentful paint is. */
  largest: { tag: string; inHeroText: boolean; inArt: boolean };
}

function paintRecord(page: Page): Promise<PaintRecord> {
  return page.evaluate(
    () =>
      new Promise<PaintRecord>((resolve) => {
        const record: PaintRecord = {
          shift: 0,
          largest: { tag: "none", inHeroText: false, inArt: false },
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) record.shift += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        new PerformanceObserver((list) => {
          const { element } = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
          record.largest = {
            tag: element?.tagName.toLowerCase() ?? "none",
            inHeroText: !!element?.closest("main > div:first-of-type > div > div"),
            inArt: !!element?.closest("svg"),
          };
        }).observe({ type: "largest-contentful-paint", buffered: true });
        // Both observers report their buffered entries in their first task.
        setTimeout(() => resolve(record), 200);
      }),
  );
}

test(
  "each game's art: beside the text when wide, below Play Now on a phone; nothing moves",
  BOTH_SIZES,
  async ({ page, isMobile }) => {
    for (const game of GAME_PAGES) {
      await openPage(page, game.path);
      // Once the page is idle it mounts the Share button's toast region: wait for that too.
      await expect(page.getByRole("region", { name: /notifications/i })).toBeAttached();
      const hero = page.getByRole("main").locator("> div").first();
      const art = hero.locator(".hero-with-art > svg");
      await expect(art).toHaveAttribute("aria-hidden", "true");
      const heading = hero.getByRole("heading", { level: 1 });
      const playNow = hero.getByRole("link", { name: labels.playNow });
      const artBox = await box(art);
      const viewport = page.viewportSize()!;

      if (isMobile) {
        const header = await box(page.getByRole("banner"));
        const play = await box(playNow);
        expect(play.y, `${game.path}: Play Now below the sticky header`).toBeGreaterThanOrEqual(
          header.y + header.height,
        );
        expect(
          play.y + play.height,
          `${game.path}: Play Now in the first screen`,
        ).toBeLessThanOrEqual(viewport.height);
        expect(artBox.y, `${game.path}: art below the buttons`).toBeGreaterThanOrEqual(
          play.y + play.height,
        );
        expect(artBox.width, `${game.path}: art small`).toBeLessThanOrEqual(viewport.width / 2);
      } else {
        const text = await box(heading.locator(".."));
        expect(artBox.x, `${game.path}: art right of the text`).toBeGreaterThanOrEqual(
          text.x + text.width,
        );
        expect(artBox.y, `${game.path}: art level with the text`).toBeLessThan(
          text.y + text.height,
        );
        expect(artBox.y + artBox.height).toBeGreaterThan(text.y);
        expect(
          artBox.y + artBox.height,
          `${game.path}: art in the first screen`,
        ).toBeLessThanOrEqual(viewport.height);
      }

      const { shift, largest } = await paintRecord(page);
      expect(shift, `${game.path}: layout shift`).toBe(0);
      // The intro paragraph, as before the art: inline SVG shapes are no paint candidates.
      expect(largest, `${game.path}: largest contentful paint`).toMatchObject({
        inHeroText: true,
        inArt: false,
      });
    }
  },
);
