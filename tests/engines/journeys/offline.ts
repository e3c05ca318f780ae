/**
 * A link tapped offline (src/hooks/use-page-links.ts), as tests/e2e/offline.spec.ts shows it in
 * Chromium: what the linked page needs cannot come, so the page being read stays, whole, in its
 * language, at its address and in the same document, and says "You are offline" in that language
 * (src/components/layout/offline-notice.tsx); once back online, one tap of the same link gets
 * there. (Before, the tap loaded the address in full, and the browser replaced the page with its
 * own offline page.)
 *
 * Offline is real in Firefox and simulated in WebKit, whose driver has no switch for it: the
 * site's server fails every request, and the page's `navigator.onLine` reads false, with
 * `offline` and `online` events (network.ts says how, and what the simulation cannot do).
 *
 * The link: /faq's footer link to the same page in German. What it needs is the German FAQ words
 * alone (the FAQ's code is the page's own): a module the page imports, with no
 * `<link rel=modulepreload>` of its own, and which no other journey loads, so WebKit's cache (its
 * window serves every journey) cannot answer for it. A footer link's page is loaded only when the
 * link is pointed at or focused, which does nothing offline (the header's are loaded while the
 * browser is idle). Why not a link to another page's code: WebKitGTK 2.50 remembers a
 * `<link rel=modulepreload>` that failed, even in the next document, without asking the server
 * again; a page whose code was first preloaded offline then stays as the server wrote it, never
 * interactive, even after the app's full load (seen with /es/faq's footer link to /es/contact).
 */
import { expect } from "vitest";
import { RELOAD_MARK } from "../../../src/boot/reload-once";
import { HYDRATED_MARK } from "../../../src/lib/hydration";
import type { Driver, EngineName } from "../driver";
import { PROBE_GLOBAL, type Probe, type ProbeProblem } from "../page-probe";
import { pageHeading, pagePath, wordsIn } from "../texts";
import type { Journey } from "./journey";
import { markDocument } from "./page-state";

const FROM = { language: "en", path: pagePath("faq", "en") } as const;
const TO = { language: "de", path: pagePath("faq", "de") } as const;
const LANGUAGE_LIST = "footer details";
const LINK = `${LANGUAGE_LIST} a[lang="${TO.language}"]`;
const NOTICE = "[data-offline-notice]";

/**
 * Whether the engine fetches a module again once it failed to load in the document, as the HTML
 * standard now asks (whatwg/html#10327; Gecko bug 2055211, WebKit bug 319492).
 * firefox-esr 153 does not: once online, the import that failed offline fails again at once,
 * without a request, so the app loads the address in full (use-page-links.ts, `loadInFull`): one
 * tap still gets there, in a new document. WebKitGTK 2.50 asks the server again for an import.
 */
const REFETCHES_FAILED_IMPORTS: Record<EngineName, boolean> = { Firefox: false, WebKit: true };

interface Seen {
  path: string;
  lang: string;
  heading: string;
  /** Still the document marked before the first tap. */
  sameDocument: boolean;
  /** The document a full load by the app made (src/boot/reload-once.ts claims its mark). */
  loadedInFull: boolean;
  hydrated: boolean;
  /** The notice's status text and its button's name; null while there is no notice. */
  notice: { status: string; button: string } | null;
  /** What the page's probe recorded: its reports made offline never reached the server. */
  problems: ProbeProblem[];
}

/**
 * Waits until the page shows the notice (`until` null), or the page at `until`'s address with
 * its heading, interactive, without the notice; or until the document is no longer the one
 * marked, which no wait would change (with the old behaviour, the browser's offline page).
 */
function waitUntil(
  page: Driver,
  description: string,
  until: { path: string; heading: string } | null,
): Promise<Seen> {
  return page.waitFor(
    description,
    (noticeSelector, probeName, target, reloadMark, hydratedMark) => {
      const text = (element: Element | null | undefined) =>
        element?.textContent?.replace(/\s+/g, " ").trim() ?? "";
      const notice = document.querySelector(noticeSelector);
      const global = window as unknown as Record<string, unknown>;
      const seen = {
        path: location.pathname,
        lang: document.documentElement.lang,
        heading: text(document.querySelector("h1")),
        sameDocument: global.__enginesMark === true,
        loadedInFull:
          (Object(history.state) as Record<string, unknown>)[reloadMark] ===
          String(performance.timeOrigin),
        hydrated: performance.getEntriesByName(hydratedMark).length > 0,
        notice: notice
          ? {
              status: text(notice.querySelector('p[role="status"]')),
              button: text(notice.querySelector("button")),
            }
          : null,
        problems: [...((global[probeName] as Probe | undefined)?.problems ?? [])],
      };
      const arrived = target
        ? seen.path === target.path &&
          seen.heading === target.heading &&
          seen.hydrated &&
          !seen.notice
        : !!seen.notice?.status;
      return arrived || (!seen.sameDocument && !target) ? seen : null;
    },
    NOTICE,
    PROBE_GLOBAL,
    until,
    RELOAD_MARK,
    HYDRATED_MARK,
  );
}

/** Opens the footer's list of languages (a disclosure; following a link closes it). */
async function openLanguageList(page: Driver): Promise<void> {
  const open = await page.evaluate(function isOpen(s) {
    return !!document.querySelector<HTMLDetailsElement>(s)?.open;
  }, LANGUAGE_LIST);
  if (!open) await page.click(`${LANGUAGE_LIST} > summary`);
  await page.waitFor(
    "the footer's list of languages",
    (s) => (document.querySelector(s)?.getClientRects().length ?? 0) > 0,
    LINK,
  );
}

const linkTappedOffline: Journey = {
  name: `${FROM.path}: a link tapped offline keeps the page, shows the notice in the page's language, and works once online`,
  async run({ page, network }) {
    const from = wordsIn(FROM.language);
    const { offline } = from.layout;
    const heading = pageHeading(wordsIn(TO.language), "faq");
    await page.open(FROM.path);
    await markDocument(page);

    const how = network.simulated ? "simulated" : "the browser's own";
    await page.step(`offline (${how}), tap the link to ${TO.path}`, async () => {
      await network.setOffline(true);
      await openLanguageList(page);
      await page.click(LINK);
      const seen = await waitUntil(page, "the offline notice", null);
      expect(seen, "the page as it was, in the same document").toMatchObject({
        path: FROM.path,
        lang: FROM.language,
        heading: pageHeading(from, "faq"),
        sameDocument: true,
      });
      expect(seen.notice?.status, "the notice, in the page's language").toContain(offline.title);
      expect(seen.notice?.status).toContain(offline.body);
      expect(seen.notice?.button, "the notice's close button").toBe(offline.dismiss);
      // Offline, loads fail; nothing may throw.
      expect(
        seen.problems.filter((problem) => problem.kind !== "failed load"),
        "what the page's probe saw while offline",
      ).toEqual([]);
    });

    await page.step("back online, tap the same link", async () => {
      await network.setOffline(false);
      await openLanguageList(page);
      await page.click(LINK);
      const seen = await waitUntil(page, `${TO.path}, "${heading}", interactive, no notice`, {
        path: TO.path,
        heading,
      });
      expect(seen.lang).toBe(TO.language);
      const refetches = REFETCHES_FAILED_IMPORTS[page.engine];
      expect(
        { sameDocument: seen.sameDocument, loadedInFull: seen.loadedInFull },
        refetches
          ? "in the same document"
          : `loaded in full by the app: ${page.engine} does not fetch a failed import again ` +
              "(if it now does, set REFETCHES_FAILED_IMPORTS to true)",
      ).toEqual({ sameDocument: refetches, loadedInFull: !refetches });
    });
  },
};

export const offlineJourneys: Journey[] = [linkTappedOffline];
