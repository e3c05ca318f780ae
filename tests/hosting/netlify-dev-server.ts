/**
 * Netlify's own local server (netlify-cli's `netlify dev`) over the suite's build, offline: its
 * static server and the redirect engine Netlify publishes (netlify-redirector), with the
 * build's `_headers` and `_redirects`. Runs on the test tools' Node 24 in the suite's folder,
 * with its config there too, not in the home directory.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { freePort, startChildServer, type ChildServer } from "./child-server";

export interface NetlifyDevHost extends ChildServer {
  origin: string;
}

export async function startNetlifyDev(dir: string, distDir: string, toolsEnv: NodeJS.ProcessEnv) {
  const configHome = join(dir, "config");
  await mkdir(join(configHome, "netlify"), { recursive: true });
  await writeFile(
    join(configHome, "netlify", "config.json"),
    JSON.stringify({ telemetryDisabled: true }),
  );
  const [port, staticPort] = [await freePort(), await freePort()];
  // The static server behind the proxy takes its port from here; its default is a fixed 3999.
  await writeFile(join(dir, "netlify.toml"), `[dev]\nstaticServerPort = ${staticPort}\n`);
  const origin = `http://127.0.0.1:${port}`;
  const args = [
    "dev",
    "--offline",
    `--dir=${distDir}`,
    `--port=${port}`,
    "--no-open",
    "--skip-gitignore",
    // Without it, the first request waits for a Deno download (edge functions) and, offline,
    // ends the process with "fetch failed". The site has no edge functions.
    "--internal-disable-edge-functions",
  ];
  const server = await startChildServer("Netlify (netlify dev)", "netlify", args, {
    cwd: dir,
    env: {
      ...toolsEnv,
      XDG_CONFIG_HOME: configHome,
      XDG_CACHE_HOME: join(dir, "cache"),
      XDG_DATA_HOME: join(dir, "data"),
      NO_UPDATE_NOTIFIER: "1",
      BROWSER: "none",
      CI: "true",
    },
    readyUrl: `${origin}/`,
    logFile: join(dir, "netlify.log"),
  });
  return { origin, ...server } satisfies NetlifyDevHost;
}
