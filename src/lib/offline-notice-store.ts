import { useSyncExternalStore } from "react";

/**
 * Whether the page says "You are offline": a page or language the player asked for could not be
 * loaded because the browser is offline (src/hooks/use-page-links.ts, src/lib/load-failure.ts).
 * Shown by the layout's notice (src/components/layout/offline-notice.tsx); a page shown since,
 * or the player, puts it away.
 */
let shown = 0;
let times = 0;
const listeners = new Set<() => void>();

function set(value: number) {
  shown = value;
  for (const listener of listeners) listener();
}

export const showOfflineNotice = () => {
  if (!shown) set((times += 1));
};
export const hideOfflineNotice = () => {
  if (shown) set(0);
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 0 while it is away; while shown, a number that is new each time it is shown. */
export function useOfflineNotice(): number {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => 0,
  );
}
