/**
 * Loads packages from the separate test-only install (tests/tools, see scripts/test-tools.mjs).
 * They are not in the site's node_modules, so a plain `import` would not find them; and their
 * types are not available to `tsc -b` on a machine that never installed them, so each adapter
 * declares the few calls it makes.
 */
import { createRequire } from "node:module";
import { join } from "node:path";
import { ensureTestTools, TOOLS_DIR } from "../scripts/test-tools.mjs";

const requireFromTools = createRequire(join(TOOLS_DIR, "package.json"));

/** Installs the tools if their lock file changed, then returns the package `name`. */
export function loadTool<T>(name: string): T {
  ensureTestTools();
  return requireFromTools(name) as T;
}

/** A file inside an installed tool package, e.g. vnu-jar's jar. */
export function toolFile(name: string, path: string): string {
  ensureTestTools();
  return join(requireFromTools.resolve(`${name}/package.json`), "..", path);
}
