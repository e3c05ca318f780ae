// Is the machine quiet enough to benchmark on? Lighthouse's simulated throttling multiplies every
// main-thread task it observes by 4, so CPU time taken by anything else (another suite, a
// leftover server or browser) is counted as the page's own. This module samples the host before
// and between the bench's runs and says when it is busy, with what it saw. See bench/README.md.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { loadavg } from "node:os";
import { setTimeout as delay } from "node:timers/promises";

/** `npm run bench` exits with this when it refused (or could not trust) a run on a busy host. */
export const BUSY_EXIT_CODE = 3;
/**
 * The 1-minute load average per core before anything of the bench's own runs. Every budget held
 * with the load under 1 on 2 cores; with two CPU-bound processes beside the bench it read 1.6 at
 * the start, and near 4 with another suite running, when TBT rose from 0–8 ms to 245–1112 ms.
 */
export const MAX_LOAD_PER_CPU = 0.5;
/**
 * Share of the machine's CPU time that processes outside the bench may use, over a short window
 * before each run and over the run itself. The load average lags a minute and counts the bench's
 * own Chromium once it runs; this is measured directly (/proc/stat minus the bench's own
 * processes). One CPU-bound process is 50% on 2 cores; 15% leaves room for a shell or an editor,
 * not for another workload.
 */
export const MAX_OTHERS_CPU_SHARE = 0.15;
/**
 * How long the bench waits, at most, for a load average over the limit to fall while the CPU
 * share reads idle: the average lags the CPU by a minute, so right after a build it can read 1.12
 * on 2 cores with others using 1%. It falls by e a minute (LOAD_TIME_CONSTANT_MS): from 2 per core
 * to the limit takes 83 s with nothing running, 100 s with others at their whole 15%. A load that
 * has not fallen in 3 minutes with the CPU idle is held up by what the share does not see (Linux
 * counts tasks waiting on the disk too), and the bench refuses it.
 */
export const MAX_LOAD_WAIT_MS = 180_000;
/** The kernel's 1-minute load average falls by a factor of e in this time with nothing running. */
const LOAD_TIME_CONSTANT_MS = 60_000;
/**
 * Each re-check of the wait, a CPU-share window end to end: the kernel recomputes the load average
 * every 5 s, so a shorter look would read the same figure.
 */
export const LOAD_CHECK_MS = 5_000;
/** A progress line this often shows the wait moving: at most 12 over the longest wait. */
export const LOAD_PROGRESS_MS = 15_000;
/** The window sampled before each run: long enough to see a steady workload, short per run. */
export const IDLE_SAMPLE_MS = 1_000;
/** Before the first run: a longer look, once. */
export const START_SAMPLE_MS = 2_000;
/** A spike of a second (a shell command) passes while the bench waits; a workload does not. */
export const QUIET_ATTEMPTS = 3;
/**
 * Lighthouse's own "slower CPU than expected" threshold (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD).
 * The index alone does not see a busy CPU (2813 was read beside two CPU-bound processes, idle
 * runs read 1850–2900), so it is a second signal only.
 */
export const MIN_BENCHMARK_INDEX = 1_000;
/**
 * A run the host was busy during is measured again, this many times in all before the bench
 * gives up: twice, a measured tap read 39% of the CPU as others' at the same step of a
 * 25-minute bench with nothing else running, and nothing was left to name.
 */
export const RUN_ATTEMPTS = 3;
/** Highest ÷ lowest benchmark index across the runs: idle runs here spread 1850–2900 (×1.6). */
export const MAX_BENCHMARK_INDEX_SPREAD = 2;
const BUSIEST_LISTED = 5;

/**
 * Busy and total CPU time of the whole machine, in clock ticks, from /proc/stat's `cpu` line,
 * and how many CPUs it adds up.
 */
export function parseCpuTimes(procStat) {
  const lines = procStat.split("\n");
  const line = lines.find((l) => l.startsWith("cpu "));
  if (!line) throw new Error("/proc/stat has no cpu line");
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // Interrupt time belongs to no process, so it is left out of "busy": it would be counted as
  // another process's. Steal is a neighbouring virtual machine's, which is what it means here.
  const busy = user + nice + system + (steal ?? 0);
  return {
    busy,
    total: busy + idle + iowait + irq + softirq,
    cpus: lines.filter((l) => /^cpu\d/.test(l)).length,
  };
}

/** One /proc/<pid>/stat line: its parent, name and CPU ticks (own, and its reaped children's). */
export function parseProcessStat(text) {
  const open = text.indexOf("(");
  const close = text.lastIndexOf(")");
  const fields = text.slice(close + 2).split(" ");
  return {
    pid: Number(text.slice(0, open)),
    comm: text.slice(open + 1, close),
    ppid: Number(fields[1]),
    ticks: Number(fields[11]) + Number(fields[12]),
    childTicks: Number(fields[13]) + Number(fields[14]),
  };
}

/** The pids of `root` and everything it started, in one snapshot. */
export function processTree(processes, root) {
  const tree = new Set([root]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [pid, { ppid }] of processes) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  return tree;
}

/**
 * CPU ticks the tree used between two snapshots, its reaped children's included: they move to
 * their parent when it waits for them. A process that ended in the window counts for nothing
 * itself (no negative share), and one its parent never waited for is lost: Chromium's renderers,
 * when the whole browser closes, so no window is measured across a browser's closing.
 */
function treeTicks(before, after, tree) {
  let sum = 0;
  for (const pid of tree) {
    const now = after.processes.get(pid);
    const then = before.processes.get(pid);
    if (now)
      sum += Math.max(0, now.ticks + now.childTicks - (then ? then.ticks + then.childTicks : 0));
  }
  return sum;
}

/** USER_HZ, the unit of /proc's CPU times on every Linux build the bench runs on. */
const TICKS_PER_S = 100;

/**
 * What processes outside `root`'s tree used between two snapshots: their share of the machine's
 * CPU time, and the busiest of them (in cores: 1 is one core kept busy the whole window).
 */
export function othersUsage(before, after, root) {
  const window = after.cpu.total - before.cpu.total;
  const cpus = after.cpu.cpus;
  const seconds = window / cpus / TICKS_PER_S;
  if (window <= 0) return { share: 0, seconds, busiest: [] };
  // Both ends' trees: a process the bench started may have been left to init since.
  const tree = new Set([
    ...processTree(before.processes, root),
    ...processTree(after.processes, root),
  ]);
  const own = treeTicks(before, after, tree);
  const others = Math.min(Math.max(after.cpu.busy - before.cpu.busy - own, 0), window);
  const busiest = [...after.processes.values()]
    .filter((p) => !tree.has(p.pid))
    .map((p) => {
      // With the children it waited for: init's count the orphans it reaped.
      const then = before.processes.get(p.pid);
      const ticks = p.ticks + p.childTicks - (then ? then.ticks + then.childTicks : 0);
      return { pid: p.pid, ppid: p.ppid, comm: p.comm, cores: ticks / (window / cpus) };
    })
    .filter((p) => p.cores > 0)
    .sort((a, b) => b.cores - a.cores)
    .slice(0, BUSIEST_LISTED);
  return { share: others / window, seconds, busiest };
}

/** Each function below says why its reading means a busy host; none at all: quiet. */
export function loadReasons({ loadAverage, cpus }) {
  const limit = MAX_LOAD_PER_CPU * cpus;
  return loadAverage > limit
    ? [
        `1-minute load average ${loadAverage.toFixed(2)} on ${cpus} CPUs (limit ${limit.toFixed(2)})`,
      ]
    : [];
}

export function usageReasons(usage) {
  return usage.share > MAX_OTHERS_CPU_SHARE
    ? [
        `other processes used ${percent(usage.share)} of the CPU over ${usage.seconds.toFixed(1)} s ` +
          `(limit ${percent(MAX_OTHERS_CPU_SHARE)})`,
      ]
    : [];
}

export function benchmarkIndexReasons(indexes) {
  if (!indexes.length) return [];
  const [min, max] = [Math.min(...indexes), Math.max(...indexes)];
  const reasons = [];
  if (min < MIN_BENCHMARK_INDEX)
    reasons.push(`Lighthouse benchmark index ${min} (floor ${MIN_BENCHMARK_INDEX})`);
  if (max / min > MAX_BENCHMARK_INDEX_SPREAD)
    reasons.push(
      `Lighthouse benchmark index spread ${min}–${max}, ×${(max / min).toFixed(1)} ` +
        `(limit ×${MAX_BENCHMARK_INDEX_SPREAD})`,
    );
  return reasons;
}

const percent = (share) => `${Math.round(share * 100)}%`;
const toSeconds = (ms) => Math.round(ms / 1000);

/** The machine's CPU times and every process's, read from /proc (Linux). */
export function readHostSnapshot() {
  const processes = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = parseProcessStat(readFileSync(`/proc/${entry}/stat`, "utf8"));
      processes.set(stat.pid, stat);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return { cpu: parseCpuTimes(readFileSync("/proc/stat", "utf8")), processes };
}

/** "user command line" for each pid still running, as `ps` shows them. */
function psNames(pids) {
  if (!pids.length) return new Map();
  try {
    const out = execFileSync("ps", ["-o", "pid=,user=,args=", "-p", pids.join(",")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return new Map(
      out
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [, pid, rest] = line.trim().match(/^(\d+)\s+(.*)$/) ?? [];
          return [Number(pid), rest?.replace(/\s+/, " ")];
        }),
    );
  } catch {
    return new Map(); // ps exits 1 when none of them runs any more.
  }
}

export class HostBusyError extends Error {
  constructor(observation) {
    super(`Host busy ${observation.when}: ${observation.reasons.join("; ")}`);
    this.observation = observation;
  }
}

/**
 * Samples the host at the bench's checkpoints. A busy reading throws HostBusyError, or with
 * `allowBusy` is kept (`observations`) so the verdict can be marked untrusted. Everything it
 * reads can be injected, for tests.
 *
 * @param {{
 *   allowBusy?: boolean,
 *   root?: number,
 *   readHost?: typeof readHostSnapshot,
 *   readLoad?: () => number,
 *   sleep?: (ms: number) => Promise<unknown>,
 *   names?: (pids: number[]) => Map<number, string>,
 *   log?: (line: string) => void,
 * }} [options]
 */
export function createHostGuard({
  allowBusy = false,
  root = process.pid,
  readHost = readHostSnapshot,
  readLoad = () => loadavg()[0],
  sleep = delay,
  names = psNames,
  log = console.error,
} = {}) {
  const observations = [];
  const discarded = [];
  const indexes = [];
  const summary = { maxOthersCpuShare: 0 };
  let mark = null;

  function busy(when, reasons, usage) {
    const observation = {
      when,
      reasons,
      loadAverage: readLoad(),
      cpus: mark.cpu.cpus,
      busiest: usage?.busiest ?? [],
      benchmarkIndexes: [...indexes],
    };
    const named = names(observation.busiest.map((p) => p.pid));
    for (const p of observation.busiest) p.command = named.get(p.pid) ?? p.comm;
    if (!allowBusy) throw new HostBusyError(observation);
    observations.push(observation);
    log(`Warning (--allow-busy): ${formatObservation(observation).join("\n  ")}`);
  }

  /** One window with the bench idle: what everything else used in it. */
  async function sample(ms) {
    const before = readHost();
    await sleep(ms);
    mark = readHost();
    return othersUsage(before, mark, root);
  }

  /** Keeps the highest share of a window the bench went on after, for the report. */
  function measured(usage) {
    summary.maxOthersCpuShare = Math.max(summary.maxOthersCpuShare, usage.share);
    return usage;
  }

  /** Waits up to QUIET_ATTEMPTS windows for a quiet one; busy if none is. */
  async function quiet(when, ms) {
    let reasons = [];
    let usage;
    for (let attempt = 0; attempt < QUIET_ATTEMPTS; attempt++) {
      usage = await sample(ms);
      reasons = usageReasons(usage);
      if (!reasons.length) return void measured(usage);
    }
    busy(when, reasons, usage);
    measured(usage);
  }

  /**
   * Waits for a load average over the limit to fall while the CPU share reads idle: it is the
   * lagging echo of work that has ended. Each check reads both again; it stops at the first window
   * others were busy in, or at MAX_LOAD_WAIT_MS, and returns the last readings and the time waited.
   */
  async function settle(loadAverage, usage) {
    const cpus = mark.cpu.cpus;
    const limit = MAX_LOAD_PER_CPU * cpus;
    const expectedS = (LOAD_TIME_CONSTANT_MS / 1000) * Math.log(loadAverage / limit);
    log(
      `Waiting for the 1-minute load average to settle: ${loadAverage.toFixed(2)} on ${cpus} CPUs ` +
        `(limit ${limit.toFixed(2)}), while the CPU itself reads idle (other processes used ` +
        `${percent(usage.share)}). About ${Math.ceil(expectedS)} s if nothing else runs; ` +
        `at most ${toSeconds(MAX_LOAD_WAIT_MS)} s.`,
    );
    let waited = 0;
    let nextProgress = LOAD_PROGRESS_MS;
    while (waited < MAX_LOAD_WAIT_MS) {
      usage = await sample(LOAD_CHECK_MS);
      waited += LOAD_CHECK_MS;
      loadAverage = readLoad();
      if (usageReasons(usage).length) break;
      if (!loadReasons({ loadAverage, cpus }).length) {
        log(`Load average ${loadAverage.toFixed(2)} after ${toSeconds(waited)} s: starting.`);
        break;
      }
      if (waited >= nextProgress) {
        log(`  still waiting: load average ${loadAverage.toFixed(2)} after ${toSeconds(waited)} s`);
        nextProgress += LOAD_PROGRESS_MS;
      }
    }
    return { loadAverage, usage, waited };
  }

  /** Right before a measured run, with the bench's own processes idle. */
  const beforeRun = (label) => quiet(`before ${label}`, IDLE_SAMPLE_MS);

  /** After a run: what other processes used while it ran, and its benchmark index if any. */
  function afterRun(label, benchmarkIndex) {
    const startedAt = mark;
    mark = readHost();
    const usage = othersUsage(startedAt, mark, root);
    const reasons = usageReasons(usage);
    if (benchmarkIndex !== undefined) {
      indexes.push(benchmarkIndex);
      reasons.push(...benchmarkIndexReasons(indexes));
    }
    if (reasons.length) busy(`during ${label}`, reasons, usage);
    measured(usage);
  }

  return {
    observations,
    /** Busy readings over runs that were then measured again. */
    discarded,
    summary,
    /**
     * Before the bench builds or launches anything: the load average, then a longer sample. A busy
     * CPU is refused at once; a load average over the limit beside an idle CPU is waited out.
     */
    async start() {
      let loadAverage = readLoad();
      let usage = await sample(START_SAMPLE_MS);
      let waited = 0;
      if (!usageReasons(usage).length && loadReasons({ loadAverage, cpus: mark.cpu.cpus }).length)
        ({ loadAverage, usage, waited } = await settle(loadAverage, usage));
      const reasons = [
        ...loadReasons({ loadAverage, cpus: mark.cpu.cpus }),
        ...usageReasons(usage),
      ];
      const when = waited
        ? `before the start, after waiting ${toSeconds(waited)} s for the load average`
        : "before the start";
      if (reasons.length) busy(when, reasons, usage);
      measured(usage);
    },
    beforeRun,
    afterRun,
    /**
     * One measured run between the checks. A run the host was busy during is thrown away and
     * run again, RUN_ATTEMPTS in all: a burst elsewhere costs a run, a busy host the bench.
     * @template T
     * @param {string} label
     * @param {() => Promise<T>} run
     * @param {(result: T) => number | undefined} [benchmarkIndexOf]
     * @returns {Promise<T>}
     */
    async measure(label, run, benchmarkIndexOf = () => undefined) {
      for (let attempt = 1; ; attempt++) {
        await beforeRun(label);
        const result = await run();
        try {
          afterRun(label, benchmarkIndexOf(result));
          return result;
        } catch (error) {
          if (!(error instanceof HostBusyError) || attempt === RUN_ATTEMPTS) throw error;
          discarded.push(error.observation);
          log(`Measuring again: ${formatObservation(error.observation).join("\n  ")}`);
        }
      }
    },
  };
}

/** What a busy reading saw, one line each, for the operator to act on. */
export function formatObservation({ when, reasons, loadAverage, cpus, busiest, benchmarkIndexes }) {
  const lines = [
    `${when}: ${reasons.join("; ")}`,
    `load average ${loadAverage.toFixed(2)} on ${cpus} CPUs; Lighthouse benchmark index ` +
      (benchmarkIndexes.length
        ? `${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}`
        : "not read yet"),
  ];
  if (busiest.length) {
    lines.push("busiest other processes over that window (stop them, or their parents):");
    for (const p of busiest) {
      const command = p.command ?? p.comm;
      lines.push(
        `  ${`pid ${p.pid} (parent ${p.ppid})`.padEnd(26)} ${percent(p.cores).padStart(4)} of a core  ` +
          (command.length > 100 ? `${command.slice(0, 99)}…` : command),
      );
    }
  }
  return lines;
}
