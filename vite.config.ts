import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** React and its DOM renderer, evaluated first and on their own (src/entry-client.tsx). */
const REACT_MODULES = /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;
/** Radix primitives, split by the set of pages that use them (accordion, toast, their core). */
const RADIX_MODULES = /node_modules[\\/]@radix-ui[\\/]/;
/** Shared code in chunks under this size is merged into a larger shared chunk. */
const SHARED_MERGE_BYTES = 30_000;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    // Inline nothing: the Content-Security-Policy allows scripts and styles from files only.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // Read by the prerender step to preload each page's own chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        // Few, larger chunks: a page's modules are requested together after first paint, and
        // on a phone's high-latency link each extra request (six at a time over HTTP/1.1)
        // costs more than the few kilobytes a page may load from a merged shared chunk.
        codeSplitting: {
          groups: [
            { name: "react", test: REACT_MODULES, priority: 3 },
            // Split by page set and never merged: a merge could move the accordion or the toast
            // into the chunk every page loads.
            { name: "radix", test: RADIX_MODULES, priority: 2, entriesAware: true },
            {
              name: "shared",
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: SHARED_MERGE_BYTES,
            },
          ],
        },
        // Split chunks are named after every page that loads them (radix~faq-page~home-page):
        // keep the group's name only.
        chunkFileNames: ({ name }) => `assets/${name.replace(/~.*/, "")}-[hash].js`,
      },
    },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./tests/setup.ts"],
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    css: false,
    // Rendering whole pages in jsdom on a 2-core machine can take a few seconds.
    testTimeout: 20_000,
  },
});
