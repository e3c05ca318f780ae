/** What a slot keeps of its game's start, to stop it (the frame's own marks are attributes). */
type GameSlot = HTMLElement & {
  overlayTimer?: number;
  onGameMessage?: (event: MessageEvent) => void;
};

/**
 * Starts a game in its slot: the element carrying `data-game-slot` in a game section
 * (src/features/game/game-frame.tsx). It puts a frame in the slot with the slot's
 * `data-frame-*` attributes (src, title, allow, referrerpolicy), in place of any frame already
 * there, and writes on the slot what the rest of the page reads:
 * - `data-started`: when the frame was created (`performance.now()`);
 * - `data-loaded`: that it fired `load`, and whether the browser was `online` or `offline` then
 *   (a frame fires `load` for an error page too, and never for a host that hangs);
 * - `data-overlay-done`: that the "Loading game" overlay's time is up and the frame has not
 *   loaded (yet);
 * - `data-signal`: for a game that says when it is ready (a slot with `data-ready-origin`, the
 *   game's origin), the first of its `game-ready` or `game-error` (README, "For game makers").
 *   Listened for from the frame's creation: the game may be ready long before the app runs.
 * The game area's CSS reads `data-loaded` and `data-overlay-done` (the slot is their `peer`):
 * the overlay goes on time before the app runs, and when the app's code failed to load, a game
 * that has not come then gets the link to its own site. The app reads all but the overlay's
 * (use-game-loader.ts).
 *
 * A game page's own inline script (GAME_SCRIPT in ./game-script.ts, built from
 * `registerGames` below) has the boot script run it right after first paint, so the game is
 * requested with the page: its source is inlined there, plain ES2017 with nothing from outside
 * the function (types aside). The app runs it when a game page is opened from another page, and
 * when the player tries again.
 */
export function startGameFrame(slot: HTMLElement, overlayMs: number): void {
  const own = slot as GameSlot;
  clearTimeout(own.overlayTimer);
  if (own.onGameMessage) window.removeEventListener("message", own.onGameMessage);
  slot.querySelector("iframe")?.remove();
  slot.removeAttribute("data-loaded");
  slot.removeAttribute("data-overlay-done");
  slot.removeAttribute("data-signal");
  slot.setAttribute("data-started", String(performance.now()));
  const frame = document.createElement("iframe");
  Array.prototype.forEach.call(slot.attributes, ({ name, value }: Attr) => {
    if (name.startsWith("data-frame-")) frame.setAttribute(name.slice(11), value);
  });
  frame.addEventListener("load", () => {
    slot.setAttribute("data-loaded", navigator.onLine ? "online" : "offline");
    slot.removeAttribute("data-overlay-done");
  });
  own.overlayTimer = window.setTimeout(() => {
    if (!slot.hasAttribute("data-loaded")) slot.setAttribute("data-overlay-done", "");
  }, overlayMs);
  const readyOrigin = slot.getAttribute("data-ready-origin");
  own.onGameMessage = undefined;
  if (readyOrigin) {
    // Any window may post to the page, with anything in it: only this frame's game, from the
    // game's own origin, is heard, and only its first word on whether it can start.
    const onGameMessage = (event: MessageEvent) => {
      const from = event.source;
      if (!from || from !== frame.contentWindow || event.origin !== readyOrigin) return;
      const type = (event.data as { type?: unknown } | null | undefined)?.type;
      if (type !== "game-ready" && type !== "game-error") return;
      window.removeEventListener("message", onGameMessage);
      slot.setAttribute("data-signal", type);
    };
    own.onGameMessage = onGameMessage;
    window.addEventListener("message", onGameMessage);
  }
  slot.append(frame);
}

/** Stops what a slot's game set going (the overlay's timer, the wait for its signal). */
export function stopGameFrame(slot: HTMLElement): void {
  const own = slot as GameSlot;
  clearTimeout(own.overlayTimer);
  if (own.onGameMessage) window.removeEventListener("message", own.onGameMessage);
  own.onGameMessage = undefined;
}

/**
 * What a game page's inline script does: leaves on `window`, under `key`, the function that starts
 * every game on the page, for the boot script to call right after first paint, before the page's
 * modules (src/boot/boot-script.ts). Only the game pages carry it, so the other pages' first
 * round trip carries none of it.
 */
export function registerGames(
  key: string,
  start: (slot: HTMLElement, overlayMs: number) => void,
  overlayMs: number,
): void {
  (window as unknown as Record<string, () => void>)[key] = () =>
    document
      .querySelectorAll<HTMLElement>("[data-game-slot]")
      .forEach((slot) => start(slot, overlayMs));
}
