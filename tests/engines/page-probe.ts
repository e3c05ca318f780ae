/**
 * The probe every page under test loads first (page-watch.ts puts it at the top of <head>).
 *
 * WebKit's classic WebDriver offers no console or error events and no way to run a script
 * before the page's own, and the two engines' native channels differ anyway; a same-origin
 * script is one way that works the same in both. It reports, to the watching server:
 * - uncaught errors and unhandled promise rejections;
 * - failed loads of the page's own scripts, styles and images (not those cancelled by leaving
 *   the page);
 * - `securitypolicyviolation` events (the CSP's report-uri is the second, independent channel:
 *   the browser sends those reports itself, even for what happens before any script runs);
 * - console.error and console.warn calls (React reports hydration problems there).
 *
 * Each problem is also kept in `window.__enginesProbe.problems`; `flush()` resolves once every
 * report has reached the server, so a journey can read the server's list without racing.
 * It also keeps what the document said of itself as the engine parsed it (`parsed`), before any
 * of the page's own scripts could change it, and, on a game page, when the first game frame came
 * and when its "Loading game" overlay went (`game`): the frame is created right after first
 * paint, before a journey's first command could see it, so only a script there from the start
 * can time the overlay from the frame's creation (as tests/e2e/overlay-timing.ts does with an
 * init script).
 */
export const PROBE_GLOBAL = "__enginesProbe";

export interface ProbeProblem {
  kind: "uncaught error" | "unhandled rejection" | "failed load" | "CSP violation" | "console";
  text: string;
  /** The document's address when it happened. */
  url: string;
}

/** What the page recorded of its first game (page time, ms; absent: not yet). */
export interface ProbeGameTimes {
  /** When the first `[data-game-slot] iframe` appeared (the overlay's time counts from then). */
  frameAt?: number;
  /** Whether a "Loading game" overlay was on screen then. */
  shownAtFrame?: boolean;
  /** When its slot first said the frame loaded (`data-loaded`). */
  loadedAt?: number;
  /** When the overlay stopped showing for good: a moment out of view it came back from does not count. */
  hiddenAt?: number;
}

export interface Probe {
  problems: ProbeProblem[];
  game: ProbeGameTimes;
  /** `<html lang dir>` as served and parsed, before the page's scripts ran (null: absent). */
  parsed: { lang: string | null; dir: string | null };
  flush(): Promise<void>;
  /** The page is about to be left: loads it cancels from now on are not problems. */
  leave(): void;
}

/** Runs in the page (serialised with toString): plain browser JavaScript, no imports. */
export function installProbe(endpoint: string, globalName: string): void {
  const problems: ProbeProblem[] = [];
  const pending: Promise<unknown>[] = [];
  const report = (kind: ProbeProblem["kind"], text: string) => {
    const problem = { kind, text, url: location.href };
    problems.push(problem);
    // keepalive: the report still arrives if the page navigates away at once.
    pending.push(
      fetch(endpoint, {
        method: "POST",
        keepalive: true,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(problem),
      }).catch(() => undefined),
    );
  };
  let leaving = false;
  addEventListener("pagehide", () => (leaving = true));
  const describe = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);

  addEventListener(
    "error",
    (event: Event) => {
      if (event instanceof ErrorEvent) {
        report(
          "uncaught error",
          `${describe(event.error ?? event.message)} (${event.filename}:${event.lineno})`,
        );
        return;
      }
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      // Leaving a page cancels what it was still loading (e.g. linked pages' code fetched
      // while idle); Firefox reports each such load as failed, before `pagehide`. That is no
      // failure of the page: the driver calls `leave()` before it opens another address.
      if (leaving) return;
      if (target && target !== (window as unknown)) {
        report(
          "failed load",
          `<${target.tagName.toLowerCase()}> ${target.src || target.href || ""}`,
        );
      }
    },
    true,
  );
  addEventListener("unhandledrejection", (event) =>
    report("unhandled rejection", describe(event.reason)),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    report(
      "CSP violation",
      `${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`,
    ),
  );
  for (const level of ["error", "warn"] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      report("console", `console.${level}: ${args.map(describe).join(" ")}`);
      original(...args);
    };
  }

  const game: ProbeGameTimes = {};
  const overlayShown = () =>
    Array.prototype.some.call(
      document.querySelectorAll("[data-game-overlay]"),
      (overlay: Element) => overlay.getClientRects().length > 0,
    );
  const checkGame = () => {
    const now = performance.now();
    const frame = document.querySelector("[data-game-slot] iframe");
    if (game.frameAt === undefined && frame) {
      game.frameAt = now;
      game.shownAtFrame = overlayShown();
    }
    if (game.frameAt === undefined) return;
    if (game.loadedAt === undefined && document.querySelector("[data-game-slot][data-loaded]")) {
      game.loadedAt = now;
    }
    if (overlayShown()) game.hiddenAt = undefined;
    else game.hiddenAt ??= now;
  };
  // The overlay goes by a mutation: removed, or hidden by the slot's marks (its CSS `peer`).
  new MutationObserver(checkGame).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
  });

  const root = document.documentElement;
  const probe: Probe = {
    problems,
    game,
    parsed: { lang: root.getAttribute("lang"), dir: root.getAttribute("dir") },
    flush: () => Promise.all(pending.splice(0)).then(() => undefined),
    leave: () => {
      leaving = true;
    },
  };
  (window as unknown as Record<string, Probe>)[globalName] = probe;
}
