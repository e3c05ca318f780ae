/**
 * The network as a journey turns it off and on (JourneyContext.network).
 *
 * Firefox goes offline for real: WebDriver BiDi's `emulation.setNetworkConditions` with
 * `{ type: "offline" }` (firefox-adapter.ts). The firefox-esr 153 installed here implements it:
 * every request of the tab fails, `navigator.onLine` reads false and the page gets `offline`;
 * lifted, `online`.
 *
 * WebKit's is simulated. WebKitGTK 2.50's WebKitWebDriver speaks classic WebDriver only, which
 * has no network emulation (w3c/webdriver#354 is still open), nor request interception; its
 * automation protocol has no offline command either, and WebKitGTK reads `navigator.onLine` from
 * GLib's network monitor (the machine's connectivity), which a test cannot switch for one
 * browser. So both halves of being offline are stood in for, and undone for "back online":
 * - the site's server (page-watch.ts) closes every request's connection unanswered: the page's
 *   code and words fail to load with a network error, as offline;
 * - the page's `navigator.onLine` reads false (an own property of `navigator` hiding the
 *   prototype's getter) and the page gets `offline`; back online, the property goes, the real
 *   getter answers again, and the page gets `online`.
 * What it cannot stand in for: WebKit's HTTP cache still answers for a file it holds (the
 * journeys share WebKit's window, so a journey offline must ask for files no earlier journey
 * loaded), and it is the page's view of the network, not the browser's. What a failure leaves
 * behind is real, though, and the window is shared: WebKitGTK 2.50 remembers a failed
 * `<link rel=modulepreload>` into later documents, so a journey offline should not make one
 * fail for a file later journeys load (journeys/offline.ts).
 */
import type { Driver } from "./driver";
import type { WatchedSite } from "./page-watch";

export interface Network {
  /** Whether going offline is simulated (WebKit) rather than the browser's own (Firefox). */
  readonly simulated: boolean;
  setOffline(offline: boolean): Promise<void>;
}

/** Runs in the page: `navigator.onLine` reads false (or its own value again), and says so. */
function simulateOnLine(offline: boolean): boolean {
  if (offline) {
    Object.defineProperty(navigator, "onLine", { get: () => false, configurable: true });
  } else {
    delete (navigator as { onLine?: boolean }).onLine;
  }
  window.dispatchEvent(new Event(offline ? "offline" : "online"));
  return navigator.onLine;
}

export function networkFor(page: Driver, site: WatchedSite): Network {
  if (page.canGoOffline) {
    return { simulated: false, setOffline: (offline) => page.setOffline(offline) };
  }
  return {
    simulated: true,
    async setOffline(offline) {
      // The server first both ways: what the page does on `online` finds it answering.
      site.setOffline(offline);
      const onLine = await page.evaluate(simulateOnLine, offline);
      if (onLine === offline) throw new Error(`navigator.onLine still reads ${onLine}`);
    },
  };
}
