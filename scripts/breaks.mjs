// The catalogue of deliberate breaks (scripts/breaks/catalogue.mjs), checked against the suites.
// A maintenance tool, not a CI step: it shows which suite catches which regression, and that
// each break is still caught as the code and the suites change.
//
//   node scripts/breaks.mjs                  # every break (about 15 minutes)
//   node scripts/breaks.mjs --only toast     # the breaks whose name contains "toast" (repeatable)
//   node scripts/breaks.mjs --list           # check every break still applies; print the catalogue
//
// It copies the project's tracked files to a temporary folder (node_modules and the test-only
// tools linked, not copied) and first runs each suite selection the chosen breaks name once,
// unbroken: a selection that fails there cannot count as catching anything, and is reported.
// Then, per break, it applies the edit, builds if an e2e or html selection needs the build,
// runs the break's selections and undoes the edit. It prints a table (break, area, caught?, by
// which suites), then `N passed, N failed` (a caught break passes) as the last line. Logs and
// JSON reports go to reports/breaks/. The e2e server listens on port 4310.
//
// Exits 1 when a break is not caught, when a control fails, or, before running anything, when
// any break in the catalogue no longer applies (its find text is not exactly once in its file,
// or a test file it names is gone): each such break is named.
import { mkdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { BREAKS } from "./breaks/catalogue.mjs";
import { catalogueProblems } from "./breaks/check-catalogue.mjs";
import { applyBreak, makeCopy, removeCopy } from "./breaks/project-copy.mjs";
import {
  catalogueTable,
  controlReport,
  resultsTable,
  staleReport,
  summaryLine,
} from "./breaks/report.mjs";
import { runLogged, stopRunning } from "./breaks/run-logged.mjs";
import {
  E2E_PORT,
  commandFor,
  controlGroups,
  needsBuild,
  needsTools,
  selectedTests,
  selectionDescription,
  selectionKey,
  selectionLabel,
} from "./breaks/suites.mjs";
import { ensureTestTools } from "./test-tools.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const LOG_DIR = join(root, "reports", "breaks");
const BUILD_TIMEOUT_MS = 5 * 60_000;

const { values: args } = parseArgs({
  options: {
    only: { type: "string", multiple: true },
    list: { type: "boolean", default: false },
  },
});

const started = Date.now();
const progress = (text) => {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.error(`[breaks +${minutes} min] ${text}`);
};

const stale = catalogueProblems(BREAKS, root);
if (args.list) {
  console.log(catalogueTable(BREAKS, stale));
  if (stale.length) console.log(`\n${staleReport(stale)}`);
  console.log(summaryLine(BREAKS.length - stale.length, stale.length));
  process.exit(stale.length ? 1 : 0);
}
if (stale.length) {
  console.log(staleReport(stale));
  console.log(summaryLine(0, stale.length));
  process.exit(1);
}

const chosen = args.only
  ? BREAKS.filter((entry) =>
      args.only.some((text) => entry.name.toLowerCase().includes(text.toLowerCase())),
    )
  : BREAKS;
if (chosen.length === 0) {
  console.error(`No break's name contains ${args.only.map((text) => `"${text}"`).join(" or ")}.`);
  process.exit(2);
}

const selections = [
  ...new Map(chosen.flatMap((entry) => entry.suites).map((s) => [selectionKey(s), s])).values(),
];

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}
// Playwright would reuse whatever server answers there, serving some other build.
if (selections.some((s) => s.suite === "e2e") && !(await portFree(E2E_PORT))) {
  console.error(`Port ${E2E_PORT} is in use: the e2e runs need it for their own server.`);
  process.exit(2);
}

const linkTools = selections.some(needsTools);
if (linkTools) ensureTestTools();
await rm(LOG_DIR, { recursive: true, force: true });
await mkdir(LOG_DIR, { recursive: true });
const dir = await makeCopy(root, { linkTools });
progress(`project copied to ${dir}`);

// Stopped by hand: the run in progress ends, no other starts, the copy goes (below).
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the run in progress and removing ${dir}`);
    void stopRunning();
  });
}

/** The environment of every run: this one, without CI (retries, every engine required). */
function childEnv(extra) {
  const env = { ...process.env, ...extra };
  delete env.CI;
  return env;
}

const logName = (text) =>
  text
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();

async function build(name) {
  const logFile = join(LOG_DIR, `${name}.log`);
  const run = await runLogged([process.execPath, "scripts/build.mjs", "--quiet"], {
    cwd: dir,
    env: childEnv({ FORCE_COLOR: "0" }),
    logFile,
    timeoutMs: BUILD_TIMEOUT_MS,
  });
  return run.code === 0;
}

/** Runs selections of one suite together; returns the exit and the parsed JSON report. */
async function runSelections(group, name) {
  const jsonFile = join(LOG_DIR, `${name}.json`);
  const logFile = join(LOG_DIR, `${name}.log`);
  const { argv, env, timeoutMs } = commandFor(group, dir, jsonFile);
  const run = await runLogged(argv, { cwd: dir, env: childEnv(env), logFile, timeoutMs });
  // A run stopped by hand says nothing about the break.
  if (interrupted) throw new Error("stopped");
  const report = await readFile(jsonFile, "utf8")
    .then((text) => JSON.parse(text))
    .catch(() => null);
  return { run, report, log: relative(root, logFile) };
}

/** Whether the run's runner said it found no test to run (rather than failing to start). */
async function foundNoTests({ log }) {
  const text = await readFile(join(root, log), "utf8").catch(() => "");
  return /no tests? (files )?found/i.test(text);
}

/** What a run says about one selection: the tests it ran for it and which of them failed. */
function verdict(selection, { run, report, log }) {
  const tests = report ? selectedTests(selection, report, dir) : [];
  const failed = tests.filter((test) => test.status === "failed");
  return { run, tests, failed, log };
}

async function runControls() {
  const controls = new Map(selections.map((s) => [selectionKey(s), { ok: true, notes: [] }]));
  if (selections.some(needsBuild) && !(await build("control-build"))) {
    throw new Error(
      `The unbroken copy does not build: see ${relative(root, LOG_DIR)}/control-build.log`,
    );
  }
  for (const [index, group] of controlGroups(selections).entries()) {
    const name = `control-${index + 1}-${logName(selectionLabel(group[0].within))}`;
    progress(
      `control run ${index + 1}: ${group.map((m) => selectionDescription(m.within)).join("; ")}`,
    );
    const outcome = await runSelections(
      group.map((member) => member.within),
      name,
    );
    for (const { selection, within } of group) {
      const { tests, failed, run, log } = verdict(within, outcome);
      const control = controls.get(selectionKey(selection));
      let note = "";
      if (!outcome.report) note = `reported nothing (exit ${run.code}, ${log})`;
      else if (tests.length === 0)
        note = `finds no tests${within.project ? ` in ${within.project}` : ""}`;
      else if (failed.length) note = `fails ${failed.length} of ${tests.length} tests (${log})`;
      else if (run.timedOut) note = `timed out (${log})`;
      if (note) {
        control.ok = false;
        control.notes.push(note);
      }
    }
    progress(`control run ${index + 1} done (${outcome.run.seconds} s)`);
  }
  return controls;
}

async function runBreak(entry, number, controls) {
  const result = { entry, caught: [], missed: [], unusable: [] };
  const restore = await applyBreak(dir, entry);
  try {
    const prefix = `${String(number).padStart(2, "0")}-${logName(entry.name).slice(0, 60)}`;
    const built = !entry.suites.some(needsBuild) || (await build(`${prefix}--build`));
    if (!built) result.caught.push({ selection: { suite: "build" }, note: "the build fails" });
    for (const selection of entry.suites) {
      if (needsBuild(selection) && !built) continue;
      const name = `${prefix}--${logName(selectionLabel(selection))}`;
      const outcome = await runSelections([selection], name);
      const { tests, failed, run, log } = verdict(selection, outcome);
      const control = controls.get(selectionKey(selection));
      if (!control.ok) {
        result.unusable.push({ selection, note: "fails unbroken" });
      } else if (run.code === 0) {
        result.missed.push(selection);
      } else if (tests.length === 0 && (await foundNoTests(outcome))) {
        // The filter no longer finds the tests it was written for: that is no catch.
        result.unusable.push({ selection, note: `finds no tests (${log})` });
      } else {
        const note = failed.length
          ? `${failed.length} failed`
          : run.timedOut
            ? "timed out"
            : `suite error, ${log}`;
        result.caught.push({ selection, note });
      }
      progress(
        `  ${selectionLabel(selection)}: ${run.code === 0 ? "passed (not caught)" : "failed (caught)"} in ${run.seconds} s`,
      );
    }
  } finally {
    await restore();
  }
  return result;
}

let results;
let failedControls = [];
try {
  const controls = await runControls();
  failedControls = selections
    .filter((s) => !controls.get(selectionKey(s)).ok)
    .map((s) => ({ selection: s, note: controls.get(selectionKey(s)).notes.join("; ") }));
  if (failedControls.length) console.error(controlReport(failedControls));
  results = [];
  for (const [index, entry] of chosen.entries()) {
    progress(`${index + 1}/${chosen.length} ${entry.name}`);
    results.push(await runBreak(entry, index + 1, controls));
  }
} catch (error) {
  if (!interrupted) throw error;
} finally {
  await removeCopy(dir);
}
if (interrupted) process.exit(130);

const passed = results.filter((result) => result.caught.length > 0).length;
const failed = results.length - passed;
console.log(resultsTable(results));
if (failedControls.length) console.log(`\n${controlReport(failedControls)}`);
console.log(
  `\nLogs: ${relative(root, LOG_DIR)}/ (${((Date.now() - started) / 60_000).toFixed(1)} min)`,
);
console.log(summaryLine(passed, failed));
process.exit(failed > 0 || failedControls.length > 0 ? 1 : 0);
