import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { loadInFull } from "@/boot/reload-once";
import { hideOfflineNotice, showOfflineNotice } from "@/lib/offline-notice-store";
import { routeOf } from "@/lib/routes";
import { pageLoaded, preloadPage } from "@/page-chunks";

/**
 * A tap on a link to one of the site's pages whose code or words are not loaded yet loads them
 * first, with the page the player is on still shown and its address unchanged, and only then
 * goes there. (A loaded page, most taps: the router goes at once, as ever.) So a page that cannot
 * come never replaces the one being read:
 *
 * - Offline, the page stays and says "You are offline" (src/lib/offline-notice-store.ts). Once the
 *   connection is back, one tap of the same link gets there: the notice says so. It never goes by
 *   itself, which might be minutes later, in the middle of reading, or after the player has
 *   chosen to stay; and a browser may not notice at once that it is back online.
 * - Online, a deploy has replaced the build: the address asked for is loaded in full, once
 *   (src/boot/reload-once.ts), from the build now deployed.
 *
 * One listener for every link of the page, the router's own included: it runs first, in the
 * capture phase, and a click it holds is `defaultPrevented`, which the router's links respect.
 */
export function usePageLinks(): void {
  const navigate = useNavigate();

  useEffect(() => {
    let latest = 0;
    const onClick = (event: MouseEvent) => {
      const link = followedLink(event);
      const route = link && routeOf(link.pathname);
      if (!link || !route || pageLoaded(route)) return;
      event.preventDefault();
      const to = link.pathname + link.search + link.hash;
      const tap = (latest += 1);
      const from = location.href;
      // Another tap since, or Back: the player has gone on, and this one is dropped.
      const current = () => tap === latest && location.href === from;
      preloadPage(route).then(
        () => {
          if (!current()) return;
          hideOfflineNotice();
          navigate(to);
        },
        () => {
          if (!current()) return;
          if (navigator.onLine === false) showOfflineNotice();
          else loadInFull(to);
        },
      );
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [navigate]);
}

/** The same-origin link a plain click follows in this tab, if that is what the click does. */
function followedLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return undefined;
  if (link.hasAttribute("download") || (link.target && link.target !== "_self")) return undefined;
  return link;
}
