/**
 * A real nginx running the shipped server block (deploy/nginx.conf as the build wrote it) over
 * the suite's build. Only the `listen` and `root` lines are changed; everything nginx writes
 * (pid, logs, temp files) stays in the suite's folder, so /etc/nginx and port 80 are untouched.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { freePort, startChildServer } from "./child-server";

const NGINX_BIN = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
const MIME_TYPES = process.env.NGINX_MIME_TYPES ?? "/etc/nginx/mime.types";

/** The lines of the shipped server block that name the port and the build folder. */
const LISTEN_LINE = /^ {4}listen 80;$/m;
const LISTEN_V6_LINE = /^ {4}listen \[::\]:80;\n/m;
const ROOT_LINE = /^ {4}root [^;\n]+;$/m;

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags}g`)) ?? [];
  if (matches.length !== 1) {
    throw new Error(`Expected one ${what} line in deploy/nginx.conf, found ${matches.length}.`);
  }
  return text.replace(pattern, replacement);
}

/** The shipped server block with the test's port and build folder. */
function localServerBlock(shipped: string, port: number, distDir: string): string {
  let conf = replaceOnce(shipped, LISTEN_LINE, `    listen 127.0.0.1:${port};`, "`listen 80;`");
  conf = replaceOnce(conf, LISTEN_V6_LINE, "", "`listen [::]:80;`");
  return replaceOnce(conf, ROOT_LINE, `    root ${distDir};`, "`root`");
}

function topLevelConf(dir: string, serverBlockPath: string): string {
  // Run as root (CI), workers would switch to `nobody`, who may not reach the project folder.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}daemon off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 128; }
http {
  include ${MIME_TYPES};
  default_type application/octet-stream;
  access_log ${join(dir, "access.log")};
  client_body_temp_path ${join(dir, "client_body")};
  proxy_temp_path ${join(dir, "proxy")};
  fastcgi_temp_path ${join(dir, "fastcgi")};
  uwsgi_temp_path ${join(dir, "uwsgi")};
  scgi_temp_path ${join(dir, "scgi")};
  include ${serverBlockPath};
}
`;
}

export interface NginxHost {
  origin: string;
  /** nginx's error log, read by the tests for warnings. */
  errorLogFile: string;
  stop: () => Promise<void>;
}

/** Starts nginx in the foreground, in `dir`, serving `distDir` with the shipped block. */
export async function startNginx(dir: string, distDir: string, shippedConf: string) {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(`${NGINX_BIN} not found: install Debian's nginx (apt-get install nginx).`);
  }
  await mkdir(dir, { recursive: true });
  const port = await freePort();
  const serverBlockPath = join(dir, "server.conf");
  const confPath = join(dir, "nginx.conf");
  const errorLogFile = join(dir, "error.log");
  await writeFile(serverBlockPath, localServerBlock(shippedConf, port, distDir));
  await writeFile(confPath, topLevelConf(dir, serverBlockPath));

  const args = ["-p", dir, "-e", errorLogFile, "-c", confPath];
  const check = spawnSync(NGINX_BIN, [...args, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t rejected the config:\n${check.stderr}`);

  const origin = `http://127.0.0.1:${port}`;
  const server = await startChildServer("nginx", NGINX_BIN, args, {
    readyUrl: `${origin}/`,
    logFile: join(dir, "output.log"),
    stopSignal: "SIGQUIT", // graceful: the master waits for its worker
  });
  return { origin, errorLogFile, stop: server.stop } satisfies NginxHost;
}
