import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:hosting`: builds the site once into a temporary folder and serves it with every
 * host the generated configuration is for, each running its own code (tests/hosting): nginx
 * with deploy/nginx.conf, Cloudflare Pages' runtime (wrangler pages dev), Netlify's parsers,
 * redirect engine and local server (netlify dev), and the preview server. Needs /usr/sbin/nginx
 * (Debian's `nginx` package); the Node 24 tools install themselves in tests/tools. Nothing under
 * /etc/nginx or the home directory is changed and no privileged port is used.
 */
export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: ["tests/hosting/**/*.test.ts"],
    globalSetup: ["tests/hosting/global-setup.ts"],
    // The hosts are shared by every file; one file at a time keeps their logs readable.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
