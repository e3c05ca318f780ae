// Does the mobile profile reach the game's frame? Loads a page that embeds the bench's heavy
// game (scripts/bench-game.mjs) on the page's own site and on another site, with the profile
// applied in each way the bench could, and prints what the game measured in its own frame: how
// long its 2 MB script took to arrive and how long each of its start-up tasks ran. Under the
// profile (slow 4G: 1.47 Mbps) the script takes about 11 s wherever the frame is; each task is
// 4× its unthrottled length. A frame from another site runs in a process of its own, a target
// of its own: the page's session throttles neither. See bench/README.md ("Throttling a
// cross-site frame").
//
//   node scripts/bench-frame-throttle.mjs            # 2 runs of each case, interleaved
//   node scripts/bench-frame-throttle.mjs --runs 3
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { figure, textTable } from "./bench-figures.mjs";
import {
  GAME_MESSAGE_SOURCE,
  HEAVY_GAME_PAGE,
  HEAVY_GAME_SCRIPT,
  HEAVY_GAME_TASKS_MS,
  calibrate,
  heavyGameFiles,
  heavyGamePage,
  taskIterations,
} from "./bench-game.mjs";
import { launchBrowser } from "./bench-timings.mjs";
import { CPU_SLOWDOWN, applyMobileProfile, applyMobileProfileToFrames } from "./mobile-profile.mjs";
import { startServer } from "./serve-dist.mjs";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "2" } } });
const RUNS = Number(args.runs);
const DIR = resolve("reports/bench-frame-throttle");
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TIMEOUT_MS = 60_000;

/** Each way the profile can be applied, on each placement of the game. */
const CASES = [
  { id: "none", placement: "same site", host: "127.0.0.1", profile: "none" },
  { id: "same", placement: "same site", host: "127.0.0.1", profile: "page" },
  { id: "cross-page", placement: "cross site", host: "localhost", profile: "page" },
  { id: "cross-frames", placement: "cross site", host: "localhost", profile: "page and frames" },
];

/** The page: the game's frame, and the game's `ready` message kept for the bench to read. */
const parentPage = (gameUrl) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Frame throttling check</title></head>
  <body>
    <iframe src="${gameUrl}" title="Heavy game"></iframe>
    <script>
      window.__ready = new Promise((resolve) =>
        addEventListener("message", (event) => {
          if (event.data?.source === ${JSON.stringify(GAME_MESSAGE_SOURCE)} && event.data.state === "ready") resolve(event.data);
        }),
      );
    </script>
  </body>
</html>
`;

async function measure(browser, site, test) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (test.profile !== "none") await applyMobileProfile(cdp);
    const frames = test.profile === "page and frames" ? await applyMobileProfileToFrames(cdp) : [];
    await page.goto(`${site.url}/${test.id}.html`, { timeout: TIMEOUT_MS });
    const { result } = await cdp.send("Runtime.evaluate", {
      expression: "window.__ready",
      awaitPromise: true,
      returnByValue: true,
    });
    const ready = result.value;
    return {
      scriptMs: ready.script.responseEnd - ready.script.startTime,
      scriptBytes: ready.script.transferSize,
      taskMs: ready.taskDurations,
      framesThrottled: frames.filter((f) => f.throttled).length,
    };
  } finally {
    await context.close();
  }
}

const stubDir = join(DIR, "stub");
const siteDir = join(DIR, "site");
await mkdir(stubDir, { recursive: true });
await mkdir(siteDir, { recursive: true });
console.log(`Load average at the start: ${loadavg()[0].toFixed(2)} (figures want an idle machine)`);
const browser = await launchBrowser(CHROMIUM_PATH, [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
]);
const stub = await startServer({ dir: stubDir, port: 0 });
const site = await startServer({ dir: siteDir, port: 0 });
try {
  const calibration = await calibrate(browser);
  const iterations = taskIterations(calibration.iterationsPerMs);
  const files = heavyGameFiles({ iterations });
  await writeFile(join(stubDir, HEAVY_GAME_SCRIPT), files.script);
  await writeFile(join(stubDir, HEAVY_GAME_PAGE), heavyGamePage());
  for (const test of CASES) {
    const gameUrl = `${stub.url.replace("127.0.0.1", test.host)}/${HEAVY_GAME_PAGE}`;
    await writeFile(join(siteDir, `${test.id}.html`), parentPage(gameUrl));
  }
  console.log(
    `Calibrated: ${Math.round(calibration.iterationsPerMs)} iterations per ms ` +
      `(${calibration.range.map(Math.round).join("–")}); the game's tasks are sized ` +
      `${HEAVY_GAME_TASKS_MS.join(", ")} ms under ${CPU_SLOWDOWN}× CPU, so ` +
      `${HEAVY_GAME_TASKS_MS.map((t) => t / CPU_SLOWDOWN).join(", ")} ms unthrottled; ` +
      `its script is ${files.gzipBytes} B gzipped.`,
  );
  const results = new Map(CASES.map((test) => [test, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const test of CASES) {
      const result = await measure(browser, site, test);
      results.get(test).push(result);
      console.log(
        `run ${run}/${RUNS} ${test.placement}, profile on ${test.profile}: script ` +
          `${Math.round(result.scriptMs)} ms, tasks ${result.taskMs.map(Math.round).join(", ")} ms`,
      );
    }
  }
  const sum = (values) => values.reduce((a, b) => a + b, 0);
  console.log(`\nMedian (range) of ${RUNS} run(s):`);
  console.log(
    textTable(
      ["game", "profile on", "script arrived in", "start-up (sum of tasks)", "frames given it"],
      CASES.map((test) => {
        const runs = results.get(test);
        return [
          test.placement,
          test.profile,
          figure(runs.map((r) => r.scriptMs)),
          figure(runs.map((r) => sum(r.taskMs))),
          String(Math.max(...runs.map((r) => r.framesThrottled))),
        ];
      }),
      2,
    ),
  );
} finally {
  await browser.close();
  await stub.close();
  await site.close();
}
