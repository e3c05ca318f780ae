import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:engines`: the players' journeys in real Firefox and real WebKit
 * (tests/engines). Builds the site into a temporary folder first; needs Debian's firefox-esr,
 * webkit2gtk-driver, xvfb and xauth, and installs the test-only tools (tests/tools) itself.
 */
export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: ["tests/engines/**/*.test.ts"],
    // One build, one browser at a time: the machine is shared and timing matters.
    fileParallelism: false,
    reporters: ["verbose"],
    hookTimeout: 240_000,
  },
});
