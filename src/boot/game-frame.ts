/**
 * Starts a game in its slot: the element carrying `data-game-slot` in a game section
 * (src/components/sections/game-frame.tsx). It puts a frame in the slot with the slot's
 * `data-frame-*` attributes (src, title, allow, referrerpolicy), in place of any frame already
 * there, and writes on the slot what the rest of the page reads:
 * - `data-started`: when the frame was created (`performance.now()`);
 * - `data-loaded`: that it fired `load`, and whether the browser was `online` or `offline` then
 *   (a frame fires `load` for an error page too, and never for a host that hangs);
 * - `data-overlay-done`: that the "Loading game" overlay's time is up and the frame has not
 *   loaded (yet).
 * The game area's CSS reads the last two (the slot is their `peer`): the overlay goes on time
 * before the app runs, and when the app's code failed to load, a game that has not come then
 * gets the link to its own site. The app reads the first two (use-game-loader.ts).
 *
 * A game page's own inline script (GAME_SCRIPT in src/server/page-assets.ts, built from
 * `registerGames` below) has the boot script run it right after first paint, so the game is
 * requested with the page: its source is inlined there, plain ES2017 with nothing from outside
 * the function. The app runs it when a game page is opened from another page, and when the
 * player tries again.
 */
export function startGameFrame(slot: HTMLElement, overlayMs: number): void {
  const timed = slot as HTMLElement & { overlayTimer?: number };
  clearTimeout(timed.overlayTimer);
  slot.querySelector("iframe")?.remove();
  slot.removeAttribute("data-loaded");
  slot.removeAttribute("data-overlay-done");
  slot.setAttribute("data-started", String(performance.now()));
  const frame = document.createElement("iframe");
  Array.prototype.forEach.call(slot.attributes, ({ name, value }: Attr) => {
    if (name.startsWith("data-frame-")) frame.setAttribute(name.slice(11), value);
  });
  frame.addEventListener("load", () => {
    slot.setAttribute("data-loaded", navigator.onLine ? "online" : "offline");
    slot.removeAttribute("data-overlay-done");
  });
  timed.overlayTimer = window.setTimeout(() => {
    if (!slot.hasAttribute("data-loaded")) slot.setAttribute("data-overlay-done", "");
  }, overlayMs);
  slot.append(frame);
}

/** Stops the overlay's timer of a slot whose game section is going away. */
export function stopGameFrame(slot: HTMLElement): void {
  clearTimeout((slot as HTMLElement & { overlayTimer?: number }).overlayTimer);
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
