/**
 * One build for the whole hosting suite, served at once by every host the suite checks: nginx
 * with the shipped server block, Cloudflare Pages' runtime (wrangler pages dev), Netlify's local
 * server (netlify dev) and the preview server. A host that cannot start fails the suite with
 * its name; every server is stopped and the folder removed when the suite ends.
 * HOSTING_DIST_DIR names a build already made instead (CI's build step passes its dist): it is
 * served as it is, its deploy/ read from beside it, and neither is changed or removed.
 */
import { spawnSync } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { buildMetadataDir } from "../../scripts/build-metadata.mjs";
import { startServer } from "../../scripts/serve-dist.mjs";
import { ensureTestTools } from "../../scripts/test-tools.mjs";
import type { HostingSuite } from "./hosting-suite";
import { startNetlifyDev } from "./netlify-dev-server";
import { startNginx } from "./nginx-server";
import { startPagesDev } from "./pages-dev-server";

function build(distDir: string): void {
  const result = spawnSync(process.execPath, ["scripts/build.mjs", "--quiet"], {
    env: { ...process.env, DIST_DIR: distDir },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`The build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

interface Started {
  stop: () => Promise<void>;
}

export default async function setup(project: TestProject) {
  // Inside the project, so the build's server bundle resolves node_modules. The servers'
  // configuration and logs go here too, also with a given build.
  const dir = resolve(`node_modules/.tmp/hosting-${process.pid}`);
  const givenDist = process.env.HOSTING_DIST_DIR;
  const distDir = givenDist ? resolve(givenDist) : join(dir, "dist");
  await rm(dir, { recursive: true, force: true });
  const tools = ensureTestTools();
  if (!givenDist) build(distDir);
  // The build writes deploy/ beside the build folder.
  const nginxConfPath = join(dirname(distDir), "deploy", "nginx.conf");
  const shippedNginxConf = await readFile(nginxConfPath, "utf8").catch((error: unknown) => {
    throw new Error(`No shipped nginx configuration for ${distDir}: ${String(error)}`);
  });

  const starting = {
    nginx: startNginx(join(dir, "nginx"), distDir, shippedNginxConf),
    cloudflare: startPagesDev(join(dir, "cloudflare"), distDir, tools.env),
    netlifyDev: startNetlifyDev(join(dir, "netlify"), distDir, tools.env),
    preview: startServer({ dir: distDir, port: 0 }).then((server) => ({
      origin: server.url,
      stop: server.close,
    })),
  };
  const settled = await Promise.allSettled(Object.values(starting));
  const running = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value as Started] : []));
  const stopAll = async () => {
    await Promise.all(running.map((server) => server.stop()));
    // The suite's own build and its metadata are inside it; a given build stays as it was.
    await rm(dir, { recursive: true, force: true });
  };
  const failures = settled.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
  if (failures.length > 0) {
    await stopAll();
    throw new Error(failures.join("\n\n"));
  }

  const [nginx, cloudflare, netlifyDev, preview] = [
    await starting.nginx,
    await starting.cloudflare,
    await starting.netlifyDev,
    await starting.preview,
  ];
  const suite: HostingSuite = {
    distDir,
    metadataDir: buildMetadataDir(distDir),
    shippedNginxConf,
    nginx: { origin: nginx.origin, errorLogFile: nginx.errorLogFile },
    cloudflare: { origin: cloudflare.origin, logFile: cloudflare.logFile },
    netlifyDev: { origin: netlifyDev.origin, logFile: netlifyDev.logFile },
    preview: { origin: preview.origin },
    toolsDir: tools.dir,
    workDir: dir,
  };
  project.provide("hosting", suite);
  return stopAll;
}
