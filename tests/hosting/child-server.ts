/**
 * A host's server run as a child process for the hosting suite: started on a free loopback
 * port, ready once it answers, always stopped (its whole process group) when the suite ends.
 * A server that exits or never answers fails the suite with its name and its output.
 */
import { spawn, type SpawnOptions } from "node:child_process";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";

const READY_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 5_000;

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface ChildServer {
  /** Everything the server printed is also written here, for the tests to read. */
  logFile: string;
  /** Whether the process has ended, by itself or stopped. */
  exited: () => boolean;
  stop: () => Promise<void>;
}

export interface ChildServerOptions extends SpawnOptions {
  /** Requested until it answers at all. */
  readyUrl: string;
  logFile: string;
  stopSignal?: NodeJS.Signals;
}

export async function startChildServer(
  name: string,
  command: string,
  args: string[],
  { readyUrl, logFile, stopSignal = "SIGTERM", ...spawnOptions }: ChildServerOptions,
): Promise<ChildServer> {
  let output = "";
  const log = createWriteStream(logFile);
  // Its own process group, so what it starts (workerd, a static server) stops with it.
  const child = spawn(command, args, {
    ...spawnOptions,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      output += chunk;
      log.write(chunk);
    });
  }
  let spawnError: Error | undefined;
  child.once("error", (error) => (spawnError = error));
  const ended = new Promise<void>((done) => child.once("close", () => done()));
  const exited = () => child.exitCode !== null || child.signalCode !== null || !!spawnError;

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group has already ended.
    }
  };
  const stop = async () => {
    if (child.pid !== undefined) {
      signalGroup(stopSignal);
      const timer = setTimeout(() => signalGroup("SIGKILL"), STOP_GRACE_MS);
      if (!exited()) await ended;
      clearTimeout(timer);
      signalGroup("SIGKILL"); // whatever the leader left behind
    }
    await new Promise((done) => log.end(done));
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    await new Promise((done) => setTimeout(done, 250));
    if (exited()) {
      await stop();
      const why = spawnError?.message ?? `exit ${child.exitCode ?? child.signalCode}`;
      throw new Error(`${name} did not start (${why}):\n${output}`);
    }
    // Ready once it answers without a server error: a proxy in front (netlify dev's) listens
    // before what it fronts, and answered 500 to every request of a whole suite once.
    let answer = "no answer";
    try {
      const response = await fetch(readyUrl, { redirect: "manual" });
      await response.body?.cancel();
      if (response.status < 500) return { logFile, exited, stop };
      answer = `status ${response.status}`;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${name} did not answer on ${readyUrl} in ${READY_TIMEOUT_MS} ms (${answer}):\n${output}`,
      );
    }
  }
}
