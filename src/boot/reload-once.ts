/**
 * The one full load a failed load may ask for, and never a second for the same reason.
 *
 * A deploy replaces the whole build at once, so a tab opened before it asks for hashed files that
 * are gone; loading the address in full gets the page from the build now deployed. Should that
 * document fail too (a broken build, a file the host keeps refusing), loading it again would only
 * loop. So the mark belongs to the document a full load made, not to the history entry: the
 * entry is marked `pending` before the load, and the document that comes of it, at the start of
 * its boot script, makes the mark its own (its `performance.timeOrigin`, which no other document
 * shares). That document, failing, stays as the server wrote it. Any later document at the same
 * entry (Back or Forward after another deploy, a browser that serves the page from its cache)
 * is not the one marked, and gets its own one load.
 *
 * The mark lives in `history.state`, next to the router's own keys, and goes with the entry:
 * nothing is stored on the device, so blocked storage changes nothing. Should the browser refuse
 * to write the state (Safari limits how often a page may), there is no full load at all: never a
 * loop. Offline there is none either: the browser would only replace the page with its own
 * offline page.
 *
 * `reloadOnce` is plain ES2017 with nothing from outside the function: the boot script, inlined in
 * every page, receives its source (src/server/page-assets.ts) and runs it first; the app calls
 * it from src/lib/load-failure.ts. Every byte of it is in every page's first round trip.
 */
export function reloadOnce(mark: string): () => boolean {
  const self = String(performance.timeOrigin);
  const state = () => Object(history.state) as Record<string, unknown>;
  /** Writes the mark, and says whether it holds. */
  const write = (value: string) => {
    try {
      history.replaceState(Object.assign({}, history.state, { [mark]: value }), "");
    } catch {
      // Refused: the mark does not hold, and nothing is loaded.
    }
    return state()[mark] === value;
  };
  if (state()[mark] === "pending") write(self);
  // Asked already (several of the page's files fail at once): the load is on its way.
  return () =>
    navigator.onLine !== false &&
    (state()[mark] === "pending" ||
      (state()[mark] !== self && write("pending") && (location.reload(), true)));
}

/** The key of the mark in `history.state`. */
export const RELOAD_MARK = "tidyTimeReload";

/**
 * Loads a page the player asked for in full, as the new history entry a link makes, marked as a
 * failed load marks its own: the document that comes of it claims the mark above, so should it
 * fail too, it stays as the server wrote it. Where the browser refuses to write the entry, the
 * page is simply loaded.
 */
export function loadInFull(address: string): void {
  try {
    history.pushState({ [RELOAD_MARK]: "pending" }, "", address);
  } catch {
    location.assign(address);
    return;
  }
  location.reload();
}
