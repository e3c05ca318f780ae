import type { Page } from "@playwright/test";

/**
 * Tolerances for checking the "Loading game" overlay's 1.5 s time-out in real time. The time-out
 * counts from the frame's creation, right after first paint (src/features/game/inline-starter.ts),
 * and a machine running several suites at once stalls the main thread and delays timers by more
 * than a second (3.1 s instead of 1.5 s was seen under a load average of 12 on two cores). So
 * "about 1.5 s" is checked as 1.5 s minus 0.35 s, plus 2.5 s: the lower bound proves it was the
 * time-out that hid the overlay, the upper one that nothing keeps it up. The exact moment is
 * pinned with the page clock in game-frame.spec.ts.
 */
export const OVERLAY_EARLY_SLACK_MS = 350;
export const OVERLAY_LATE_SLACK_MS = 2_500;

/** What the page recorded of its first game (page time, ms). */
export interface OverlayTimes {
  /** When the game's frame appeared in its slot (its overlay's time-out counts from then). */
  frameAt?: number;
  /** Whether the overlay was on screen then. */
  shownAtFrame?: boolean;
  /**
   * When the overlay stopped showing for good: removed, or hidden by the slot's marks before
   * hydration.
   */
  hiddenAt?: number;
}

declare global {
  interface Window {
    __overlayTimes?: OverlayTimes;
  }
}

/** Records, inside the page from its start, when the first game's frame came and its overlay went. */
export async function recordOverlayTimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const times: OverlayTimes = {};
    window.__overlayTimes = times;
    const overlayShown = () =>
      Array.from(document.querySelectorAll("[data-game-overlay]")).some((overlay) =>
        overlay.checkVisibility(),
      );
    const check = () => {
      const now = performance.now();
      if (times.frameAt === undefined && document.querySelector("[data-game-slot] iframe")) {
        times.frameAt = now;
        times.shownAtFrame = overlayShown();
      }
      if (times.frameAt === undefined) return;
      // The last time it went: a moment out of view that it came back from does not count.
      if (overlayShown()) times.hiddenAt = undefined;
      else times.hiddenAt ??= now;
    };
    // The overlay goes by a mutation: removed, or hidden by an attribute on the slot.
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
    });
  });
}

/** What the page recorded. */
export const overlayTimes = (page: Page): Promise<OverlayTimes> =>
  page.evaluate(() => window.__overlayTimes ?? {});
