/**
 * The one inline script of every page, run before first paint (its hash is in the CSP).
 *
 * 1. It holds clicks on buttons and placeholder links, and form submissions, made before the
 *    page is interactive (the page is visible well before its code arrives on a slow phone);
 *    the app replays them once hydrated (early-input.ts), so no first click is lost.
 * 2. It requests the page's modules, and the whole stylesheet (the page inlines only the rules
 *    its markup needs), only after the parsed page has been painted, so they never compete
 *    with the first screen, yet start without waiting for another round trip.
 * 3. When one of those modules fails to load, it loads the page in full once (a deploy took the
 *    page's build away: src/boot/reload-once.ts); failing again, or offline, it marks the
 *    document so the page can say so.
 * 4. It shows the page in the theme the player chose (src/lib/theme.ts) before anything is
 *    painted: no flash of the other theme while the modules load.
 * 5. Right after first paint, before the page's modules, it starts the page's games where it has
 *    any (src/features/game/inline-starter.ts): players come for the game, and it need not wait
 *    for the app.
 * 6. It makes the Trusted Types policy its module URLs go through (src/lib/trusted-types.ts):
 *    the site's own `/assets/*.js`, nothing else.
 *
 * Written as plain ES2017 (no imports, no bundler helpers): the prerender inlines its source.
 */
export const EARLY_INPUT_KEY = "__tidyTimeEarlyInput";

/** Where a game page's inline script leaves the function that starts its games (game-frame.ts). */
export const START_GAMES_KEY = "__tidyTimeStartGames";

/**
 * Set on <html> when one of the page's modules fails to load: the page then stays as
 * prerendered, and the CSS offers what works without scripts (the `no-scripts` variant in
 * src/styles/globals.css). Spelled out again inside `boot`, which cannot read this module.
 */
export const SCRIPTS_FAILED_ATTRIBUTE = "data-scripts-failed";

/** The part of the Trusted Types API the boot script uses. */
interface ScriptUrlPolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL: (url: string) => string },
  ): { createScriptURL: (url: string) => unknown };
}

/** What the boot script leaves on `window` for the app. */
export interface EarlyInput {
  /** Stops holding input and hands over what was held, oldest first. */
  release: () => Element[];
}

export function boot(
  script: HTMLScriptElement,
  key: string,
  themeKey: string,
  applyTheme: (choice: string | null) => void,
  startGamesKey: string,
  policyName: string,
  reloadOnce: (mark: string) => () => boolean,
  reloadMark: string,
): void {
  // First: a full load asked for by the document before this one makes this document the one.
  const reload = reloadOnce(reloadMark);

  // Reading storage throws where it is blocked: the page then follows the system setting.
  let theme: string | null = null;
  try {
    theme = localStorage.getItem(themeKey);
  } catch {
    // Nothing stored can be read: System.
  }
  applyTheme(theme);

  // Inlined as source: constants must live inside the function.
  const LOAD_ANYWAY_MS = 3000;
  const REQUESTS_PER_TASK = 4;
  const held: Element[] = [];
  const hold = (event: Event) => {
    const origin = event.target instanceof Element ? event.target : null;
    const target =
      event.type === "submit" ? origin : (origin?.closest('button, a[href="#"]') ?? null);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  };
  addEventListener("click", hold, true);
  addEventListener("submit", hold, true);
  (window as unknown as Record<string, EarlyInput>)[key] = {
    release() {
      removeEventListener("click", hold, true);
      removeEventListener("submit", hold, true);
      return held.splice(0);
    },
  };

  // A new task through a message, not a timer: messages are not throttled in a background tab
  // and run on time under a paused or slowed timer clock.
  const nextTask = (callback: () => void) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback();
    channel.port2.postMessage(null);
  };

  // Where the browser enforces Trusted Types (the CSP asks it to), a script's URL must come from
  // a policy the CSP names. Any URL but one of the site's own scripts is refused.
  const types = (window as unknown as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
  const policy = types?.createPolicy(policyName, {
    createScriptURL(url: string) {
      if (/^\/assets\/[\w.-]+\.js$/.test(url)) return url;
      throw new TypeError(`${policyName} refuses ${url}`);
    },
  });

  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const startGames = (window as unknown as Record<string, (() => void) | undefined>)[
      startGamesKey
    ];
    startGames?.();
    const [entry, ...preloads] = (script.dataset.modules ?? "").split(" ");
    const failed = () => {
      if (!reload()) document.documentElement.setAttribute("data-scripts-failed", "");
    };
    const module = document.createElement("script");
    module.type = "module";
    module.crossOrigin = "";
    module.src = (policy ? policy.createScriptURL(entry) : entry) as string;
    module.onerror = failed;
    const elements: HTMLElement[] = [module];
    // The whole stylesheet, for what the app shows beyond the prerendered markup; the app waits
    // for it before hydrating (src/start-client.tsx). Without it the page keeps its own rules.
    if (script.dataset.stylesheet) {
      const css = document.createElement("link");
      css.rel = "stylesheet";
      css.href = script.dataset.stylesheet;
      css.setAttribute("data-site-css", "");
      elements.unshift(css);
    }
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      link.onerror = failed;
      elements.push(link);
    }
    // Starting each request costs the main thread time: a few per task keeps every task short.
    const addSome = () => {
      document.head.append(...elements.splice(0, REQUESTS_PER_TASK));
      if (elements.length) nextTask(addSome);
    };
    // A game frame has the task to itself: creating one builds a browsing context, a long task on
    // a phone, and the first requests in the same task made it longer still, right when a player
    // may first tap (bench/README.md, "Figures behind the code").
    if (startGames) nextTask(addSome);
    else addSome();
  };
  // Once the whole parsed page is on screen (first paint waits for the end of parsing:
  // RENDER_AFTER_PARSE in src/server/page-assets.ts). The browser reports the first contentful
  // paint once that frame is presented; without paint timing, two animation frames: the first
  // paints the parsed page, the second begins only after it. A hidden tab paints nothing: load
  // at once then, but never before the document is parsed, as the app hydrates all of it.
  const parsed = new Promise((resolve) => {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", resolve);
    else resolve(undefined);
  });
  const afterFirstPaint = (callback: () => void) => {
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
      requestAnimationFrame(() => requestAnimationFrame(() => nextTask(callback)));
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      callback();
    }).observe({ type: "paint", buffered: true });
  };
  parsed.then(() => afterFirstPaint(load));
  const loadIfHidden = () => {
    if (document.visibilityState === "hidden") parsed.then(load);
  };
  loadIfHidden();
  document.addEventListener("visibilitychange", loadIfHidden);
  // Should a browser never paint or run an animation frame, the page still becomes interactive.
  parsed.then(() => setTimeout(load, LOAD_ANYWAY_MS));
}
