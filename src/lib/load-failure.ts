/**
 * What the app does when a part of its own code or words that the player is waiting for fails to
 * load. A deploy replaces the whole build at once, so an open tab's next chunk answers 404 (or a
 * host's HTML fallback with status 200, which the browser refuses as a module); or the browser is
 * offline. Either way the app loads the address the player is going to in full, once: the router
 * has already put it in the address bar, so a reload is that page, in its language, from the
 * build now deployed. Offline, the browser shows its own page for it, which one tap reloads once
 * the connection is back.
 *
 * The history entry is marked before the load: should the same address fail again after it, the
 * failure is not loaded again (no loop) but rejects, and the page's error boundary shows it.
 */
export const RELOADED_MARK = "tidyTimeReloadedAfterFailedLoad";

type MarkedState = Record<string, unknown> | null;

/** Never settles: the page stays as it is until the browser replaces it. */
const never = new Promise<never>(() => {});

export function loadFailed(error: unknown): Promise<never> {
  const state = history.state as MarkedState;
  if (state?.[RELOADED_MARK]) return Promise.reject(error);
  history.replaceState({ ...state, [RELOADED_MARK]: true }, "");
  location.reload();
  return never;
}
