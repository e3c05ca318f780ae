import { IDLE_WAIT_MAX_MS } from "./constants";

/** Runs `callback` once the browser reports idle time, or after the longest wait (Safari). */
export function whenIdle(callback: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: IDLE_WAIT_MAX_MS });
  else setTimeout(callback, IDLE_WAIT_MAX_MS);
}
