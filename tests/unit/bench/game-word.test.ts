// The game's word as the bench sees it: the light stub says ready for Tidy Time's frame only,
// the page's record of `game-ready` and its offer are watched in the page (jsdom here), and the
// heavy game's rows read and print them, "—" where a game or a build has none.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSiteConfig } from "@/config/site";
import { GAME_OVERLAY_TIMEOUT_MS, GAME_SLOW_AFTER_OVERLAY_MS } from "@/lib/constants";
import {
  OFFER_AFTER_START_MS,
  SILENT_STUB_GAMES,
  lightStubPage,
  offerFigure,
  pageSignals,
  readySignalFigure,
  signalText,
  watchGameWord,
} from "../../../scripts/bench-game.mjs";
import { gameUrls } from "../../../scripts/bench-variants.mjs";

const STUB = "http://127.0.0.1:5000";

/** Runs the stub page's script as the frame at `url`; what it posted before and after `load`. */
function runStub(url: string) {
  const script = /<script>([\s\S]*?)<\/script>/.exec(lightStubPage())?.[1];
  if (!script) throw new Error("the stub page has no script");
  const posted: unknown[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  new Function("location", "parent", "addEventListener", script)(
    new URL(url),
    { postMessage: (message: unknown, target: string) => posted.push({ message, target }) },
    (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
  );
  const beforeLoad = [...posted];
  for (const listener of listeners.load ?? []) listener();
  return { beforeLoad, afterLoad: posted };
}

describe("the light stub", () => {
  const light = gameUrls(STUB, "light");
  // The site's config appends Tidy Time's key and value to its address.
  const tidyTime = `${light.VITE_GAME_URL}?key=tidy-time&value=web`;

  it("posts game-ready for Tidy Time's frame once loaded, as the site's own game does", () => {
    const { beforeLoad, afterLoad } = runStub(tidyTime);
    expect(beforeLoad).toEqual([]);
    expect(afterLoad).toEqual([{ message: { type: "game-ready" }, target: "*" }]);
  });

  it("says nothing in Charlie's frame, as its host", () => {
    expect(light.VITE_CHARLIE_GAME_URL).toContain("game=charlie");
    expect(runStub(light.VITE_CHARLIE_GAME_URL).afterLoad).toEqual([]);
  });

  it("leaves silent the games the site does not expect a word from", () => {
    const { gameSignals } = createSiteConfig({});
    const silent = Object.keys(gameSignals).filter(
      (game) => !gameSignals[game as keyof typeof gameSignals],
    );
    expect(SILENT_STUB_GAMES).toEqual(silent);
  });
});

describe("the offer's time", () => {
  it("is the overlay's time and the 8 s after it, as the page counts it", () => {
    expect(OFFER_AFTER_START_MS).toBe(GAME_OVERLAY_TIMEOUT_MS + GAME_SLOW_AFTER_OVERLAY_MS);
  });
});

/** A game area as the prerendered page has it: the slot, the overlay's status, the offer's. */
const GAME_AREA = `
  <div data-game-view="inline">
    <div>
      <div data-game-slot="" data-ready-origin="${STUB}"></div>
      <div role="status" data-game-overlay=""><span>Loading game</span></div>
      <div><p role="status"></p></div>
    </div>
  </div>`;
type Seen = Parameters<typeof watchGameWord>[0];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("watching the page's word on the game (in the page)", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("records each value the page writes in data-signal, and when", async () => {
    document.body.innerHTML = GAME_AREA;
    const bench: Seen = {};
    watchGameWord(bench);
    const slot = document.querySelector("[data-game-slot]")!;
    vi.spyOn(performance, "now").mockReturnValue(4321);
    slot.setAttribute("data-signal", "game-ready");
    slot.setAttribute("data-started", "1200");
    slot.removeAttribute("data-signal");
    await settle();
    expect(bench.signals).toEqual([{ value: "game-ready", at: 4321 }]);
  });

  it("counts the offer's message, not the overlay's, each time it appears", async () => {
    document.body.innerHTML = GAME_AREA;
    const bench: Seen = {};
    watchGameWord(bench);
    expect(bench.offerWatched).toBe(true);
    const offer = document.querySelector("p[role=status]")!;
    vi.spyOn(performance, "now").mockReturnValue(11_000);
    offer.textContent = "The game is taking longer than usual to load.";
    await settle();
    offer.textContent = "You are offline.";
    await settle();
    expect(bench.offers).toEqual([
      { at: 11_000, text: "The game is taking longer than usual to load." },
    ]);
    offer.textContent = "";
    await settle();
    offer.append("Again");
    await settle();
    expect(bench.offers).toHaveLength(2);
  });

  it("starts watching the offer once the page is parsed", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const bench: Seen = {};
    watchGameWord(bench);
    document.body.innerHTML = GAME_AREA;
    expect(bench.offerWatched).toBe(false);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(bench.offerWatched).toBe(true);
    document.querySelector("p[role=status]")!.textContent = "Slow";
    await settle();
    expect(bench.offers).toHaveLength(1);
  });

  it("has no offer to watch on a page without one", () => {
    document.body.innerHTML = "<main><p role='status'>Sent</p></main>";
    const bench: Seen = {};
    watchGameWord(bench);
    expect(bench.offerWatched).toBe(false);
    expect(bench.offers).toEqual([]);
  });
});

describe("what the page made of the game's word, load by load", () => {
  it("is when it recorded game-ready, and whether it showed the offer", () => {
    const seen = {
      signals: [{ value: "game-ready", at: 13_456 }],
      offers: [],
      offerWatched: true,
    };
    expect(pageSignals(seen)).toEqual({
      readySignal: 13_456,
      signal: "game-ready",
      offerShown: false,
      offerAt: null,
    });
    expect(signalText(pageSignals(seen))).toBe("ready signal 13456 ms, offer no");
  });

  it("is absent for a game that says nothing, and the offer with when it came", () => {
    const seen = { signals: [], offers: [{ at: 11_020, text: "Slow" }], offerWatched: true };
    expect(pageSignals(seen)).toEqual({
      readySignal: null,
      signal: null,
      offerShown: true,
      offerAt: 11_020,
    });
    expect(signalText(pageSignals(seen))).toBe("ready signal —, offer shown at 11020 ms");
  });

  it("is absent for a build from before the signal, or one the bench could not read", () => {
    const absent = { readySignal: null, signal: null, offerShown: null, offerAt: null };
    expect(pageSignals({})).toEqual(absent);
    expect(pageSignals(undefined)).toEqual(absent);
    expect(pageSignals(null)).toEqual(absent);
    expect(signalText(absent)).toBe("ready signal —, offer —");
  });

  it("is not ready for a game that said it cannot start", () => {
    const seen = { signals: [{ value: "game-error", at: 5000 }], offers: [], offerWatched: true };
    expect(pageSignals(seen).readySignal).toBeNull();
    expect(signalText(pageSignals(seen))).toBe("ready signal — (game-error), offer no");
  });
});

describe("a row's ready signal and offer", () => {
  it("are the median and range of the loads, and whether any showed the offer", () => {
    expect(readySignalFigure([12_000, 14_000, 13_000])).toBe("13000 ms (12000–14000)");
    expect(offerFigure([false, false, false])).toBe("no");
    expect(offerFigure([false, true, true])).toBe("yes, 2 of 3");
  });

  it("say how many loads had a ready signal when not all did", () => {
    expect(readySignalFigure([12_000, null, 13_000])).toBe("12000 ms (12000–13000), 2 of 3");
  });

  it("are — when no load had them, never an error", () => {
    expect(readySignalFigure([null, null])).toBe("—");
    expect(readySignalFigure([])).toBe("—");
    expect(offerFigure([null, null])).toBe("—");
  });
});
