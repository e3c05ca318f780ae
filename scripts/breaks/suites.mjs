// How each suite selection of the catalogue runs in the project copy: its command, a label, and
// what its JSON report says about the tests it selects.
import { basename, join } from "node:path";

/** The e2e suite's static server; other people's test servers use the usual ports. */
export const E2E_PORT = 4310;

/** Generous limits for one run on a busy machine; a run past them is stopped. */
const TIMEOUT_MS = {
  unit: 5 * 60_000,
  e2e: 15 * 60_000,
  hosting: 10 * 60_000,
  engines: 20 * 60_000,
  html: 10 * 60_000,
};

export const needsBuild = (selection) => ["e2e", "html"].includes(selection.suite);
export const needsTools = (selection) => ["hosting", "engines", "html"].includes(selection.suite);

/** The same selection written twice in the catalogue is one selection. */
export function selectionKey({ suite, files, grep, project, engine }) {
  return JSON.stringify([suite, files ?? [], grep ?? "", project ?? "", engine ?? ""]);
}

/** A short name for the table, e.g. `e2e:contact[desktop]`. */
export function selectionLabel({ suite, files, project, engine }) {
  const names = (files ?? []).map((file) => basename(file).replace(/\.(test|spec)\.tsx?$/, ""));
  const what = [engine, ...names].filter(Boolean).join(",");
  return `${suite}${what ? `:${what}` : ""}${project ? `[${project}]` : ""}`;
}

/** The label with the title filter, for logs and failures. */
export function selectionDescription(selection) {
  const grep = selection.grep ? ` -g "${selection.grep}"` : "";
  return `${selectionLabel(selection)}${grep}`;
}

/** One regular expression matching what any of the patterns matches. */
const anyOf = (patterns) => patterns.map((pattern) => `(?:${pattern})`).join("|");

const vitestBin = (dir) => join(dir, "node_modules", ".bin", "vitest");
const playwrightBin = (dir) => join(dir, "node_modules", ".bin", "playwright");

/**
 * The command that runs these selections (all of one suite, and of one engine or project) in
 * one go, writing a JSON report to `jsonFile`. One selection is a break's run; several are the
 * control run, whose report says which of them pass unbroken.
 */
export function commandFor(selections, dir, jsonFile) {
  const [first] = selections;
  const files = [...new Set(selections.flatMap((selection) => selection.files ?? []))];
  const greps = selections.map((selection) => selection.grep);
  const grep = greps.every(Boolean) ? anyOf([...new Set(greps)]) : undefined;
  const env = { FORCE_COLOR: "0", NO_COLOR: "1" };
  const timeoutMs = TIMEOUT_MS[first.suite] * (selections.length > 1 ? 3 : 1);
  if (first.suite === "e2e") {
    return {
      argv: [
        playwrightBin(dir),
        "test",
        ...files,
        ...(grep ? ["-g", grep] : []),
        ...(first.project ? ["--project", first.project] : []),
        "--reporter=list,json",
      ],
      env: {
        ...env,
        PORT: String(E2E_PORT),
        DIST_DIR: "dist",
        PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile,
      },
      timeoutMs,
    };
  }
  const vitest = (config, extraEnv = {}) => ({
    argv: [
      vitestBin(dir),
      "run",
      ...(config ? ["--config", config] : []),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${jsonFile}`,
      ...(grep ? ["-t", grep] : []),
      ...files,
    ],
    env: { ...env, ...extraEnv },
    timeoutMs,
  });
  switch (first.suite) {
    case "unit":
      return vitest(undefined);
    case "hosting":
      return vitest("vitest.hosting.config.ts");
    case "engines":
      return vitest("vitest.engines.config.ts", { ENGINES: first.engine });
    case "html":
      return vitest("vitest.html.config.ts", { DIST_DIR: "dist" });
    default:
      throw new Error(`unknown suite "${first.suite}"`);
  }
}

/** Map.groupBy, which Node 20 lacks. */
function groupBy(items, keyOf) {
  const groups = new Map();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/**
 * The selections that can share a control run: those of one suite, except that each engine is
 * its own run and e2e runs once per project. Each member is `{ selection, within }`: the
 * catalogue's selection and the part of it the run covers (an e2e selection for both projects
 * is in each project's run).
 */
export function controlGroups(selections) {
  const groups = [];
  for (const [suite, members] of groupBy(selections, (selection) => selection.suite)) {
    if (suite === "engines") {
      for (const sameEngine of groupBy(members, (selection) => selection.engine).values()) {
        groups.push(sameEngine.map((selection) => ({ selection, within: selection })));
      }
    } else if (suite === "e2e") {
      for (const project of ["desktop", "mobile"]) {
        const inProject = members.filter((selection) => (selection.project ?? project) === project);
        if (inProject.length) {
          groups.push(
            inProject.map((selection) => ({ selection, within: { ...selection, project } })),
          );
        }
      }
    } else {
      groups.push(members.map((selection) => ({ selection, within: selection })));
    }
  }
  return groups;
}

/** Every test in a Vitest JSON report: its file (relative to `dir`), full name and status. */
function vitestTests(report, dir) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      file: file.name.startsWith(`${dir}/`) ? file.name.slice(dir.length + 1) : file.name,
      title: test.fullName,
      project: undefined,
      status: ["passed", "failed"].includes(test.status) ? test.status : "skipped",
    })),
  );
}

/** Every test in a Playwright JSON report, titled as its grep sees it (project, file, titles). */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite, titles, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        tests.push({
          file: `tests/e2e/${spec.file}`,
          title: [test.projectName, spec.file, ...titles, spec.title].join(" "),
          project: test.projectName,
          status:
            test.status === "expected"
              ? "passed"
              : test.status === "skipped"
                ? "skipped"
                : "failed",
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title], file);
  };
  for (const fileSuite of report.suites ?? []) walk(fileSuite, [], fileSuite.file);
  return tests;
}

/** The tests of a run's JSON report that belong to `selection`, skipped ones left out. */
export function selectedTests(selection, report, dir) {
  const tests = selection.suite === "e2e" ? playwrightTests(report) : vitestTests(report, dir);
  // As each runner reads its title filter: Playwright ignores case, Vitest does not.
  const flags = selection.suite === "e2e" ? "i" : "";
  const grep = selection.grep ? new RegExp(selection.grep, flags) : undefined;
  return tests.filter(
    (test) =>
      test.status !== "skipped" &&
      (!selection.files || selection.files.includes(test.file)) &&
      (!selection.project || !test.project || test.project === selection.project) &&
      (!grep || grep.test(test.title)),
  );
}
