import { expect } from "vitest";
import type { Language } from "../../../src/features/languages/languages";
import { OVERLAY_LATE_SLACK_MS } from "../../e2e/overlay-timing";
import type { Driver } from "../driver";
import { GAME_PATHS } from "../site-under-test";
import {
  GAME_OVERLAY_TIMEOUT_MS,
  GAME_SLOW_AFTER_OVERLAY_MS,
  SECTION_IDS,
  pagePath,
  siteConfig,
  wordsIn,
} from "../texts";
import { requestsFor } from "./game-frames";
import type { Journey } from "./journey";

/**
 * A game host that hangs, or answers with an error page (the frame loads, but the game never
 * says it is ready), in real time: the home page's game area offers, 1.5 + 8 s after the
 * frame's creation, a polite note with Try again and the game on its own site; focus stays put;
 * Try again (the keyboard's Enter) asks the host again with one frame in place of the other, and
 * gives that frame focus; once the host answers and the game says it is ready, the offer goes.
 * In Arabic, the note reads right to left.
 */
const SLOW_AT_MS = GAME_OVERLAY_TIMEOUT_MS + GAME_SLOW_AFTER_OVERLAY_MS;
/** Timers never fire early, but the page clock may be coarsened by a millisecond or so. */
const CLOCK_GRAIN_MS = 5;

const SECTION = SECTION_IDS.game;
const offerNote = `#${SECTION} p[role="status"]`;
const tryAgainButton = `#${SECTION} p[role="status"] + div button`;
const hostLink = `#${SECTION} p[role="status"] + div a`;
const fullscreenButton = `#${SECTION} button:not([data-game-view] *)`;
const slot = `#${SECTION} [data-game-slot]`;

interface OfferSeen {
  /** Page time the note first said something, and the frame's creation (the slot's mark). */
  shownAt: number;
  startedAt: number;
  note: string;
  direction: string;
  button: string;
  link: { href: string; target: string; text: string };
  frameSrc: string;
  focusKept: boolean;
}

/** Records, in page time, when the offer's note first says something. */
function watchOfferNote(page: Driver) {
  return page.evaluate(function watchNote(selector) {
    const record = { shownAt: 0 };
    (window as unknown as { __enginesOffer: typeof record }).__enginesOffer = record;
    const note = document.querySelector(selector);
    if (!note) return false;
    new MutationObserver((_, observer) => {
      if (!note.textContent?.trim()) return;
      record.shownAt = performance.now();
      observer.disconnect();
    }).observe(note, { childList: true, subtree: true, characterData: true });
    return !note.textContent?.trim();
  }, offerNote);
}

function readOffer(page: Driver): Promise<OfferSeen> {
  return page.evaluate(
    function offer(noteSel, buttonSel, linkSel, slotSel) {
      const note = document.querySelector(noteSel);
      const link = document.querySelector(linkSel);
      const slotElement = document.querySelector(slotSel);
      return {
        shownAt: (window as unknown as { __enginesOffer: { shownAt: number } }).__enginesOffer
          .shownAt,
        startedAt: Number(slotElement?.getAttribute("data-started")),
        note: note?.textContent?.trim() ?? "",
        direction: note ? getComputedStyle(note).direction : "",
        button: document.querySelector(buttonSel)?.textContent?.trim() ?? "",
        link: {
          href: link?.getAttribute("href") ?? "",
          target: link?.getAttribute("target") ?? "",
          text: link?.textContent?.replace(/\s+/g, " ").trim() ?? "",
        },
        frameSrc: slotElement?.getAttribute("data-frame-src") ?? "",
        focusKept:
          document.activeElement ===
          (window as unknown as { __enginesFocus?: Element }).__enginesFocus,
      };
    },
    offerNote,
    tryAgainButton,
    hostLink,
    slot,
  );
}

const slowGameOffer = (language: Language, host: "hold" | "error"): Journey => ({
  name: `${pagePath("home", language)}: a game host that ${
    host === "hold" ? "hangs" : "answers with an error page (503)"
  } gets the offer after ${SLOW_AT_MS} ms${
    language === "ar" ? " in Arabic, right to left" : ""
  }; Try again gives the new frame focus, and the offer goes once the game says it is ready`,
  gameHost: host,
  async run({ page, gameHost }) {
    const words = wordsIn(language).game;
    const gameRequests = () => requestsFor(gameHost.requests, GAME_PATHS.tidyTime);
    await page.open(pagePath("home", language));
    expect(await watchOfferNote(page), "the offer's note there, and empty").toBe(true);
    // Where the player left focus: the offer must not move it.
    await page.centre(fullscreenButton);
    await page.evaluate(function focusFullscreen(s) {
      const button = document.querySelector<HTMLElement>(s);
      button?.focus();
      (window as unknown as { __enginesFocus?: Element | null }).__enginesFocus = button;
    }, fullscreenButton);

    const offer = await page.step("the offer comes", async () => {
      await page.waitForWithin(
        SLOW_AT_MS + OVERLAY_LATE_SLACK_MS + 1000,
        "the offer's note",
        (s) => !!document.querySelector(s)?.textContent?.trim(),
        offerNote,
      );
      return readOffer(page);
    });
    expect(
      offer.shownAt - offer.startedAt,
      "ms from the frame's creation to the offer",
    ).toBeGreaterThanOrEqual(SLOW_AT_MS - CLOCK_GRAIN_MS);
    expect(offer.shownAt - offer.startedAt).toBeLessThanOrEqual(SLOW_AT_MS + OVERLAY_LATE_SLACK_MS);
    expect(offer.note).toBe(words.slow);
    expect(offer.button).toBe(words.tryAgain);
    expect(offer.link.text).toBe(`${words.playOnHost(siteConfig.name)} ${words.newTab}`);
    expect(offer.link.href, "the link is the game's own address").toBe(offer.frameSrc);
    expect(new URL(offer.link.href).origin).toBe(gameHost.origin);
    expect(offer.link.target).toBe("_blank");
    expect(offer.focusKept, "focus stayed where it was").toBe(true);
    expect(offer.direction).toBe(language === "ar" ? "rtl" : "ltr");
    expect(gameRequests(), "one request so far").toHaveLength(1);

    await page.step("Try again with the keyboard", async () => {
      // The host answers no more, for now: the new frame waits until the next step.
      gameHost.mode = "hold";
      await page.evaluate(function focusTryAgain(s) {
        document.querySelector<HTMLElement>(s)?.focus();
      }, tryAgainButton);
      await page.press("Enter");
      await page.waitForWithin(
        5000,
        "the overlay to show again",
        (s) => [...document.querySelectorAll(s)].some((el) => el.getClientRects().length > 0),
        `#${SECTION} [data-game-overlay]`,
      );
      const deadline = Date.now() + 5000;
      while (gameRequests().length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(gameRequests(), "the host asked a second time").toHaveLength(2);
      const after = await page.evaluate(
        function afterRetry(section, noteSel, buttonSel) {
          const active = document.activeElement;
          return {
            frames: document.querySelectorAll(`#${section} iframe`).length,
            note: document.querySelector(noteSel)?.textContent?.trim() ?? "",
            buttons: document.querySelectorAll(buttonSel).length,
            focus:
              active === document.querySelector(`#${section} iframe`)
                ? "the game"
                : active?.localName,
          };
        },
        SECTION,
        offerNote,
        tryAgainButton,
      );
      expect(after, "one frame, focused; the offer gone while it loads").toEqual({
        frames: 1,
        note: "",
        buttons: 0,
        focus: "the game",
      });
    });

    await page.step("the host answers", async () => {
      expect(gameHost.releaseHeld(), "requests held").toBeGreaterThanOrEqual(1);
      await page.waitFor(
        "the frame to load, the game to say it is ready, and the offer and overlay to go",
        (slotSel, noteSel, buttonSel, overlaySel) =>
          document.querySelector(slotSel)?.getAttribute("data-loaded") === "online" &&
          document.querySelector(slotSel)?.getAttribute("data-signal") === "game-ready" &&
          !document.querySelector(noteSel)?.textContent?.trim() &&
          !document.querySelector(buttonSel) &&
          ![...document.querySelectorAll(overlaySel)].some((el) => el.getClientRects().length > 0),
        slot,
        offerNote,
        tryAgainButton,
        `#${SECTION} [data-game-overlay]`,
      );
      expect(gameRequests(), "no further request").toHaveLength(2);
    });
  },
});

export const gameOfferJourneys: Journey[] = [
  slowGameOffer("en", "hold"),
  slowGameOffer("ar", "error"),
];
