import { preloadPage } from "@/page-chunks";
import { NO_PREFETCH_CONNECTIONS } from "./constants";
import { isHydrated } from "./hydration";
import { routeOf } from "./routes";
import { whenIdle, whenIdleAfterHydration } from "./when-idle";

/** The part of the Network Information API (`navigator.connection`) read here. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the connection allows fetching code before it is asked for; unknown means yes. Never
 * while the browser is offline: each request would only fail.
 */
export function prefetchAllowed(connection: ConnectionHints | undefined, online = true): boolean {
  return (
    online &&
    !connection?.saveData &&
    !NO_PREFETCH_CONNECTIONS.includes(connection?.effectiveType ?? "")
  );
}

/**
 * Loads the code and words of the page a link leads to, so a click on it renders at once. Never before
 * the current page is interactive: until then the main thread and the network are its own.
 */
export function prefetchPage(to: string): Promise<void> {
  const route = routeOf(to);
  const { connection } = navigator as Navigator & { connection?: ConnectionHints };
  if (!route || !isHydrated() || !prefetchAllowed(connection, navigator.onLine)) {
    return Promise.resolve();
  }
  // A failed prefetch costs nothing: the click loads the page again and shows any error then.
  return preloadPage(route).catch(() => {});
}

/** Event props for a link: pointing at, touching or focusing it loads its page's code. */
export function prefetchOnIntent(to: string) {
  const prefetch = () => void prefetchPage(to);
  return { onPointerEnter: prefetch, onTouchStart: prefetch, onFocus: prefetch };
}

/**
 * Once the page is hydrated, loads these links' pages one at a time, each when the browser is
 * idle, so no task grows long and the network is never crowded. Returns a function that stops.
 */
export function prefetchWhenIdle(links: readonly string[]): () => void {
  const queue = [...links];
  let stopped = false;
  const next = () => {
    const to = queue.shift();
    if (stopped || to === undefined) return;
    void prefetchPage(to).then(() => whenIdle(next));
  };
  whenIdleAfterHydration(next);
  return () => {
    stopped = true;
  };
}
