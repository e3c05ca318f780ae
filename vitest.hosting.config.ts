import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:hosting`: builds the site into a temporary folder and serves it with a real
 * nginx using the generated deploy/nginx.conf (tests/hosting). Needs /usr/sbin/nginx (Debian's
 * `nginx` package); nothing under /etc/nginx is changed and no privileged port is used.
 */
export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: ["tests/hosting/**/*.test.ts"],
    // One build and one nginx for the whole suite.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 180_000,
  },
});
