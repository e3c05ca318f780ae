// Production build: client bundle, server bundle, then prerender every route.
// DIST_DIR (default "dist") lets tests and tools build into a folder of their own. Vite's
// manifest ends up beside it (dist-meta/, see build-metadata.mjs): the published folder holds only
// what visitors fetch.
import { rm } from "node:fs/promises";
import { resolve } from "node:path";
import { build } from "vite";
import { moveBuildMetadata } from "./build-metadata.mjs";
import { prerender } from "./prerender.mjs";

// Always React's production build, whoever calls this: Vitest, for one, sets NODE_ENV=test.
process.env.NODE_ENV = "production";

const outDir = resolve(process.env.DIST_DIR ?? "dist");
// Inside the project so the server bundle resolves its dependencies from node_modules.
const ssrOutDir = resolve(`node_modules/.tmp/ssr-${process.pid}`);
const quiet = process.argv.includes("--quiet");
const logLevel = quiet ? "warn" : "info";

await build({ logLevel, build: { outDir, emptyOutDir: true } });
await build({
  logLevel,
  // Minified: the boot script and the theme code are inlined in every page from this bundle.
  build: {
    ssr: "src/entry-server.ts",
    outDir: ssrOutDir,
    emptyOutDir: true,
    manifest: false,
    minify: true,
  },
});
try {
  const written = await prerender(outDir, ssrOutDir);
  await moveBuildMetadata(outDir);
  if (!quiet) for (const path of written) console.log(`wrote ${path}`);
} finally {
  await rm(ssrOutDir, { recursive: true, force: true });
}
