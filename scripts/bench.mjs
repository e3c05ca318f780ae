// Lighthouse benchmark: builds the site, serves it on 127.0.0.1 like a static host, runs
// Lighthouse (mobile with simulated throttling, and desktop) on every route, takes the median
// of several runs, prints a table, writes reports/bench.json and compares with
// bench/budget.json. Under the mobile profile applied for real it then times each route's
// load, and each game page with a heavy game served on the page's site and on another site.
// Every mobile figure is taken at the CPU slowdown that Lighthouse's calculator gives for this
// host's benchmark index (the median of several probes, scripts/bench-cpu.mjs).
// Exits 1 when a budget is missed, and 3 when the host is too busy to measure
// (scripts/host-load.mjs): then it names what it saw and gives no verdict. See bench/README.md.
//
//   npm run bench                       # build, 5 runs per route and form factor
//   npm run bench -- --runs 7           # more runs
//   npm run bench -- --skip-build       # reuse every build from the last run
//   npm run bench -- --only mobile      # one form factor
//   npm run bench -- --baseline main    # also build that commit; measure both, interleaved
//   npm run bench -- --baseline main --baseline HEAD~1   # several; budgets against the first
//   npm run bench -- --routes /,/faq     # only these paths (the taps and the heavy game always run)
//   npm run bench -- --allow-busy       # measure on a busy host anyway: verdict marked untrusted
//   npm run bench -- --cpu-slowdown 2   # mobile CPU multiplier 2 instead of the calibrated one
//   CHROMIUM_PATH=/path/to/chrome npm run bench
import { execFileSync } from "node:child_process";
import { existsSync, rmSync, symlinkSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { BOOT_TAPS, GAME_PAGES, heavyGameMisses, timingMisses } from "./bench-budget.mjs";
import { figure, ms, textTable } from "./bench-figures.mjs";
import { documentBytes, firstPaintAgainstBaseline, firstPaintLine } from "./bench-first-paint.mjs";
import {
  HEAVY_GAME_PAGE,
  HEAVY_GAME_SCRIPT,
  HEAVY_GAME_TASKS_MS,
  calibrate,
  heavyGameFiles,
  heavyGamePage,
  lightStubPage,
  offerFigure,
  readySignalFigure,
  signalText,
  taskIterations,
} from "./bench-game.mjs";
import { median, medianSummary } from "./bench-median.mjs";
import { TBT_SOURCES, tbtSources } from "./bench-tbt.mjs";
import {
  OFFER_WATCH_MS,
  TBT_AFTER_GAME_MS,
  TBT_WINDOW_CAP_MS,
  clickToHeading,
  heavyGameTimings,
  launchBrowser,
  loadTimings,
  tapWhileGameBoots,
} from "./bench-timings.mjs";
import {
  BUILDS,
  CURRENT,
  PLACEMENTS,
  benchVariants,
  gameUrls,
  variantFolders,
} from "./bench-variants.mjs";
import { buildWords } from "./bench-words.mjs";
import { BUSY_EXIT_CODE, HostBusyError, createHostGuard, formatObservation } from "./host-load.mjs";
import { verdictOf } from "./bench-verdict.mjs";
import {
  BENCHMARK_PROBES,
  cpuFlags,
  cpuLine,
  mobileCpu,
  probeBenchmarkIndex,
  times,
} from "./bench-cpu.mjs";
import { startServer } from "./serve-dist.mjs";
import { languageFolders } from "./language-folders.mjs";

const { values: args } = parseArgs({
  options: {
    // Five, as Lighthouse's guide to variability advises: a median of five moves about half as
    // much as one run does.
    runs: { type: "string", default: "5" },
    "skip-build": { type: "boolean", default: false },
    only: { type: "string" },
    // Several may be given: each is built and measured beside the current build; the budgets
    // compare the current build with the first.
    baseline: { type: "string", multiple: true },
    routes: { type: "string" },
    "allow-busy": { type: "boolean", default: false },
    // The light stub's rows only: no heavy-game builds, loads or taps (a comparison of loading
    // orders, say, that needs the site's own figures alone).
    "skip-heavy": { type: "boolean", default: false },
    // The mobile CPU multiplier, instead of the one Lighthouse's calculator gives for this host's
    // benchmark index: the verdict is then given at this one (bench/README.md, "A slower machine").
    "cpu-slowdown": { type: "string" },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer.`);

const BASELINES = args.baseline ?? [];
/** --cpu-slowdown: the mobile CPU multiplier in force instead of the calibrated one. */
const CPU_OVERRIDE = args["cpu-slowdown"] === undefined ? undefined : Number(args["cpu-slowdown"]);
if (CPU_OVERRIDE !== undefined && !(CPU_OVERRIDE > 0)) {
  throw new Error(`--cpu-slowdown must be a positive number.`);
}

const REPORT_DIR = resolve("reports");
const STUB_DIR = join(REPORT_DIR, "bench-stub");
const LHR_DIR = join(REPORT_DIR, "lighthouse");
const BUDGET_FILE = resolve("bench/budget.json");
/** Lighthouse runs that fail to record (e.g. NO_NAVSTART on a busy machine) are retried. */
const ATTEMPTS = 3;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
];
/** The timings' browser, Playwright's: headless of its own accord. */
const PLAYWRIGHT_FLAGS = CHROME_FLAGS.filter((f) => f !== "--headless=new");

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
/** The language folders (LANGUAGE_INFO's, src/features/languages/languages.ts), right to left first. */
const LANGUAGE_FOLDERS = (await languageFolders()).sort(
  (a, b) => Number(b.dir === "rtl") - Number(a.dir === "rtl"),
);
const FOLDERS = LANGUAGE_FOLDERS.map(({ folder }) => folder);
/** The first right-to-left language's folder: its pages are laid out mirrored. */
const MIRRORED = LANGUAGE_FOLDERS.find(({ dir }) => dir === "rtl")?.folder;
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
 * The routes measured by default: every page in the default language and in the first right to
 * left one (the mirrored layout), and the home page in every other language.
 */
const ALL_ROUTES = EVERY_ROUTE.filter(
  (route) => ["", MIRRORED].includes(route.folder) || route.page === "home",
);

// A comparison of a few pages need not pay for Lighthouse runs on all of them; any page in any
// language can be named.
const routes = args.routes
  ? args.routes.split(",").map((path) => {
      const route = EVERY_ROUTE.find((r) => r.path === path);
      if (!route) throw new Error(`--routes: no route ${path} (${EVERY_ROUTE.map((r) => r.path)})`);
      return route;
    })
  : ALL_ROUTES;

/**
 * The game pages measured with the heavy game: both in English, and any other game page named
 * with --routes.
 */
const ENGLISH_GAME_ROUTES = EVERY_ROUTE.filter(
  (route) => route.folder === "" && GAME_PAGES.includes(route.page),
);
const heavyRoutes = args["skip-heavy"]
  ? []
  : [
      ...ENGLISH_GAME_ROUTES,
      ...(args.routes
        ? routes.filter((r) => GAME_PAGES.includes(r.page) && !ENGLISH_GAME_ROUTES.includes(r))
        : []),
    ];
/** The builds each variant needs: the light stub's, and the heavy game's unless skipped. */
const variantBuilds = args["skip-heavy"] ? BUILDS.slice(0, 1) : BUILDS;

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

/** `cpu`: the mobile CPU slowdown in force (bench-cpu.mjs's mobileCpu), null without mobile runs. */
async function runLighthouse(port, url, route, formFactor, cpu) {
  const flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    // The not-found page answers 404 on purpose; audit it anyway.
    ignoreStatusCode: route.page === "notFound",
    ...cpuFlags(formFactor, cpu),
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

/** A TBT with its non-zero sources: "12 ms (page 4, commit 8)". */
function tbtText(tbt, sources) {
  const total = formatMetric("total-blocking-time", tbt);
  const parts = TBT_SOURCES.filter((source) => sources?.[source] > 0).map(
    (source) => `${source} ${sources[source]}`,
  );
  return parts.length ? `${total} (${parts.join(", ")})` : total;
}

/** One row's TBT run by run, each with its sources. */
function tbtLine({ variant, route, formFactor, runs }) {
  const perRun = runs.map(({ metrics, tbtSources: sources }) =>
    tbtText(metrics["total-blocking-time"], sources),
  );
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
 * Builds `cwd`'s site into `outDir` with the game frames pointing at the stub server
 * (`gameUrls`: the light stub as the real hosts stand to the site, or the heavy game on one
 * placement).
 */
function buildSite(cwd, outDir, urls) {
  execFileSync(process.execPath, ["scripts/build.mjs", "--quiet"], {
    cwd,
    stdio: "inherit",
    env: { ...process.env, DIST_DIR: outDir, ...urls },
  });
}

/**
 * Every build of a variant: the light stub's and one per placement of the heavy game. A
 * baseline is the site as of another commit (e.g. main before a change), checked out into a
 * worktree of its own that shares this project's node_modules, to measure before and after in
 * one interleaved run.
 */
function buildVariant(variant, stubUrl) {
  const { src, builds } = variant.folders;
  if (src) {
    rmSync(src, { recursive: true, force: true });
    execFileSync("git", ["worktree", "prune"]);
    execFileSync("git", ["worktree", "add", "--detach", "--force", src, variant.ref], {
      stdio: "ignore",
    });
    variant.worktree = src;
    symlinkSync(resolve("node_modules"), join(src, "node_modules"), "dir");
  }
  for (const build of variantBuilds) {
    console.error(`Building ${variant.name} (${build}) into ${builds[build]} …`);
    buildSite(src ?? process.cwd(), builds[build], gameUrls(stubUrl, build));
  }
}

/** The bytes a phone downloads for `url` (gzip accepted, as a browser does) and their encoding. */
function servedSize(url) {
  return new Promise((resolveSize, rejectSize) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () =>
        resolveSize({ bytes, encoding: response.headers["content-encoding"] ?? "identity" }),
      );
      response.on("error", rejectSize);
    }).on("error", rejectSize);
  });
}

const MB = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

async function main(guard) {
  // Before anything of the bench's own runs, so all it sees is everything else.
  await guard.start();
  // After the check, which may have waited for the load average to fall: the load measured under.
  const loadBefore = loadavg()[0];
  const budget = JSON.parse(await readFile(BUDGET_FILE, "utf8"));
  const mobile = formFactors.includes("mobile");
  await mkdir(STUB_DIR, { recursive: true });
  // The game hosts are unreachable here, so the frames point at a stub page on a second local
  // server: another origin, as the real hosts are, and without the site's frame-blocking headers.
  await writeFile(join(STUB_DIR, "game.html"), lightStubPage());
  await writeFile(join(STUB_DIR, HEAVY_GAME_PAGE), heavyGamePage());
  // A reused build keeps the stub address it was built with.
  const portFile = join(REPORT_DIR, "bench-stub-port");
  const stubPort = args["skip-build"] ? Number(await readFile(portFile, "utf8")) : 0;
  const stub = await startServer({ dir: STUB_DIR, port: stubPort });
  await writeFile(portFile, new URL(stub.url).port);
  const variants = benchVariants(BASELINES).map((variant) => ({
    ...variant,
    folders: variantFolders(REPORT_DIR, variant),
    // A build from before the languages has each page in English only: the page it was.
    path: variant.isBaseline ? (route) => route.english : (route) => route.path,
    sites: {},
    worktree: null,
  }));
  const firstBaseline = variants.find((v) => v.isFirstBaseline)?.name;
  const nameWidth = Math.max(...variants.map((v) => v.name.length));
  const named = (variant) => variant.name.padEnd(nameWidth);
  let chrome;
  let browser;
  try {
    if (!args["skip-build"]) {
      console.error(`Building (game frames → ${stub.url}/game.html, ${HEAVY_GAME_PAGE}) …`);
      for (const variant of variants) buildVariant(variant, stub.url);
    } else {
      const missing = variants
        .flatMap((v) => Object.values(v.folders.builds))
        .filter((dir) => !existsSync(dir));
      if (missing.length) {
        throw new Error(
          `--skip-build: no build to reuse in ${missing.join(", ")}; run once without it.`,
        );
      }
      console.error(`Reusing every build (game frames → ${stub.url})`);
    }
    for (const variant of variants) {
      for (const build of variantBuilds) {
        variant.sites[build] = await startServer({ dir: variant.folders.builds[build], port: 0 });
      }
    }

    await rm(LHR_DIR, { recursive: true, force: true });
    await mkdir(LHR_DIR, { recursive: true });
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });

    // The phone the mobile figures emulate: the host's benchmark index, read as Lighthouse reads
    // it, in the Chrome it runs in, several times (it swings from run to run); the CPU slowdown
    // in force is the calculator's for their median, unless --cpu-slowdown gives one.
    let cpu = null;
    if (mobile) {
      const probes = [];
      for (let probe = 1; probe <= BENCHMARK_PROBES; probe++) {
        const label = `benchmark index probe ${probe}`;
        const index = await guard.measure(
          label,
          () => probeBenchmarkIndex(chrome.port),
          (value) => value,
        );
        probes.push(index);
        console.error(`${label}/${BENCHMARK_PROBES}: ${index}`);
      }
      cpu = mobileCpu({ probes, override: CPU_OVERRIDE });
      console.error(cpuLine(cpu));
    }
    const cpuSlowdown = cpu?.multiplier;

    // The heavy game's work is sized on this machine, unthrottled, once, before anything is
    // measured: iterations of the same loop per ms, in a plain page.
    let heavyGame = null;
    if (mobile && heavyRoutes.length) {
      browser = await launchBrowser(CHROMIUM_PATH, PLAYWRIGHT_FLAGS);
      const calibration = await guard.measure("calibration", () => calibrate(browser));
      await browser.close();
      browser = undefined;
      const iterations = taskIterations(
        calibration.iterationsPerMs,
        HEAVY_GAME_TASKS_MS,
        cpuSlowdown,
      );
      const files = heavyGameFiles({ iterations });
      await writeFile(join(STUB_DIR, HEAVY_GAME_SCRIPT), files.script);
      const served = await servedSize(`${stub.url}/${HEAVY_GAME_SCRIPT}`);
      heavyGame = {
        calibration,
        tasksMs: HEAVY_GAME_TASKS_MS,
        cpuSlowdown,
        iterations,
        scriptBytes: files.rawBytes,
        wire: served,
        tbtWindow:
          `from first paint to ${TBT_AFTER_GAME_MS} ms after the game's frame has loaded and ` +
          `the game has booted, whichever is last; at most ${TBT_WINDOW_CAP_MS} ms from navigation start`,
      };
      heavyGame.summary = heavyGameSummary(heavyGame);
      for (const line of heavyGame.summary) console.error(line);
    }

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
                const url = `${variant.sites.light.url}${variant.path(route)}`;
                const result = await runLighthouse(chrome.port, url, route, formFactor, cpu);
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
              `${named(variant)} ${formFactor.padEnd(7)} ${route.path.padEnd(18)} run ${run}/${RUNS}: ` +
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
          const isCurrent = variant.name === CURRENT;
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

    // The heavy game under Lighthouse's mobile simulation: one run per game page, placement
    // and variant, its TBT only (no budget: the light stub's rows hold the site's).
    const heavyLighthouse = [];
    if (mobile) {
      for (const route of heavyRoutes) {
        for (const placement of PLACEMENTS) {
          for (const variant of variants) {
            const label = `${variant.name} mobile ${route.path} heavy game ${placement.label}`;
            const result = await guard.measure(
              label,
              async () => {
                const url = `${variant.sites[placement.id].url}${variant.path(route)}`;
                const { artifacts, lhr } = await runLighthouse(
                  chrome.port,
                  url,
                  route,
                  "mobile",
                  cpu,
                );
                return {
                  tbt: lhr.audits["total-blocking-time"]?.numericValue ?? null,
                  tbtSources: await tbtSources(artifacts, lhr),
                  benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
                };
              },
              (r) => r.benchmarkIndex,
            );
            const row = {
              variant: variant.name,
              route: route.path,
              placement: placement.label,
              ...result,
            };
            heavyLighthouse.push(row);
            console.error(`${label}: TBT ${tbtText(result.tbt, result.tbtSources)}`);
          }
        }
      }
    }
    await chrome.kill();
    chrome = undefined;

    // Under the mobile profile applied for real: each route's load and the tap to the FAQ, then
    // each game page with the heavy game, on either placement.
    browser = await launchBrowser(CHROMIUM_PATH, PLAYWRIGHT_FLAGS);
    const timings = new Map(variants.map((v) => [v, { loads: new Map(), clicks: [] }]));
    const heavyRuns = new Map();
    const heavyKey = (route, placement, variant) => `${route.path}|${placement.id}|${variant.name}`;
    const heavyWords = new Map();
    if (mobile) {
      // Each game page's words in its own language, from the build measured.
      for (const route of heavyRoutes) {
        for (const variant of variants) {
          const words = await buildWords(variant.folders.builds["same-site"], variant.path(route));
          heavyWords.set(`${route.path}|${variant.name}`, words);
          console.error(
            `${route.path} ${variant.name}: taps "${words.fullscreen}", "${words.share}"; ` +
              `menu "${words.menuLabel}" → "${words.linkLabel}" → <h1> "${words.heading}"`,
          );
        }
      }
      for (let run = 1; run <= RUNS; run++) {
        const of = `run ${run}/${RUNS}`;
        for (const route of routes) {
          for (const variant of variants) {
            const label = `timings ${variant.name} ${route.path} run ${run}`;
            const result = await guard.measure(label, () =>
              loadTimings(browser, `${variant.sites.light.url}${variant.path(route)}`, {
                cpuSlowdown,
              }),
            );
            const load = { ...result, gameRequestAfterFirstPaint: afterFirstPaint(result) };
            const loads = timings.get(variant).loads;
            loads.set(route, [...(loads.get(route) ?? []), load]);
            console.error(
              `timings ${named(variant)} ${route.path.padEnd(18)} ${of}: ${loadLine(load)}`,
            );
          }
        }
        for (const variant of variants) {
          const label = `tap ${variant.name} run ${run}`;
          const click = await guard.measure(label, () =>
            clickToHeading(browser, variant.sites.light.url, CLICK, { cpuSlowdown }),
          );
          timings.get(variant).clicks.push(click);
          console.error(
            `tap "${CLICK.linkLabel}" → its <h1>, ${named(variant)} ${of}: ${ms(click.ms)}`,
          );
        }
        for (const route of heavyRoutes) {
          for (const placement of PLACEMENTS) {
            const where = `heavy ${route.path} ${placement.label}`;
            const measured = new Map(variants.map((v) => [v, {}]));
            for (const variant of variants) {
              const url = `${variant.sites[placement.id].url}${variant.path(route)}`;
              const load = await guard.measure(`${where} ${variant.name} run ${run}`, () =>
                heavyGameTimings(browser, url, { cpuSlowdown }),
              );
              const figures = { ...load, gameRequestAfterFirstPaint: afterFirstPaint(load) };
              measured.get(variant).load = figures;
              console.error(`${where} ${named(variant)} ${of}: ${heavyLoadLine(figures)}`);
            }
            for (const { key, word } of [
              { key: "fullscreen", word: "fullscreen" },
              { key: "share", word: "share" },
            ]) {
              for (const variant of variants) {
                const url = `${variant.sites[placement.id].url}${variant.path(route)}`;
                const label = heavyWords.get(`${route.path}|${variant.name}`)[word];
                const tap = await guard.measure(
                  `${where} tap ${label} ${variant.name} run ${run}`,
                  () => tapWhileGameBoots(browser, url, label, { cpuSlowdown }).catch(failedTap),
                );
                measured.get(variant)[key] = tap;
                console.error(
                  `${where} ${named(variant)} ${of}: tap "${label}" → next paint while the game boots ${ms(tap.ms)}` +
                    (tap.error
                      ? ` (${tap.error})`
                      : ` (game ${tap.game}${tap.view ? `, view ${tap.view}` : ""})`),
                );
              }
            }
            for (const variant of variants) {
              const url = `${variant.sites[placement.id].url}${variant.path(route)}`;
              const words = heavyWords.get(`${route.path}|${variant.name}`);
              const click = await guard.measure(
                `${where} tap ${words.linkLabel} ${variant.name} run ${run}`,
                // A build without these words (a baseline from before them) has no figure.
                () => clickToHeading(browser, url, words, { cpuSlowdown }).catch(failedTap),
              );
              measured.get(variant).toPage = click;
              console.error(
                `${where} ${named(variant)} ${of}: tap "${words.linkLabel}" → its <h1> ${ms(click.ms)} ` +
                  (click.error ? `(${click.error})` : `(game ${click.game})`),
              );
            }
            for (const variant of variants) {
              const key = heavyKey(route, placement, variant);
              heavyRuns.set(key, [...(heavyRuns.get(key) ?? []), measured.get(variant)]);
            }
          }
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
    console.log(`\nLighthouse ${lighthouseVersion}, each figure the median of ${RUNS} run(s)`);
    if (cpu) console.log(cpuLine(cpu));
    console.log("");
    for (const variant of variants) {
      console.log(`${variant.name}:`);
      console.log(table(rows.filter((row) => row.variant === variant.name)));
      console.log("");
    }
    // Against the first baseline alone: its English pages are what each page is compared with.
    const firstPaints = firstPaintAgainstBaseline(
      rows.filter((row) => row.variant === CURRENT || row.variant === firstBaseline),
    );
    if (firstPaints.length) {
      console.log(
        "Pages whose HTML is over the first round trip, against their English page at " +
          `${firstBaseline} (FCP medians):`,
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
    const heavyRows = [];
    if (mobile) {
      console.log(
        `\nMobile profile applied (slow 4G latency and bandwidth, ${times(cpuSlowdown)} CPU, the page's ` +
          `frames from other sites too), each figure the median of ${RUNS} (range), ms from navigation start:`,
      );
      for (const route of routes) {
        for (const variant of variants) {
          const loads = timings.get(variant).loads.get(route);
          const of = (key) => loads.map((l) => l[key]);
          timingRows.push({
            variant: variant.name,
            route: route.path,
            page: route.page,
            firstPaint: median(of("firstPaint")),
            hydrated: median(of("hydrated")),
            gameRequest: median(of("gameRequest")),
            gameRequestAfterFirstPaint: median(of("gameRequestAfterFirstPaint")),
            gameLoad: median(of("gameLoad")),
            runs: loads,
          });
        }
      }
      console.log(
        textTable(
          [
            "route",
            "variant",
            "first paint",
            "hydrated",
            "game request",
            "request − paint",
            "game load",
          ],
          timingRows.map((row) => {
            const of = (key) => row.runs.map((run) => run[key]);
            return [
              row.route,
              row.variant,
              figure(of("firstPaint")),
              figure(of("hydrated")),
              figure(of("gameRequest")),
              figure(of("gameRequestAfterFirstPaint")),
              figure(of("gameLoad")),
            ];
          }),
          2,
        ).replace(/^/gm, "  "),
      );
      for (const variant of variants) {
        const clicks = timings.get(variant).clicks.map((c) => c.ms);
        console.log(
          `  tap "${CLICK.linkLabel}" → its <h1> on /, ${variant.name}: ${figure(clicks)} ` +
            `(runs: ${clicks.map((c) => Math.round(c)).join(", ")} ms)`,
        );
      }

      for (const route of heavyRoutes) {
        for (const placement of PLACEMENTS) {
          for (const variant of variants) {
            const runs = heavyRuns.get(heavyKey(route, placement, variant));
            const load = (key) => runs.map((r) => r.load[key]);
            heavyRows.push({
              variant: variant.name,
              route: route.path,
              placement: placement.label,
              host: placement.host,
              firstPaint: median(load("firstPaint")),
              gameRequest: median(load("gameRequest")),
              gameRequestAfterFirstPaint: median(load("gameRequestAfterFirstPaint")),
              gameLoad: median(load("gameLoad")),
              gameReady: median(load("gameReady")),
              // When the page recorded the game's game-ready (null: none did), and in how many
              // loads it showed the offer (null: the build has none to show).
              readySignal: median(load("readySignal")),
              loadsWithOffer: load("offerShown").some((shown) => typeof shown === "boolean")
                ? load("offerShown").filter((shown) => shown === true).length
                : null,
              hydrated: median(load("hydrated")),
              tbt: median(load("tbt")),
              tapToPage: median(runs.map((r) => r.toPage.ms)),
              tapFullscreen: median(runs.map((r) => r.fullscreen.ms)),
              tapShare: median(runs.map((r) => r.share.ms)),
              runs,
            });
          }
        }
      }
      if (heavyGame) {
        console.log(`\nHeavy game (${heavyGame.summary.join("; ")}):`);
        console.log(
          textTable(
            [
              "route",
              "placement",
              "variant",
              "first paint",
              "game request",
              "game load",
              "ready signal",
              "offer",
              "hydrated",
              "TBT",
              "tap → page",
              "Fullscreen",
              "Share",
            ],
            heavyRows.map((row) => {
              const load = (key) => row.runs.map((r) => r.load[key]);
              return [
                row.route,
                row.placement,
                row.variant,
                figure(load("firstPaint")),
                figure(load("gameRequest")),
                figure(load("gameLoad")),
                readySignalFigure(load("readySignal")),
                offerFigure(load("offerShown")),
                figure(load("hydrated")),
                figure(load("tbt")),
                figure(row.runs.map((r) => r.toPage.ms)),
                figure(row.runs.map((r) => r.fullscreen.ms)),
                figure(row.runs.map((r) => r.share.ms)),
              ];
            }),
            3,
          ).replace(/^/gm, "  "),
        );
        console.log(
          `  Ready signal: when the page recorded the game's "game-ready" on its slot (data-signal), ` +
            `— where none was (a game that says nothing, as Charlie's host; a build from before the ` +
            `signal); offer: whether the game area showed its offer (Try again, or offline) at any time in the load ` +
            `(watched until ${OFFER_WATCH_MS} ms after the frame's creation at least).`,
        );
        const offeredThoughReady = heavyRows.filter((row) =>
          row.runs.some((r) => r.load.offerShown && typeof r.load.readySignal === "number"),
        );
        for (const row of offeredThoughReady) {
          const count = row.runs.filter(
            (r) => r.load.offerShown && typeof r.load.readySignal === "number",
          ).length;
          console.log(
            `  ! ${row.route} ${row.placement}, ${row.variant}: the offer was shown in ${count} of ` +
              `${row.runs.length} load(s) where the game said ready (each run's line says when)`,
          );
        }
        console.log(
          `  TBT: each main-thread long task's part over 50 ms (Long Tasks API, the page's and its ` +
            `same-site frame's), ${heavyGame.tbtWindow}. Taps: Fullscreen and Share once the game ` +
            `posted "booting", tap → next paint by Event Timing; tap → page: the menu's FAQ link, ` +
            `3 s after hydration, its <h1> shown.`,
        );
        console.log(
          "  The game's own figures (its frame's clock): its script's download, its start-up tasks " +
            `(sized ${HEAVY_GAME_TASKS_MS.join(", ")} ms under ${times(cpuSlowdown)} CPU), and taps that ` +
            `landed once it was ready:`,
        );
        for (const row of heavyRows) {
          const games = row.runs.map((r) => r.load.game).filter(Boolean);
          const taskSums = games.map((g) => g.taskMs.reduce((a, b) => a + b, 0));
          const late = row.runs
            .flatMap((r) => [r.fullscreen, r.share])
            .filter((tap) => tap.game && tap.game !== "booting").length;
          console.log(
            `    ${row.route} ${row.placement}, ${row.variant}: script ${figure(games.map((g) => g.scriptMs))} ` +
              `for ${MB(median(games.map((g) => g.scriptBytes)) ?? 0)}, start-up ${figure(taskSums)} ` +
              `(longest task ${ms(Math.max(...games.flatMap((g) => g.taskMs)))}), ` +
              `frames given the profile ${median(row.runs.map((r) => r.load.throttledFrames))}, ` +
              `taps after ready ${late} of ${row.runs.length * BOOT_TAPS.length}`,
          );
        }
        if (heavyLighthouse.length) {
          console.log(
            `  Lighthouse ${lighthouseVersion}, mobile (simulated), one run each, TBT by source (no budget):`,
          );
          for (const row of heavyLighthouse) {
            console.log(
              `    ${row.route} ${row.placement}, ${row.variant}: ${tbtText(row.tbt, row.tbtSources)}`,
            );
          }
        }
      }
    }

    const misses = [
      ...rows.flatMap((row) =>
        row.misses.map((miss) => `${row.route.path} (${row.formFactor}): ${miss}`),
      ),
      ...timingMisses(budget, timingRows, firstBaseline),
      ...heavyGameMisses(budget, heavyRows, firstBaseline),
    ];
    const verdict = verdictOf(misses, guard.observations, { runs: RUNS, cpu });
    const report = {
      date: new Date().toISOString(),
      lighthouseVersion,
      userAgent,
      runsPerRow: RUNS,
      // The multiplier every mobile figure was taken at, and where it came from: the calculator's
      // for the median of the benchmark index probes, or --cpu-slowdown's. Null without mobile.
      lighthouseMobileCpuSlowdown: cpuSlowdown ?? null,
      mobileCpu: cpu,
      host,
      variants: variants.map(({ name, ref, isFirstBaseline }) => ({ name, ref, isFirstBaseline })),
      gameFrames:
        `light stub at ${stub.url}/game.html (Tidy Time's on 127.0.0.1, Charlie's on localhost); ` +
        `heavy game at ${HEAVY_GAME_PAGE} on ${PLACEMENTS.map((p) => `${p.host} (${p.label})`).join(" and ")}`,
      heavyGame,
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
      heavyGameRows: heavyRows,
      heavyGameLighthouse: heavyLighthouse,
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
    for (const variant of variants) {
      for (const site of Object.values(variant.sites)) await site.close();
    }
    await stub.close();
    // Only a baseline built by this run has a worktree: `--skip-build` reuses its output alone.
    for (const variant of variants) {
      if (variant.worktree)
        execFileSync("git", ["worktree", "remove", "--force", variant.worktree]);
    }
  }
}

/** A tap that could not be timed (a button or a word the build lacks): no figure, and why. */
const failedTap = (error) => ({ ms: null, error: String(error?.message ?? error).split("\n")[0] });

/** Game request − first paint of one load; null without either. */
const afterFirstPaint = ({ gameRequest, firstPaint }) =>
  typeof gameRequest === "number" && typeof firstPaint === "number"
    ? gameRequest - firstPaint
    : null;

/** One load's figures: "first paint 1234 ms, hydrated …". */
function loadLine(load) {
  return (
    `first paint ${ms(load.firstPaint)}, hydrated ${ms(load.hydrated)}, game request ` +
    `${ms(load.gameRequest)} (${ms(load.gameRequestAfterFirstPaint)} after first paint), ` +
    `game load ${ms(load.gameLoad)}, frames given the profile ${load.throttledFrames}`
  );
}

/** One heavy-game load's figures, with the game's own. */
function heavyLoadLine(load) {
  const game = load.game
    ? `; the game's script ${ms(load.game.scriptMs)} for ${MB(load.game.scriptBytes ?? 0)}, ` +
      `its tasks ${load.game.taskMs.map((t) => Math.round(t)).join(", ")} ms`
    : "; the game never posted ready";
  return (
    `${loadLine(load)}, game ready ${ms(load.gameReady)}, TBT ${ms(load.tbt)} ` +
    `(${Math.round(load.tbtWindow.from)}–${Math.round(load.tbtWindow.to)} ms), ` +
    `${signalText(load)}${game}`
  );
}

/** The heavy game as set up for this run: its weight, its work, the calibration behind it. */
function heavyGameSummary({ calibration, iterations, wire, scriptBytes, tasksMs, cpuSlowdown }) {
  const [low, high] = calibration.range;
  return [
    `${HEAVY_GAME_SCRIPT} ${MB(wire.bytes)} on the wire (${wire.encoding}), ${MB(scriptBytes)} unpacked`,
    `start-up ${tasksMs.reduce((a, b) => a + b, 0)} ms in ${tasksMs.length} tasks of ` +
      `${tasksMs.join(", ")} ms under ${cpuSlowdown}× CPU: ${iterations.join(", ")} iterations`,
    `calibrated unthrottled in a plain page: ${Math.round(calibration.iterationsPerMs)} iterations ` +
      `per ms (median of ${calibration.samples} runs of ~${calibration.sampleMs} ms; ` +
      `${Math.round(low)}–${Math.round(high)})`,
  ];
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
