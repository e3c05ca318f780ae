import { expect } from "vitest";
import { ROUTES, SECTION_IDS, en, siteConfig } from "../texts";
import type { Journey } from "./journey";

const shareText = en.game.share;
const game = en.charlie.share.title;

/** The Share button follows Fullscreen under the game, outside the game's view. */
const SHARE_BUTTON = `#${SECTION_IDS.charlieGame} button:not([data-game-view] *) + button`;

interface ShareResult {
  /** The toast's text, when it says the link was copied. */
  toast: string | null;
  /** The link shown instead, with whether it has focus and is selected whole. */
  field: { value: string; focused: boolean; selected: boolean } | null;
  busy: boolean;
}

const shareFallback: Journey = {
  name: "/charlie-the-steak: without a share sheet, Share copies the canonical URL or shows it selected",
  // Nothing about sharing depends on the screen size.
  async run({ page }) {
    await page.open(`${ROUTES.charlie}?from=newsletter`);
    const url = `${siteConfig.origin}${ROUTES.charlie}`;

    await page.step("the browser has no share sheet", async () => {
      const label = await page.evaluate(function shareLabel(selector) {
        return document.querySelector(selector)?.textContent?.trim() ?? null;
      }, SHARE_BUTTON);
      expect(label).toBe(shareText.share);
      // Firefox and WebKitGTK have no Web Share on Linux: this journey is their fallback.
      expect(await page.evaluate(() => "share" in navigator)).toBe(false);
    });

    await page.step("press Share", async () => {
      await page.click(SHARE_BUTTON);
      const result = await page.waitFor(
        `"${shareText.linkCopied}" or the link shown`,
        function shared(selector, title, label): ShareResult | null {
          const toast = [...document.querySelectorAll('[role="region"] li')].find((li) =>
            li.textContent?.includes(title),
          );
          const labelled = [...document.querySelectorAll("label")].find(
            (element) => element.textContent === label,
          );
          const input = labelled?.control as HTMLInputElement | null | undefined;
          if (!toast && !input) return null;
          return {
            toast: toast?.textContent ?? null,
            field: input
              ? {
                  value: input.value,
                  focused: document.activeElement === input,
                  selected: input.selectionStart === 0 && input.selectionEnd === input.value.length,
                }
              : null,
            busy: document.querySelector(selector)?.getAttribute("aria-disabled") === "true",
          };
        },
        SHARE_BUTTON,
        shareText.linkCopied,
        shareText.linkLabel(game),
      );
      if (result.toast !== null) {
        expect(result.toast).toContain(shareText.linkCopiedDescription(game));
      } else {
        expect(result.field).toEqual({ value: url, focused: true, selected: true });
      }
      expect(result.busy, "the button is at rest again").toBe(false);
    });
  },
};

export const shareJourneys: Journey[] = [shareFallback];
