// Lighthouse benchmark: builds the site, serves it on 127.0.0.1 like a static host, runs
// Lighthouse (mobile with simulated throttling, and desktop) on every route, takes the median
// of several runs, prints a table, writes reports/bench.json and compares with
// bench/budget.json. Exits 1 when a budget is missed, and 3 when the host is too busy to
// measure (scripts/host-load.mjs): then it names what it saw and gives no verdict. See
// bench/README.md.
//
//   npm run bench                       # build, 3 runs per route and form factor
//   npm run bench -- --runs 5           # more runs
//   npm run bench -- --skip-build       # reuse reports/bench-dist from the last run
//   npm run bench -- --only mobile      # one form factor
//   npm run bench -- --baseline main    # also build that commit; measure both, interleaved
//   npm run bench -- --routes /,/faq     # only these paths (the tap timing always runs)
//   npm run bench -- --allow-busy       # measure on a busy host anyway: verdict marked untrusted
//   CHROMIUM_PATH=/path/to/chrome npm run bench
import { execFileSync } from "node:child_process";
import { rmSync, symlinkSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { documentBytes, firstPaintAgainstBaseline, firstPaintLine } from "./bench-first-paint.mjs";
import { median, medianSummary } from "./bench-median.mjs";
import { TBT_SOURCES, tbtSources } from "./bench-tbt.mjs";
import { clickToHeading, launchBrowser, loadTimings } from "./bench-timings.mjs";
import { BUSY_EXIT_CODE, HostBusyError, createHostGuard, formatObservation } from "./host-load.mjs";
import { startServer } from "./serve-dist.mjs";

const { values: args } = parseArgs({
  options: {
    // Five, as Lighthouse's guide to variability advises: a median of five moves about half as
    // much as one run does.
    runs: { type: "string", default: "5" },
    "skip-build": { type: "boolean", default: false },
    only: { type: "string" },
    baseline: { type: "string" },
    routes: { type: "string" },
    "allow-busy": { type: "boolean", default: false },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer.`);

const REPORT_DIR = resolve("reports");
const DIST_DIR = join(REPORT_DIR, "bench-dist");
const STUB_DIR = join(REPORT_DIR, "bench-stub");
const BASELINE_SRC = join(REPORT_DIR, "bench-baseline-src");
const BASELINE_DIST = join(REPORT_DIR, "bench-baseline-dist");
const LHR_DIR = join(REPORT_DIR, "lighthouse");
const BUDGET_FILE = resolve("bench/budget.json");
/** Lighthouse runs that fail to record (e.g. NO_NAVSTART on a busy machine) are retried. */
const ATTEMPTS = 3;
/** A median of fewer runs is one run, or the lower of two: no verdict comes from it. */
const MIN_RUNS_FOR_VERDICT = 3;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
];

/** Every page, with a path no page has standing in for the not-found page. */
const PAGES = [
  { page: "home", path: "/" },
  { page: "charlie", path: "/charlie-the-steak" },
  { page: "faq", path: "/faq" },
  { page: "privacy", path: "/privacy" },
  { page: "contact", path: "/contact" },
  { page: "notFound", path: "/no-such-page" },
];
/** In a language's folder: "/ar" + "/faq"; its home page is the folder itself. */
const inFolder = (folder, path) => `/${folder}${path === "/" ? "" : path}`;
/** The language folders (LANGUAGE_INFO's, src/lib/languages.ts), Arabic (right to left) first. */
const FOLDERS = ["ar", "es", "pt-br", "fr", "de"];
/**
 * Every page in every language. `english` is the same page in English: what a `--baseline` build
 * from before the languages serves for it, so each page is compared with the English page it was
 * before.
 */
const EVERY_ROUTE = [
  ...PAGES.map(({ page, path }) => ({ id: page, page, path, english: path, folder: "" })),
  ...FOLDERS.flatMap((folder) =>
    PAGES.map(({ page, path }) => ({
      id: `${folder}-${page}`,
      page,
      path: inFolder(folder, path),
      english: path,
      folder,
    })),
  ),
];
/**
 * The routes measured by default: every page in English and in Arabic, and the home page in every
 * other language.
 */
const ALL_ROUTES = EVERY_ROUTE.filter(
  (route) => ["", "ar"].includes(route.folder) || route.page === "home",
);

// A comparison of a few pages need not pay for Lighthouse runs on all sixteen; any page in any
// language can be named.
const routes = args.routes
  ? args.routes.split(",").map((path) => {
      const route = EVERY_ROUTE.find((r) => r.path === path);
      if (!route) throw new Error(`--routes: no route ${path} (${EVERY_ROUTE.map((r) => r.path)})`);
      return route;
    })
  : ALL_ROUTES;

const FORM_FACTORS = {
  mobile: undefined, // Lighthouse's default config: Moto G Power, slow 4G, simulated throttling
  desktop: desktopConfig,
};
const formFactors = args.only ? [args.only] : Object.keys(FORM_FACTORS);
for (const name of formFactors) {
  if (!(name in FORM_FACTORS))
    throw new Error(`--only must be one of ${Object.keys(FORM_FACTORS)}`);
}

/** The tap timed after load: header menu, then its FAQ link (texts from src/content). */
const CLICK = { menuLabel: "Open menu", linkLabel: "FAQ", heading: "Frequently Asked Questions" };

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "speed-index": "SI",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "total-byte-weight": "bytes",
};

/**
 * The game hosts are unreachable here, so the frames point at a stub page on a second local
 * server: another origin, as the real hosts are, and without the site's frame-blocking headers.
 */
const STUB_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" /><title>Game stub</title></head>
  <body style="margin:0;display:grid;place-items:center;height:100vh;background:#0f172a;color:#fff;font:16px system-ui">Game stub</body>
</html>
`;

function summarize(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.keys(METRICS).map((id) => [id, lhr.audits[id]?.numericValue ?? null]),
  );
  // What cost points, so a miss can be explained without opening the full report.
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id].score})`),
  );
  return {
    scores,
    metrics,
    bestPracticesWithoutOwnStatus: scoreWithoutOwnStatusError(lhr),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing,
    warnings: lhr.runWarnings,
    lcpElement: lcpElement(lhr),
    documentBytes: documentBytes(lhr),
  };
}

async function runLighthouse(port, url, route, formFactor) {
  const flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    // The not-found page answers 404 on purpose; audit it anyway.
    ignoreStatusCode: route.page === "notFound",
  };
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, FORM_FACTORS[formFactor]);
    const error = result?.lhr ? result.lhr.runtimeError : { code: "NO_RESULT", message: "" };
    if (!error) return result;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.error(`${formFactor} ${route.path}: ${error.code}, retrying`);
  }
}

/**
 * Best practices as scored if the console had not reported the page's own answer: Chrome logs
 * every document answered with an error status ("Failed to load resource: … 404") as a console
 * error, so a not-found page that answers 404, as it must, cannot score 100. Null when the
 * console holds anything else, which then counts in full.
 */
function scoreWithoutOwnStatusError(lhr) {
  const audit = lhr.audits["errors-in-console"];
  const items = audit?.details?.items ?? [];
  const ownStatusOnly =
    items.length > 0 &&
    items.every(
      (item) => item.source === "network" && item.sourceLocation?.url === lhr.finalDisplayedUrl,
    );
  if (!ownStatusOnly) return null;
  const refs = lhr.categories["best-practices"].auditRefs.filter((ref) => ref.weight > 0);
  const score = (ref) => (ref.id === audit.id ? 1 : (lhr.audits[ref.id]?.score ?? 1));
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return Math.round((refs.reduce((sum, ref) => sum + ref.weight * score(ref), 0) / total) * 100);
}

function lcpElement(lhr) {
  const item = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0];
  return item?.node?.snippet ?? null;
}

function checkBudget(budget, route, formFactor, summary) {
  const misses = [];
  const rules = budget[formFactor] ?? {};
  const exempt = budget.exempt?.[route.page] ?? {};
  for (const [category, min] of Object.entries(rules.minScores ?? {})) {
    if (exempt.categories?.includes(category)) continue;
    const actual =
      category === "best-practices" && exempt.ownStatusConsoleError
        ? (summary.bestPracticesWithoutOwnStatus ?? summary.scores[category])
        : summary.scores[category];
    if (actual < min) misses.push(`${category} ${actual} < ${min}`);
  }
  for (const [metric, max] of Object.entries(rules.maxMetrics ?? {})) {
    const actual = summary.metrics[metric];
    if (actual === null || actual > max) {
      misses.push(
        `${METRICS[metric] ?? metric} ${formatMetric(metric, actual)} > ${formatMetric(metric, max)}`,
      );
    }
  }
  return misses;
}

/**
 * Interactivity and the game may not get later than the baseline's by more than the budget's
 * share (medians under the applied mobile profile); without a baseline there is nothing to check.
 */
function timingMisses(budget, timingRows) {
  const limit = budget.timings?.maxSlowerThanBaseline;
  const baselines = timingRows.filter((row) => row.variant !== "current");
  if (limit === undefined || !baselines.length) return [];
  return timingRows
    .filter((row) => row.variant === "current")
    .flatMap((row) => {
      const before = baselines.find((b) => b.route === row.route);
      return ["hydrated", "gameRequest"].flatMap((key) => {
        if (typeof before?.[key] !== "number" || typeof row[key] !== "number") return [];
        const slower = row[key] / before[key] - 1;
        if (slower <= limit) return [];
        const label = key === "hydrated" ? "hydrated" : "game request";
        return [
          `${row.route} (mobile, applied): ${label} ${Math.round(row[key])} ms, ` +
            `${(slower * 100).toFixed(1)}% later than the baseline's ${Math.round(before[key])} ms ` +
            `(limit ${limit * 100}%)`,
        ];
      });
    });
}

const round = (n) => Math.round(n * 100) / 100;

function formatMetric(metric, value) {
  if (value === null || value === undefined) return "n/a";
  if (metric === "cumulative-layout-shift") return value.toFixed(3);
  if (metric === "total-byte-weight") return `${(value / 1024).toFixed(1)} KB`;
  return `${Math.round(value)} ms`;
}

const TBT_SOURCES_LEGEND =
  "page: its own work and its frames'; commit: the browser committing the document; " +
  "lighthouse: Lighthouse's own script in the page; scripts/bench-tbt.mjs";

/** One row's TBT run by run, each with its non-zero sources: "12 (page 4, commit 8)". */
function tbtLine({ variant, route, formFactor, runs }) {
  const perRun = runs.map(({ metrics, tbtSources: sources }) => {
    const total = formatMetric("total-blocking-time", metrics["total-blocking-time"]);
    const parts = TBT_SOURCES.filter((source) => sources?.[source] > 0).map(
      (source) => `${source} ${sources[source]}`,
    );
    return parts.length ? `${total} (${parts.join(", ")})` : total;
  });
  return `${route.path} ${formFactor} ${variant}: ${perRun.join(" · ")}`;
}

function table(rows) {
  const header = ["route", "form", "perf", "a11y", "bp", "seo", ...Object.values(METRICS)];
  const lines = rows.map(({ route, formFactor, median }) => [
    route.path,
    formFactor,
    ...CATEGORIES.map((id) => String(median.scores[id])),
    ...Object.keys(METRICS).map((id) => formatMetric(id, median.metrics[id])),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join(
    "\n",
  );
}

/**
 * Builds `cwd`'s site into `outDir` with the game frames pointing at the stub server, each
 * placed as its real host stands to the site: Tidy Time's default host is a subdomain of the
 * site (the same site, so Chromium runs its frame in the page's own process), Charlie's is
 * another site (a process of its own). `localhost` is another site than 127.0.0.1.
 */
function buildSite(cwd, outDir, stubUrl) {
  execFileSync(process.execPath, ["scripts/build.mjs", "--quiet"], {
    cwd,
    stdio: "inherit",
    env: {
      ...process.env,
      DIST_DIR: outDir,
      VITE_GAME_URL: `${stubUrl}/game.html`,
      VITE_CHARLIE_GAME_URL: `${stubUrl.replace("127.0.0.1", "localhost")}/game.html?game=charlie`,
    },
  });
}

/**
 * The site as of another commit (e.g. main before a change), built the same way, to measure
 * before and after in one interleaved run. Its tree shares this project's node_modules.
 */
function buildBaseline(ref, stubUrl) {
  rmSync(BASELINE_SRC, { recursive: true, force: true });
  execFileSync("git", ["worktree", "prune"]);
  execFileSync("git", ["worktree", "add", "--detach", "--force", BASELINE_SRC, ref], {
    stdio: "ignore",
  });
  symlinkSync(resolve("node_modules"), join(BASELINE_SRC, "node_modules"), "dir");
  console.error(`Building ${ref} into ${BASELINE_DIST} …`);
  buildSite(BASELINE_SRC, BASELINE_DIST, stubUrl);
}

async function main(guard) {
  // Before anything of the bench's own runs, so all it sees is everything else.
  await guard.start();
  // After the check, which may have waited for the load average to fall: the load measured under.
  const loadBefore = loadavg()[0];
  const budget = JSON.parse(await readFile(BUDGET_FILE, "utf8"));
  await mkdir(STUB_DIR, { recursive: true });
  await writeFile(join(STUB_DIR, "game.html"), STUB_PAGE);
  // A reused build keeps the stub address it was built with.
  const portFile = join(REPORT_DIR, "bench-stub-port");
  const stubPort = args["skip-build"] ? Number(await readFile(portFile, "utf8")) : 0;
  const stub = await startServer({ dir: STUB_DIR, port: stubPort });
  await writeFile(portFile, new URL(stub.url).port);
  const variants = [{ name: "current", dir: DIST_DIR, path: (route) => route.path }];
  if (args.baseline) {
    // A build from before the languages has each page in English only: the page it was.
    const path = (route) => route.english;
    variants.unshift({ name: `baseline ${args.baseline}`, dir: BASELINE_DIST, path });
  }
  let chrome;
  let browser;
  try {
    if (!args["skip-build"]) {
      console.error(`Building into ${DIST_DIR} (game frames → ${stub.url}/game.html) …`);
      buildSite(process.cwd(), DIST_DIR, stub.url);
      if (args.baseline) buildBaseline(args.baseline, stub.url);
    } else {
      console.error(`Reusing ${DIST_DIR} (game frames → ${stub.url}/game.html)`);
    }
    for (const variant of variants) variant.site = await startServer({ dir: variant.dir, port: 0 });
    await rm(LHR_DIR, { recursive: true, force: true });
    await mkdir(LHR_DIR, { recursive: true });
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });

    const rows = [];
    let lighthouseVersion;
    let userAgent;
    for (const formFactor of formFactors) {
      for (const route of routes) {
        const runs = new Map(variants.map((v) => [v, []]));
        // Variants alternate run by run, so a busy moment on the machine hits both alike.
        for (let run = 1; run <= RUNS; run++) {
          for (const variant of variants) {
            const label = `${variant.name} ${formFactor} ${route.path} run ${run}`;
            const { lhr, summary: s } = await guard.measure(
              label,
              async () => {
                const url = `${variant.site.url}${variant.path(route)}`;
                const result = await runLighthouse(chrome.port, url, route, formFactor);
                // The budget holds TBT on mobile alone.
                const tbt =
                  formFactor === "mobile" ? await tbtSources(result.artifacts, result.lhr) : null;
                return { lhr: result.lhr, summary: { ...summarize(result.lhr), tbtSources: tbt } };
              },
              (result) => result.summary.benchmarkIndex,
            );
            lighthouseVersion = lhr.lighthouseVersion;
            userAgent = lhr.environment.hostUserAgent;
            runs.get(variant).push({ lhr, summary: s });
            console.error(
              `${variant.name.padEnd(8)} ${formFactor.padEnd(7)} ${route.path.padEnd(18)} run ${run}/${RUNS}: ` +
                `perf ${s.scores.performance}, FCP ${formatMetric("first-contentful-paint", s.metrics["first-contentful-paint"])}, ` +
                `LCP ${formatMetric("largest-contentful-paint", s.metrics["largest-contentful-paint"])}, ` +
                `TBT ${formatMetric("total-blocking-time", s.metrics["total-blocking-time"])}, ` +
                `benchmark index ${s.benchmarkIndex}`,
            );
          }
        }
        for (const variant of variants) {
          const lhrs = runs.get(variant).map((run) => run.lhr);
          const medianLhr = computeMedianRun(lhrs);
          const medianIndex = lhrs.indexOf(medianLhr);
          const summaries = runs.get(variant).map((run) => run.summary);
          const medians = medianSummary(summaries);
          const isCurrent = variant.name === "current";
          if (isCurrent) {
            await writeFile(
              join(LHR_DIR, `${formFactor}-${route.id}.json`),
              JSON.stringify(medianLhr),
            );
          }
          rows.push({
            variant: variant.name,
            route,
            formFactor,
            median: medians,
            // The run saved as the report to open, and whose audits explain a miss.
            representative: summaries[medianIndex],
            medianRun: medianIndex + 1,
            runs: summaries,
            misses: isCurrent ? checkBudget(budget, route, formFactor, medians) : [],
          });
        }
      }
    }
    await chrome.kill();
    chrome = undefined;

    // Hydration, game request and click-to-heading under the mobile profile applied for real.
    browser = await launchBrowser(
      CHROMIUM_PATH,
      CHROME_FLAGS.filter((f) => f !== "--headless=new"),
    );
    const timings = new Map(variants.map((v) => [v, { loads: new Map(), clicks: [] }]));
    if (formFactors.includes("mobile")) {
      for (let run = 1; run <= RUNS; run++) {
        for (const route of routes) {
          for (const variant of variants) {
            const label = `timings ${variant.name} ${route.path} run ${run}`;
            const result = await guard.measure(label, () =>
              loadTimings(browser, `${variant.site.url}${variant.path(route)}`),
            );
            const loads = timings.get(variant).loads;
            loads.set(route, [...(loads.get(route) ?? []), result]);
          }
        }
        for (const variant of variants) {
          const label = `tap ${variant.name} run ${run}`;
          const click = await guard.measure(label, () =>
            clickToHeading(browser, variant.site.url, CLICK),
          );
          timings.get(variant).clicks.push(click);
        }
        console.error(`timings run ${run}/${RUNS} done`);
      }
    }

    const indexes = rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex));
    const host = {
      cpus: availableParallelism(),
      loadAverage: { start: round(loadBefore), end: round(loadavg()[0]) },
      benchmarkIndex: { min: Math.min(...indexes), max: Math.max(...indexes) },
      maxOthersCpuShare: round(guard.summary.maxOthersCpuShare),
      busy: guard.observations,
      measuredAgain: guard.discarded,
    };
    console.log(`\nLighthouse ${lighthouseVersion}, each figure the median of ${RUNS} run(s)\n`);
    for (const variant of variants) {
      console.log(`${variant.name}:`);
      console.log(table(rows.filter((row) => row.variant === variant.name)));
      console.log("");
    }
    const firstPaints = firstPaintAgainstBaseline(rows);
    if (firstPaints.length) {
      console.log(
        "Pages whose HTML is over the first round trip, against their English page at the " +
          "baseline (FCP medians):",
      );
      for (const line of firstPaints.map(firstPaintLine)) console.log(`  ${line}`);
      console.log("");
    }
    const tbtRows = rows.filter((row) => row.formFactor === "mobile");
    if (tbtRows.length) {
      console.log(`TBT of each run by source (${TBT_SOURCES_LEGEND}):`);
      for (const row of tbtRows) console.log(`  ${tbtLine(row)}`);
      console.log("");
    }
    console.log(
      `Host: ${host.cpus} CPUs, load average ${host.loadAverage.start} → ${host.loadAverage.end}, ` +
        `Lighthouse benchmark index ${host.benchmarkIndex.min}–${host.benchmarkIndex.max}, ` +
        `other processes at most ${Math.round(host.maxOthersCpuShare * 100)}% of the CPU ` +
        `before and during each run kept`,
    );
    for (const observation of host.measuredAgain) {
      console.log(`  measured again, ${formatObservation(observation)[0]}`);
    }

    const timingRows = [];
    if (formFactors.includes("mobile")) {
      console.log(
        `\nMobile profile applied (slow 4G latency and bandwidth, ${4}× CPU), median of ${RUNS}:`,
      );
      for (const route of routes) {
        for (const variant of variants) {
          const loads = timings.get(variant).loads.get(route);
          timingRows.push({
            variant: variant.name,
            route: route.path,
            hydrated: median(loads.map((l) => l.hydrated)),
            gameRequest: median(loads.map((l) => l.gameRequest)),
            runs: loads,
          });
        }
      }
      const ms = (v) => (v === null ? "n/a" : `${Math.round(v)} ms`);
      for (const row of timingRows) {
        const spread = (key) => {
          const values = row.runs.map((run) => run[key]).filter((v) => typeof v === "number");
          return values.length > 1
            ? ` (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`
            : "";
        };
        console.log(
          `  ${row.route.padEnd(18)} ${row.variant.padEnd(20)} hydrated ${ms(row.hydrated).padStart(8)}` +
            `${spread("hydrated").padEnd(12)}  game request ${ms(row.gameRequest).padStart(8)}` +
            spread("gameRequest"),
        );
      }
      for (const variant of variants) {
        const clicks = timings.get(variant).clicks;
        console.log(
          `  tap "${CLICK.linkLabel}" → its <h1>, ${variant.name}: ${ms(median(clicks))} ` +
            `(runs: ${clicks.map((c) => Math.round(c)).join(", ")} ms)`,
        );
      }
    }

    const misses = [
      ...rows.flatMap((row) =>
        row.misses.map((miss) => `${row.route.path} (${row.formFactor}): ${miss}`),
      ),
      ...timingMisses(budget, timingRows),
    ];
    const verdict = verdictOf(misses, guard.observations);
    const report = {
      date: new Date().toISOString(),
      lighthouseVersion,
      userAgent,
      runsPerRow: RUNS,
      host,
      gameFrames: `stubbed at ${stub.url}/game.html`,
      budget,
      rows: rows.map(
        ({
          variant,
          route,
          formFactor,
          median: m,
          representative,
          medianRun,
          runs,
          misses: rowMisses,
        }) => ({
          variant,
          route: route.path,
          page: route.id,
          formFactor,
          ...m,
          representativeRun: {
            run: medianRun,
            failing: representative.failing,
            warnings: representative.warnings,
            lcpElement: representative.lcpElement,
          },
          runs: runs.map(
            ({ scores, metrics, benchmarkIndex, tbtSources: sources, documentBytes: bytes }) => ({
              scores,
              metrics,
              benchmarkIndex,
              tbtSources: sources,
              documentBytes: bytes,
            }),
          ),
          misses: rowMisses,
        }),
      ),
      firstPaints,
      timings: timingRows,
      clickToHeading: variants.map((v) => ({ variant: v.name, runs: timings.get(v).clicks })),
      misses,
      verdict: verdict.name,
    };
    await writeFile(join(REPORT_DIR, "bench.json"), `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `\nResults: reports/bench.json; each row's representative run (Lighthouse's median run, ` +
        `closest to the median FCP and TTI): reports/lighthouse/`,
    );

    // Each was printed in full as it came; here one line each, next to the verdict they spoil.
    if (guard.observations.length) console.log("\nHost busy (--allow-busy):");
    for (const observation of guard.observations) {
      console.log(`  ${formatObservation(observation)[0]}`);
    }
    console.log(`\n${verdict.heading}`);
    for (const miss of misses) console.log(`  ✗ ${verdict.mark}${miss}`);
    for (const row of rows.filter((r) => r.misses.length)) {
      const { failing, lcpElement } = row.representative;
      const details = failing.length ? failing.join("; ") : "none below 1";
      console.log(
        `    ${row.route.path} (${row.formFactor}) audits losing points in run ${row.medianRun}: ${details}`,
      );
      if (lcpElement) console.log(`      LCP element: ${lcpElement}`);
    }
    process.exitCode = verdict.exitCode;
  } finally {
    await chrome?.kill();
    await browser?.close();
    for (const variant of variants) await variant.site?.close();
    await stub.close();
    // Only a baseline built by this run has a worktree: `--skip-build` reuses its output alone.
    if (args.baseline && !args["skip-build"]) {
      execFileSync("git", ["worktree", "remove", "--force", BASELINE_SRC]);
    }
  }
}

/**
 * What the figures mean against the budget: a verdict needs medians of enough runs, and a host
 * that was busy at any check (measured with --allow-busy) leaves every line untrusted.
 */
function verdictOf(misses, busyObservations) {
  const counted = `${misses.length} budget miss(es) (bench/budget.json)`;
  if (busyObservations.length) {
    return {
      name: "untrusted",
      heading:
        `UNTRUSTED, the host was busy at ${busyObservations.length} check(s): ` +
        (misses.length ? `${counted}:` : "all budgets met."),
      mark: "untrusted: ",
      exitCode: BUSY_EXIT_CODE,
    };
  }
  if (RUNS < MIN_RUNS_FOR_VERDICT) {
    return {
      name: "none",
      heading:
        `No verdict: ${RUNS} run(s) per row make no median (--runs ${MIN_RUNS_FOR_VERDICT} or more)` +
        (misses.length ? `; beyond the budget in these runs:` : "."),
      mark: "",
      exitCode: 0,
    };
  }
  return misses.length
    ? { name: "missed", heading: `${counted}:`, mark: "", exitCode: 1 }
    : { name: "met", heading: "All budgets met.", mark: "", exitCode: 0 };
}

/** A busy host: what was seen and what to do, instead of figures it would have inflated. */
function refuse(observation) {
  console.log(
    `\nHost busy: no benchmark (exit ${BUSY_EXIT_CODE}). Lighthouse's simulated throttling ` +
      `counts other processes' CPU time as the page's own.\n  ` +
      formatObservation(observation).join("\n  ") +
      `\nStop them (bench/README.md, "An idle machine") and run again; --allow-busy measures ` +
      `anyway and marks the verdict untrusted.`,
  );
  process.exitCode = BUSY_EXIT_CODE;
}

const guard = createHostGuard({ allowBusy: args["allow-busy"] });
try {
  await main(guard);
} catch (error) {
  if (!(error instanceof HostBusyError)) throw error;
  refuse(error.observation);
}
