// Checks every catalogue entry against the code before anything runs: its shape, its file, its
// `find` text occurring exactly once, and the test files its suites name. A break that no longer
// applies is named with the reason, so the catalogue cannot go stale in silence.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { AREAS } from "./catalogue.mjs";

const SUITES = ["unit", "e2e", "hosting", "engines", "html"];
const ENGINES = ["firefox", "webkit"];
const PROJECTS = ["desktop", "mobile"];

/** How often `find` occurs in `text` (occurrences may not overlap). */
export function occurrences(text, find) {
  let count = 0;
  for (let at = text.indexOf(find); at !== -1; at = text.indexOf(find, at + find.length)) count++;
  return count;
}

function selectionProblems(selection, root) {
  const problems = [];
  if (!SUITES.includes(selection.suite)) return [`unknown suite "${selection.suite}"`];
  if (["unit", "e2e", "hosting"].includes(selection.suite)) {
    if (!Array.isArray(selection.files) || selection.files.length === 0) {
      problems.push(`${selection.suite}: no test files`);
    }
    for (const file of selection.files ?? []) {
      if (!existsSync(join(root, file)))
        problems.push(`${selection.suite}: ${file} does not exist`);
    }
  }
  if (selection.suite === "e2e" && selection.project && !PROJECTS.includes(selection.project)) {
    problems.push(`e2e: unknown project "${selection.project}"`);
  }
  if (selection.suite === "engines") {
    if (!ENGINES.includes(selection.engine))
      problems.push(`engines: unknown engine "${selection.engine}"`);
    if (!selection.grep) problems.push("engines: no grep (every journey would run)");
  }
  for (const pattern of [selection.grep].filter(Boolean)) {
    try {
      new RegExp(pattern);
    } catch (error) {
      problems.push(`${selection.suite}: grep is not a regular expression: ${error.message}`);
    }
  }
  return problems;
}

/** Why `entry` cannot be applied and run as written, or [] when it can. */
export function breakProblems(entry, root) {
  const problems = [];
  for (const key of ["name", "area", "file", "find"]) {
    if (typeof entry[key] !== "string" || entry[key] === "") problems.push(`no ${key}`);
  }
  if (typeof entry.replace !== "string") problems.push("no replace");
  if (entry.name?.includes("\n")) problems.push("the name is more than one line");
  if (entry.area && !AREAS.includes(entry.area)) problems.push(`unknown area "${entry.area}"`);
  if (!Array.isArray(entry.suites) || entry.suites.length === 0) problems.push("no suites");
  for (const selection of entry.suites ?? []) problems.push(...selectionProblems(selection, root));
  if (entry.file && entry.find) {
    const path = join(root, entry.file);
    if (!existsSync(path)) {
      problems.push(`${entry.file} does not exist`);
    } else {
      const count = occurrences(readFileSync(path, "utf8"), entry.find);
      if (count !== 1) problems.push(`its find text occurs ${count} times in ${entry.file}`);
    }
  }
  return problems;
}

/** Every stale or malformed entry of the catalogue, with its problems. */
export function catalogueProblems(breaks, root) {
  const seen = new Set();
  const stale = [];
  for (const entry of breaks) {
    const problems = breakProblems(entry, root);
    if (seen.has(entry.name)) problems.push("another break has the same name");
    seen.add(entry.name);
    if (problems.length) stale.push({ name: entry.name ?? "(unnamed)", problems });
  }
  return stale;
}
