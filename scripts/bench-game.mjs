// The bench's heavy game: a stand-in for a real game's frame, heavy where a real one is. About
// 2 MB on the wire (random bytes in base64: gzip cannot shrink them much), fetched as a classic
// script by the game's page, so the frame's `load` comes once it is downloaded and run, as with a
// real game's engine script; then about 600 ms of main-thread work in tasks of 50–150 ms as a
// phone under the bench's mobile CPU slowdown runs them (the multiplier calibrated to this host,
// bench-cpu.mjs): compute (a loop calibrated on this machine), never a wait on the clock. The
// game's page tells its parent when it starts booting and when it is ready, so a test can tap
// while it boots. See bench/README.md ("The heavy game").
/* global window, document, MutationObserver -- in the calibration page and watchGameWord */
import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { figure, ms } from "./bench-figures.mjs";
import { CPU_SLOWDOWN } from "./mobile-profile.mjs";

/** `source` of the messages the game's page posts to its parent. */
export const GAME_MESSAGE_SOURCE = "tidytime-bench-game";
export const HEAVY_GAME_PAGE = "heavy-game.html";
export const HEAVY_GAME_SCRIPT = "heavy-game.js";
/** What a phone downloads for the game: the script's size served with gzip, in bytes. */
export const HEAVY_GAME_WIRE_BYTES = 2_000_000;
/**
 * The game's start-up work, task by task, as long as each is on a phone under the bench's CPU
 * profile: 600 ms in all, each 50–150 ms. The first runs in the script's own evaluation, each
 * other in a task of its own.
 */
export const HEAVY_GAME_TASKS_MS = [90, 150, 60, 120, 80, 100];
/** A task the main thread cannot answer input in: over 50 ms (Long Tasks API, TBT). */
export const LONG_TASK_MS = 50;

/**
 * The work: xorshift32 rounds, integer operations the JIT keeps in registers, with a result the
 * caller keeps so none of it can be left out. The game and the calibration run this same source.
 */
export function workLoop(iterations, seed) {
  let x = seed | 0 || 1;
  for (let i = 0; i < iterations; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
  }
  return x;
}

/** Iterations of workLoop each task needs to last `tasksMs` under a CPU `slowdown`. */
export function taskIterations(
  iterationsPerMs,
  tasksMs = HEAVY_GAME_TASKS_MS,
  slowdown = CPU_SLOWDOWN,
) {
  return tasksMs.map((ms) => Math.max(1, Math.round((ms / slowdown) * iterationsPerMs)));
}

/**
 * Measures workLoop's iterations per ms on this machine, unthrottled, in a plain page of
 * `browser` (a Playwright browser): after a warm-up, `samples` runs of about `sampleMs` each;
 * their median. Runs once at the start of the bench.
 */
export async function calibrate(browser, { samples = 7, sampleMs = 100 } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const rates = await page.evaluate(
      ({ source, samples: count, sampleMs: ms }) => {
        const work = new Function(`return (${source})`)();
        let sink = 0;
        // Warm-up: the JIT compiles the loop; then grow a run until it lasts about `ms`.
        let n = 100_000;
        for (;;) {
          const start = performance.now();
          sink ^= work(n, 7);
          const took = performance.now() - start;
          if (took >= ms / 4) {
            n = Math.round((n * ms) / took);
            break;
          }
          n *= 4;
        }
        const measured = [];
        for (let i = 0; i < count; i++) {
          const start = performance.now();
          sink ^= work(n, i + 1);
          measured.push(n / (performance.now() - start));
        }
        window.__calibrationSink = sink;
        return measured;
      },
      { source: workLoop.toString(), samples, sampleMs },
    );
    const sorted = [...rates].sort((a, b) => a - b);
    return {
      iterationsPerMs: sorted[Math.floor((sorted.length - 1) / 2)],
      range: [sorted[0], sorted.at(-1)],
      samples: rates.length,
      sampleMs,
    };
  } finally {
    await context.close();
  }
}

/** The game's page: a title and its engine script, a classic one, so `load` waits for it. */
export function heavyGamePage() {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" /><title>Heavy game stub</title></head>
  <body style="margin:0;display:grid;place-items:center;height:100vh;background:#0f172a;color:#fff;font:16px system-ui">
    <p>Heavy game stub</p>
    <script src="${HEAVY_GAME_SCRIPT}"></script>
  </body>
</html>
`;
}

/**
 * The game's engine script: `data` (the download's weight) in a comment, then the start-up tasks
 * of `iterations` each, chained through a MessageChannel so each is a task of its own. A comment
 * because the parser skips it on its background thread: the same 2.7 MB as a string literal cost
 * the page a main-thread task of 420–580 ms more under the 4× CPU profile, work no game does on
 * purpose and which would drown the start-up's own tasks. Posts
 * `booting` as the work starts and `ready` when it is done, with what the game measured itself:
 * each task's length and its script's download (Resource Timing, its own origin's); then, as the
 * site's own game does, `{ type: "game-ready" }`.
 */
export function heavyGameScript({ iterations, data }) {
  return `// The bench's heavy game (scripts/bench-game.mjs). Generated; not the site's code.
/*${data}*/
(function () {
  var SOURCE = ${JSON.stringify(GAME_MESSAGE_SOURCE)};
  var iterations = ${JSON.stringify(iterations)};
  var work = ${workLoop.toString()};
  var durations = [];
  var sink = 0;
  var next = 0;
  var channel = new MessageChannel();
  function post(message) {
    message.source = SOURCE;
    message.at = performance.now();
    parent.postMessage(message, "*");
  }
  function scriptTiming() {
    var entries = performance.getEntriesByType("resource");
    for (var i = 0; i < entries.length; i++) {
      var entry = entries[i];
      if (entry.name.indexOf(${JSON.stringify(HEAVY_GAME_SCRIPT)}) >= 0) {
        return {
          startTime: entry.startTime,
          responseEnd: entry.responseEnd,
          transferSize: entry.transferSize,
          encodedBodySize: entry.encodedBodySize,
        };
      }
    }
    return null;
  }
  function task() {
    var start = performance.now();
    sink ^= work(iterations[next], next + 1);
    durations.push(performance.now() - start);
    next++;
    if (next < iterations.length) channel.port2.postMessage(null);
    else {
      post({
        state: "ready",
        taskDurations: durations,
        script: scriptTiming(),
        sink: sink,
      });
      // Playable: the word the site waits for from its own game (README, "For game makers").
      parent.postMessage({ type: "game-ready" }, "*");
    }
  }
  channel.port1.onmessage = task;
  post({ state: "booting" });
  task();
})();
`;
}

/**
 * The script sized so that, gzipped as the stub server sends it, it is `wireBytes` long: random
 * bytes in base64 carry 6 bits a character, which gzip cannot squeeze below, so its size is
 * nearly linear in their length. One measured guess, then one correction.
 * @returns {{ script: string, gzipBytes: number, rawBytes: number }}
 */
export function heavyGameFiles({ iterations, wireBytes = HEAVY_GAME_WIRE_BYTES }) {
  const make = (chars) => {
    const data = randomBytes(Math.ceil((chars * 3) / 4))
      .toString("base64")
      .slice(0, chars);
    const script = heavyGameScript({ iterations, data });
    return { script, gzipBytes: gzipSync(script).length, rawBytes: Buffer.byteLength(script) };
  };
  const first = make(Math.round(wireBytes / 0.75));
  return make(Math.round((first.script.length * wireBytes) / first.gzipBytes));
}

/**
 * Total blocking time of long tasks in a window: each task clipped to the window, and its part
 * over 50 ms summed, as Lighthouse sums it (TBTUtils.calculateTbtImpactForEvent).
 * @param {{ startTime: number, duration: number }[]} tasks  ms from navigation start
 * @param {{ from: number, to: number }} window
 */
export function totalBlockingTime(tasks, { from, to }) {
  let sum = 0;
  for (const { startTime, duration } of tasks) {
    const start = Math.max(startTime, from);
    const end = Math.min(startTime + duration, to);
    if (end - start > LONG_TASK_MS) sum += end - start - LONG_TASK_MS;
  }
  return sum;
}

/** The events of a tap, each timed by the Event Timing API from the input to the next paint. */
export const TAP_EVENTS = ["pointerdown", "pointerup", "click"];

/**
 * Tap → next paint: the longest of the tap's pointerdown, pointerup and click entries (Event
 * Timing; `first-input` entries count too) that started at `since` or later; null without one.
 * @param {{ name: string, startTime: number, duration: number }[]} entries
 */
export function tapToNextPaint(entries, since) {
  const durations = entries
    .filter((entry) => TAP_EVENTS.includes(entry.name) && entry.startTime >= since)
    .map((entry) => entry.duration);
  return durations.length ? Math.max(...durations) : null;
}

/**
 * What the game was doing at `at` (ms from navigation start), from what the page saw: `ready`,
 * `booting` (its messages), `loaded` (its frame's `load`, a game that posts nothing), `loading`.
 */
export function gameStateAt({ game, frameLoads }, at) {
  const received = (state) => game.some((m) => m.state === state && m.receivedAt <= at);
  if (received("ready")) return "ready";
  if (received("booting")) return "booting";
  if (frameLoads.some((load) => load.at <= at)) return "loaded";
  return "loading";
}

/**
 * The light stub's games that say nothing to the page, as their real hosts: `?game=<id>` on
 * their stub's address (bench-variants.mjs, gameUrls). The site's `siteConfig.gameSignals`
 * (src/config/site.ts) names the games that post `game-ready`: Tidy Time's own does, Charlie's
 * third-party host does not.
 */
export const SILENT_STUB_GAMES = ["charlie"];

/**
 * The light stub (`game.html`), standing for each game's real host: a title and nothing to
 * download. Tidy Time's frame posts `{ type: "game-ready" }` to the page once loaded, as the
 * site's own game does when playable (README, "For game makers"), so a light load is never a
 * silent game that gets the page's offer 9.5 s later; Charlie's stub says nothing, as its host.
 */
export function lightStubPage() {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" /><title>Game stub</title></head>
  <body style="margin:0;display:grid;place-items:center;height:100vh;background:#0f172a;color:#fff;font:16px system-ui">Game stub
    <script>
      // The site's own game says when it is ready; Charlie's host says nothing.
      if (${JSON.stringify(SILENT_STUB_GAMES)}.indexOf(new URLSearchParams(location.search).get("game")) < 0) {
        addEventListener("load", function () {
          parent.postMessage({ type: "game-ready" }, "*");
        });
      }
    </script>
  </body>
</html>
`;
}

/**
 * The page offers a way on (Try again, the game on its own site) this long after the game's frame
 * was created if the game is not ready by then: GAME_OVERLAY_TIMEOUT_MS plus
 * GAME_SLOW_AFTER_OVERLAY_MS in src/lib/constants.ts (this plain-Node script cannot import
 * TypeScript; a unit test holds them equal).
 */
export const OFFER_AFTER_START_MS = 9_500;

/**
 * Runs in the page, from the bench's init script (bench-timings.mjs), before any of the page's
 * own; self-contained, its source is put in the page as it is. Records in `bench`:
 * - `signals`: each value the page writes in a game slot's `data-signal` (its record of the
 *   game's `game-ready` or `game-error`, src/features/game/inline-starter.ts) and when, in ms
 *   from navigation start;
 * - `offers`: each time the game area's offer appears (game-load-offer.tsx: its status message,
 *   `p[role="status"]` in `[data-game-view]`, filled; the overlay's status is a div) and when;
 * - `offerWatched`: whether the page has that message, once it is parsed (a build from before
 *   the offer has none).
 * Two mutation observers, on that one attribute and on the game area alone: a build that has
 * neither pays next to nothing.
 * @param {{ signals?: { value: string, at: number }[], offers?: { at: number, text: string }[], offerWatched?: boolean }} bench
 */
export function watchGameWord(bench) {
  bench.signals = [];
  bench.offers = [];
  bench.offerWatched = false;
  new MutationObserver((records) => {
    const at = performance.now();
    // Each change's new value: the next change's old one, or the attribute as it is now.
    records.forEach(({ target }, i) => {
      const next = records.slice(i + 1).find((later) => later.target === target);
      const value = next ? next.oldValue : target.getAttribute("data-signal");
      if (value) bench.signals.push({ value, at });
    });
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeOldValue: true,
    attributeFilter: ["data-signal"],
  });
  // The game area is in the prerendered page, and the offer comes from the app's code, which
  // runs once the document is parsed.
  const watchOffer = () => {
    const view = document.querySelector("[data-game-view]");
    const status = () => view?.querySelector('p[role="status"]');
    if (!status()) return;
    bench.offerWatched = true;
    let shown = false;
    const check = () => {
      const text = status()?.textContent?.trim() ?? "";
      if (text && !shown) bench.offers.push({ at: performance.now(), text: text.slice(0, 80) });
      shown = text !== "";
    };
    check();
    new MutationObserver(check).observe(view, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  };
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", watchOffer, { once: true });
  } else watchOffer();
}

/**
 * @typedef {{ readySignal: number | null, signal: string | null, offerShown: boolean | null, offerAt: number | null }} PageSignals
 */

/**
 * What the page made of the game's word, from what the bench's init script saw in it
 * (`window.__bench`, bench-timings.mjs): each value the page wrote in its game slot's
 * `data-signal` (`game-ready`, `game-error`) and when, and each time the game area's offer
 * appeared (its status message filled), if the build has an offer to watch.
 * - `readySignal`: ms from navigation start when the page recorded `game-ready`, null if never:
 *   a game that says nothing (Charlie's host) or a build from before the signal (8ba6d2d~1);
 * - `signal`: the first value recorded, null without;
 * - `offerShown`: whether the offer was shown at any time; null when the build has none to show;
 * - `offerAt`: when it first appeared, null if never.
 * @param {{ signals?: { value: string, at: number }[], offers?: { at: number }[], offerWatched?: boolean } | null | undefined} seen
 * @returns {PageSignals}
 */
export function pageSignals(seen) {
  const signals = seen?.signals ?? [];
  const offers = seen?.offers ?? [];
  const ready = signals.find((s) => s.value === "game-ready");
  return {
    readySignal: ready ? ready.at : null,
    signal: signals[0]?.value ?? null,
    offerShown: seen?.offerWatched ? offers.length > 0 : null,
    offerAt: offers[0]?.at ?? null,
  };
}

/**
 * The ready signal over a row's loads: the median and range of those that had it, how many did
 * if not all, or "—" when none did (a silent game, a build from before the signal).
 * @param {(number | null)[]} values
 */
export function readySignalFigure(values) {
  const seen = values.filter((v) => typeof v === "number" && Number.isFinite(v));
  if (!seen.length) return "—";
  return seen.length === values.length
    ? figure(seen)
    : `${figure(seen)}, ${seen.length} of ${values.length}`;
}

/**
 * Whether the offer was shown over a row's loads: "no", "yes, 2 of 3", or "—" when no load's
 * build had an offer to watch.
 * @param {(boolean | null)[]} shown
 */
export function offerFigure(shown) {
  if (!shown.some((s) => typeof s === "boolean")) return "—";
  const count = shown.filter((s) => s === true).length;
  return count ? `yes, ${count} of ${shown.length}` : "no";
}

/**
 * One load's signal and offer: "ready signal 12345 ms, offer no"; "ready signal —" for none,
 * with the page's other word if it recorded one (`game-error`); the offer with when it came.
 * @param {PageSignals} load
 */
export function signalText({ readySignal, signal, offerShown, offerAt }) {
  const ready = typeof readySignal === "number" ? ms(readySignal) : "—";
  const other = signal && signal !== "game-ready" ? ` (${signal})` : "";
  const offer = offerShown === null ? "—" : offerShown ? `shown at ${ms(offerAt)}` : "no";
  return `ready signal ${ready}${other}, offer ${offer}`;
}
