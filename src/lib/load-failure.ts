import { RELOAD_MARK, reloadOnce } from "@/boot/reload-once";
import { hideOfflineNotice, showOfflineNotice } from "./offline-notice-store";
import { whenOnline } from "./when-idle";

/**
 * What the app does when a part of its own code or words that the player is waiting for fails to
 * load: the page's code or words as the app starts, or on Back or Forward to a page not loaded
 * yet. (A tap on a link loads its page before going there: src/hooks/use-page-links.ts.)
 *
 * - Offline, the page stays as it is, says so (src/lib/offline-notice-store.ts), and tries again
 *   once the browser is back online: the address is already the one asked for, so it completes
 *   by itself. A full load now would only get the browser's own offline page.
 * - Online, a deploy has replaced the build (its chunk answers 404, or a host's HTML fallback the
 *   browser refuses as a module): the address, already in the address bar, is loaded in full
 *   once, from the build now deployed (src/boot/reload-once.ts). Failing again in the document
 *   that load made, the failure rejects, and the page's error boundary shows it: never a loop.
 */
export function loadFailed<T>(error: unknown, retry: () => Promise<T>): Promise<T> {
  if (navigator.onLine === false) {
    showOfflineNotice();
    return new Promise<void>((online) => whenOnline(online)).then(() =>
      retry().then(
        (loaded) => {
          hideOfflineNotice();
          return loaded;
        },
        (again: unknown) => loadFailed(again, retry),
      ),
    );
  }
  if (reloadOnce(RELOAD_MARK)()) return never;
  return Promise.reject(error);
}

/** Never settles: the page stays as it is until the browser replaces it. */
const never = new Promise<never>(() => {});
