/**
 * The game's own word, heard by the page's inline starter (GAME_SCRIPT,
 * src/features/game/inline-starter.ts as inlined): from the frame's creation, before any of the
 * app's code has loaded, and only from that frame's window at the game's origin. What the starter
 * records is what the app reads when it hydrates (readGameLoadState).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { START_GAMES_KEY } from "@/boot/boot-script";
import { stopGameFrame } from "@/features/game/inline-starter";
import { readGameLoadState } from "@/features/game/use-game-loader";
import { GAME_OVERLAY_TIMEOUT_MS } from "@/lib/constants";
import { GAME_SCRIPT } from "@/features/game/game-script";

const GAME = "https://games.example/play/";
const GAME_ORIGIN = new URL(GAME).origin;

let slot: HTMLElement;
const frame = () => slot.querySelector("iframe")!;
const post = (data: unknown, origin = GAME_ORIGIN, source = frame().contentWindow) =>
  window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
/** As the app reads the slot once hydrated, `elapsed` ms after the frame came. */
const stateAt = (elapsed: number) => readGameLoadState(slot, elapsed, true);

/** A game page as prerendered, its games started the way the boot script starts them. */
function startPage(readyOrigin: string | null) {
  slot = document.createElement("div");
  slot.setAttribute("data-game-slot", "");
  slot.setAttribute("data-frame-src", GAME);
  slot.setAttribute("data-frame-title", "Test game");
  if (readyOrigin) slot.setAttribute("data-ready-origin", readyOrigin);
  document.body.append(slot);
  // The script's text as the page carries it: nothing from outside it may be needed.
  new Function(GAME_SCRIPT)();
  (window as unknown as Record<string, () => void>)[START_GAMES_KEY]();
}

beforeEach(() => startPage(GAME_ORIGIN));
afterEach(() => {
  stopGameFrame(slot);
  slot.remove();
  delete (window as unknown as Record<string, unknown>)[START_GAMES_KEY];
});

describe("before the app runs, the inline starter", () => {
  it("records the game's game-ready on its slot, even before the frame's load", () => {
    post({ type: "game-ready" });
    expect(slot).toHaveAttribute("data-signal", "game-ready");
    // The spec's overlay still waits for the load or its time.
    expect(stateAt(GAME_OVERLAY_TIMEOUT_MS - 1)).toBe("loading");
    expect(stateAt(GAME_OVERLAY_TIMEOUT_MS)).toBe("ready");
    frame().dispatchEvent(new Event("load"));
    expect(stateAt(1)).toBe("ready");
  });

  it("records game-error, which the app reads as the offer at once", () => {
    post({ type: "game-error" });
    expect(slot).toHaveAttribute("data-signal", "game-error");
    expect(stateAt(1)).toBe("slow");
  });

  it("keeps the game's first word: a later one changes nothing", () => {
    post({ type: "game-ready" });
    post({ type: "game-error" });
    expect(slot).toHaveAttribute("data-signal", "game-ready");
  });

  it.each([
    ["another origin", { type: "game-ready" }, "https://games.example.evil", undefined],
    ["another window", { type: "game-ready" }, GAME_ORIGIN, window],
    ["a string", "game-ready", GAME_ORIGIN, undefined],
    ["an object without a type", { ready: true }, GAME_ORIGIN, undefined],
  ])("ignores %s", (_what, data, origin, source) => {
    post(data, origin, source ?? frame().contentWindow);
    expect(slot).not.toHaveAttribute("data-signal");
    frame().dispatchEvent(new Event("load"));
    expect(stateAt(GAME_OVERLAY_TIMEOUT_MS)).toBe("waiting");
  });

  it("hears nothing for a game that does not signal, whose load is enough", () => {
    stopGameFrame(slot);
    slot.remove();
    startPage(null);
    post({ type: "game-error" });
    expect(slot).not.toHaveAttribute("data-signal");
    frame().dispatchEvent(new Event("load"));
    expect(stateAt(1)).toBe("ready");
  });
});
