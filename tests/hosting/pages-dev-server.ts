/**
 * Cloudflare Pages' own local runtime over the suite's build: `wrangler pages dev`, which serves
 * the folder through Pages' asset handler (redirects, headers, 404.html) inside workerd. Runs on
 * the test tools' Node 24 (wrangler needs Node 22+), offline, and writes its state and config
 * into the suite's folder, not the home directory.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { freePort, startChildServer } from "./child-server";

/**
 * The workerd bundled with wrangler refuses compatibility dates later than its own build, so the
 * date is fixed (and moves with the pinned wrangler in tests/tools/package.json).
 */
export const PAGES_COMPATIBILITY_DATE = "2026-04-01";

export interface PagesDevHost {
  origin: string;
  logFile: string;
  stop: () => Promise<void>;
}

export async function startPagesDev(dir: string, distDir: string, toolsEnv: NodeJS.ProcessEnv) {
  await mkdir(dir, { recursive: true });
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  const args = [
    "pages",
    "dev",
    distDir,
    `--compatibility-date=${PAGES_COMPATIBILITY_DATE}`,
    "--ip=127.0.0.1",
    `--port=${port}`,
    `--inspector-port=${inspectorPort}`,
    `--persist-to=${join(dir, "state")}`,
    "--show-interactive-dev-session=false",
    // "log" (above "info") prints how many `_headers` and `_redirects` rules it took.
    "--log-level=log",
  ];
  const server = await startChildServer("Cloudflare Pages (wrangler pages dev)", "wrangler", args, {
    cwd: dir,
    env: {
      ...toolsEnv,
      WRANGLER_SEND_METRICS: "false",
      XDG_CONFIG_HOME: join(dir, "config"),
      CI: "true",
    },
    readyUrl: `${origin}/`,
    logFile: join(dir, "wrangler.log"),
  });
  return { origin, logFile: server.logFile, stop: server.stop } satisfies PagesDevHost;
}
