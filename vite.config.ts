import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

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
