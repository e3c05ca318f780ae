import { useCallback, useEffect, useState, type RefObject } from "react";
import { startGameFrame, stopGameFrame } from "@/features/game/inline-starter";
import { GAME_OVERLAY_TIMEOUT_MS, GAME_SLOW_AFTER_OVERLAY_MS } from "@/lib/constants";

/**
 * Where a game's loading stands:
 * - `loading`: the "Loading game" overlay is up, until the frame loads or its time is up;
 * - `waiting`: the overlay is gone and the game is not ready yet;
 * - `slow`: still not ready GAME_SLOW_AFTER_OVERLAY_MS after the overlay, or the game said it
 *   cannot start: the page offers a way on;
 * - `offline`: the browser is offline, or the frame loaded while it was (an error page);
 * - `ready`: the game said it is ready or, for a game that says nothing, its frame loaded online.
 */
export type GameLoadState = "loading" | "waiting" | "slow" | "offline" | "ready";

const SLOW_AFTER_START_MS = GAME_OVERLAY_TIMEOUT_MS + GAME_SLOW_AFTER_OVERLAY_MS;

/**
 * The state a slot's attributes (src/features/game/inline-starter.ts) tell `elapsed` ms after its
 * frame was created, with the browser online or not. A game that signals (`data-ready-origin`) is
 * ready only once it says so: its frame's `load` comes for an error page too.
 */
export function readGameLoadState(
  slot: HTMLElement,
  elapsed: number,
  online: boolean,
): GameLoadState {
  const loaded = slot.getAttribute("data-loaded");
  const said = slot.getAttribute("data-signal");
  if (said === "game-error") return online ? "slow" : "offline";
  const playable = slot.hasAttribute("data-ready-origin")
    ? said === "game-ready"
    : loaded === "online";
  // The overlay keeps the spec's rule (the frame's load, or its time) whatever the game said.
  if (playable && (loaded || elapsed >= GAME_OVERLAY_TIMEOUT_MS)) return "ready";
  if (!loaded && elapsed < GAME_OVERLAY_TIMEOUT_MS) return "loading";
  if (loaded === "offline" || !online) return "offline";
  return elapsed < SLOW_AFTER_START_MS ? "waiting" : "slow";
}

/** Ms until the state can next change by time alone (null: only an event can change it). */
function untilNextChange(state: GameLoadState, elapsed: number): number | null {
  if (state === "loading") return GAME_OVERLAY_TIMEOUT_MS - elapsed;
  if (state === "waiting") return SLOW_AFTER_START_MS - elapsed;
  return null;
}

/**
 * Starts the slot's game anew. The old frame goes, and with Try again the offer's button: focus
 * that was on either goes to the new frame, never to the page's body (where a removed element
 * leaves it, and the next Tab starts from the top).
 */
function startAnew(slot: HTMLElement, takeFocus: boolean) {
  const focusWasOnGame = slot.contains(document.activeElement);
  startGameFrame(slot, GAME_OVERLAY_TIMEOUT_MS);
  if (takeFocus || focusWasOnGame) slot.querySelector("iframe")?.focus();
}

/**
 * Runs a game's frame in its slot once the page is interactive: adopts the frame the boot script
 * started with the page (or starts one, on a page opened from another page), follows its loading,
 * and starts it anew on Try again, or by itself once the browser is back online after the game
 * could not come. Nothing it sets up outlives the section.
 */
export function useGameLoader(slotRef: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<GameLoadState>("loading");

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot) return;
    let current: GameLoadState = "loading";
    let timer: number | undefined;
    const restart = () => startAnew(slot, false);
    const update = () => {
      const elapsed = performance.now() - Number(slot.getAttribute("data-started"));
      current = readGameLoadState(slot, elapsed, navigator.onLine);
      setState(current);
      window.clearTimeout(timer);
      const wait = untilNextChange(current, elapsed);
      if (wait !== null) timer = window.setTimeout(update, Math.max(0, wait));
      return current;
    };
    // Back online after the game could not come: try again without being asked.
    const onOnline = () => {
      if (current === "offline" || slot.getAttribute("data-loaded") === "offline") restart();
      else update();
    };
    if (!slot.querySelector("iframe")) restart();
    const observer = new MutationObserver(update);
    observer.observe(slot, { attributeFilter: ["data-started", "data-loaded", "data-signal"] });
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", update);
    // Its error page came while offline, and the connection is back since.
    if (update() === "offline" && navigator.onLine) restart();
    return () => {
      observer.disconnect();
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", update);
      window.clearTimeout(timer);
      stopGameFrame(slot);
    };
  }, [slotRef]);

  const retry = useCallback(() => {
    if (slotRef.current) startAnew(slotRef.current, true);
  }, [slotRef]);

  return { state, retry };
}
