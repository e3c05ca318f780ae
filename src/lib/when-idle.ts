import { IDLE_WAIT_MAX_MS } from "./constants";
import { onHydrated } from "./hydration";

/** Runs `callback` once the browser reports idle time, or after the longest wait (Safari). */
export function whenIdle(callback: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: IDLE_WAIT_MAX_MS });
  else setTimeout(callback, IDLE_WAIT_MAX_MS);
}

/**
 * Runs `callback` once the page is hydrated and, after that, the browser idle: for work the page
 * can do without (code and words fetched ahead, an offer), which never lengthens its own start.
 */
export function whenIdleAfterHydration(callback: () => void): void {
  onHydrated(() => whenIdle(callback));
}

/**
 * Runs `callback` now, or once the browser is back online if it reports being offline: code
 * loaded ahead of need would only fail meanwhile. Returns a function that cancels the wait.
 */
export function whenOnline(callback: () => void): () => void {
  if (navigator.onLine !== false) {
    callback();
    return () => {};
  }
  window.addEventListener("online", callback, { once: true });
  return () => window.removeEventListener("online", callback);
}
