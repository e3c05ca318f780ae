// @vitest-environment node
/**
 * No module of src/ imports itself through others: a circle makes the order in which modules
 * run depend on which one a page reaches first, and ties features that should stand apart. Type
 * imports count too: a circle of types is the same knot, and the next value import through it
 * turns it into one at run time.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, type ModuleGraph } from "./cycles";

const SRC = resolve("src");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];
/** `import … from "x"`, `export … from "x"`, `import "x"`, `import("x")`. */
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The file an import names, if it is one of src/'s ("@/x" is src/x), else none. */
function resolveImport(from: string, specifier: string): string | undefined {
  const bare = specifier.split("?")[0];
  let base: string;
  if (bare.startsWith("@/")) base = join(SRC, bare.slice(2));
  else if (bare.startsWith(".")) base = resolve(dirname(from), bare);
  else return undefined;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path));
}

/** Every module of src/ and the modules of src/ it imports. */
function srcGraph(): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const file of sourceFiles(SRC)) {
    const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
    const imports = [...code.matchAll(SPECIFIERS)]
      .map((match) => resolveImport(file, match[1]))
      .filter((path): path is string => path !== undefined);
    graph.set(relative(".", file), new Set(imports.map((path) => relative(".", path))));
  }
  return graph;
}

describe("the modules of src/", () => {
  it("are read, imports and all", () => {
    const graph = srcGraph();
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get("src/routes.tsx")).toContain("src/page-chunks.ts");
  });

  it("import one another without a circle", () => {
    expect(importCycles(srcGraph())).toEqual([]);
  });
});
