import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { SIZE_GREPS } from "./tests/e2e/sizes";

/**
 * End-to-end suite against the production build, served like a static host by
 * scripts/serve-dist.mjs. Build first (`npm run build`, or DIST_DIR=… for another folder).
 *
 * The browser is a system Chromium because Playwright's browser download is unavailable on our
 * machines: Debian's `chromium-headless-shell` where installed, which Playwright itself runs for
 * headless tests (the whole suite took 22.5 min in the full `chromium`, whose `--headless` is
 * the whole browser without a window, against about half of that in the shell), else
 * `chromium`. CHROMIUM_PATH overrides both, and without any the bundled browser is used.
 */
const distDir = process.env.DIST_DIR ?? "dist";
const port = Number(process.env.PORT ?? 4173);
const host = "127.0.0.1";
const baseURL = `http://${host}:${port}`;

const executablePath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // The words modules the suite reads its texts from import the site's `@/` paths.
  tsconfig: "./tests/e2e/tsconfig.loader.json",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    browserName: "chromium",
    // Recording a trace costs every test about a sixth of its time; CI retries a failed test
    // once, with a trace (`--trace on` records one locally).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-quic",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      ...SIZE_GREPS.desktop,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      ...SIZE_GREPS.mobile,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      },
    },
  ],
  webServer: {
    command: "node scripts/serve-dist.mjs",
    url: `${baseURL}/`,
    env: { DIST_DIR: distDir, PORT: String(port), HOST: host },
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    timeout: 30_000,
  },
});
