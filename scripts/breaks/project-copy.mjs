// One temporary copy of the project for all the breaks: the tracked files as they are in the
// working tree, with the installed node_modules (and the test-only tools, when a suite needs
// them) linked rather than copied. Breaks are applied to the copy and undone there; the project
// itself is never touched.
import { execFileSync } from "node:child_process";
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  realpath,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { occurrences } from "./check-catalogue.mjs";

/** The files git tracks in `root`, as they are on disk (deleted ones left out). */
function trackedFiles(root) {
  return execFileSync("git", ["ls-files", "-z", "--cached"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
}

/**
 * Copies `root` into a new temporary folder. `linkTools` also links tests/tools/node_modules,
 * which the caller must have installed in `root` first.
 * @returns {Promise<string>} the copy's folder
 */
export async function makeCopy(root, { linkTools }) {
  const dir = await mkdtemp(join(tmpdir(), "tidy-time-breaks-"));
  for (const file of trackedFiles(root)) {
    const from = join(root, file);
    const info = await stat(from).catch(() => null);
    if (!info?.isFile()) continue;
    const to = join(dir, file);
    await mkdir(dirname(to), { recursive: true });
    await copyFile(from, to);
    await chmod(to, info.mode);
  }
  await symlink(await realpath(join(root, "node_modules")), join(dir, "node_modules"));
  if (linkTools) {
    const tools = join("tests", "tools", "node_modules");
    await symlink(await realpath(join(root, tools)), join(dir, tools));
  }
  return dir;
}

export async function removeCopy(dir) {
  await rm(dir, { recursive: true, force: true });
}

/**
 * Applies the break to the copy.
 * @returns {Promise<() => Promise<void>>} puts the file back as it was
 */
export async function applyBreak(dir, entry) {
  const path = join(dir, entry.file);
  const original = await readFile(path, "utf8");
  if (occurrences(original, entry.find) !== 1) {
    throw new Error(`${entry.name}: the find text no longer occurs exactly once in ${entry.file}`);
  }
  await writeFile(
    path,
    original.replace(entry.find, () => entry.replace),
  );
  return () => writeFile(path, original);
}
