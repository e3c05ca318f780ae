import { defineConfig } from "vitest/config";

/**
 * `npm run test:html`: every page in the build folder through the W3C Nu HTML Checker
 * (tests/html). Run `npm run build` first; needs Java 17+ and installs the test-only tools
 * (tests/tools) itself.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/html/**/*.test.ts"],
    reporters: ["verbose"],
  },
});
