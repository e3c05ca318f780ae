// Runs one command at a time in a process group of its own, its output into a log file. When it
// ends, whatever it left behind in its group (a browser, a server) is killed; when it runs too
// long, or the runner is stopped, the group is asked to stop (SIGINT, so the suites run their
// teardown and stop the servers they started), then killed.
import { spawn } from "node:child_process";
import { open } from "node:fs/promises";

const GRACE_MS = 20_000;

/** The run in progress, if any: { child, exited } */
let running;
/** Set once the runner is being stopped: no new run starts. */
let stopping = false;

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function stop({ child, exited }) {
  signalGroup(child.pid, "SIGINT");
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), GRACE_MS)),
  ]);
  if (!stopped) signalGroup(child.pid, "SIGKILL");
  await exited;
}

/**
 * @returns {Promise<{ code: number, timedOut: boolean, seconds: number }>} the exit code (128+n
 * for a signal) and whether the time limit stopped it
 */
export async function runLogged(argv, { cwd, env, logFile, timeoutMs }) {
  if (stopping) throw new Error("stopped");
  const log = await open(logFile, "w");
  const started = Date.now();
  await log.write(`$ ${argv.join(" ")}\n\n`);
  const child = spawn(argv[0], argv.slice(1), {
    cwd,
    env,
    detached: true,
    stdio: ["ignore", log.fd, log.fd],
  });
  const exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve(code ?? 128 + (signal === "SIGKILL" ? 9 : 2)));
    child.on("error", (error) => {
      void log.write(`\n${String(error)}\n`);
      resolve(127);
    });
  });
  running = { child, exited };
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void stop(running);
  }, timeoutMs);
  const code = await exited;
  clearTimeout(timer);
  running = undefined;
  signalGroup(child.pid, "SIGKILL");
  await log.close();
  return { code, timedOut, seconds: Math.round((Date.now() - started) / 1000) };
}

/** Stops the run in progress and refuses new ones: the runner is being stopped. */
export async function stopRunning() {
  stopping = true;
  if (running) await stop(running);
}
