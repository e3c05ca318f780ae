// Installs the heavy test-only tools (tests/tools: Node 24, wrangler, the Firefox and WebKit
// drivers, Netlify's parsers, the Nu HTML Checker) from their own lock file, once per lock
// change, so the site's own `npm ci` stays small. Suites that need them call this first.
//
//   node scripts/test-tools.mjs          # install if needed, print the folder
//   import { ensureTestTools } from "./test-tools.mjs"; const { bin, env } = ensureTestTools();
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const TOOLS_DIR = resolve(fileURLToPath(new URL("../tests/tools", import.meta.url)));
const LOCK = join(TOOLS_DIR, "package-lock.json");
const STAMP = join(TOOLS_DIR, "node_modules", ".installed-lock-sha256");

/**
 * @returns {{ dir: string, bin: string, env: NodeJS.ProcessEnv }} `env` puts the tools' bin
 * folder (and so their Node 24) first on PATH.
 */
export function ensureTestTools() {
  const sha = createHash("sha256").update(readFileSync(LOCK)).digest("hex");
  const installed = existsSync(STAMP) ? readFileSync(STAMP, "utf8").trim() : "";
  if (installed !== sha) {
    console.error(`Installing test-only tools in ${TOOLS_DIR} …`);
    // These tools run on the Node 24 they install, not on this Node: the site's engine-strict
    // (its .npmrc, passed on by `npm run` to nested npm) does not apply to them.
    execFileSync(
      "npm",
      ["ci", "--no-audit", "--no-fund", "--loglevel=error", "--engine-strict=false"],
      {
        cwd: TOOLS_DIR,
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    writeFileSync(STAMP, `${sha}\n`);
  }
  const bin = join(TOOLS_DIR, "node_modules", ".bin");
  return {
    dir: TOOLS_DIR,
    bin,
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}` },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensureTestTools().dir);
}
