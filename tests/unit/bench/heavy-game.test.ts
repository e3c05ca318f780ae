// @vitest-environment node
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  GAME_MESSAGE_SOURCE,
  HEAVY_GAME_SCRIPT,
  HEAVY_GAME_TASKS_MS,
  LONG_TASK_MS,
  gameStateAt,
  heavyGameFiles,
  heavyGamePage,
  heavyGameScript,
  tapToNextPaint,
  taskIterations,
  totalBlockingTime,
  workLoop,
} from "../../../scripts/bench-game.mjs";

const task = (startTime: number, duration: number) => ({ startTime, duration });

describe("total blocking time of long tasks in a window", () => {
  it("sums each task's part over 50 ms", () => {
    const tasks = [task(1000, 120), task(2000, 51), task(3000, 50), task(4000, 30)];
    expect(totalBlockingTime(tasks, { from: 0, to: 10_000 })).toBe(70 + 1);
  });

  it("leaves out tasks wholly before the window's start or after its end", () => {
    const tasks = [task(100, 400), task(5000, 200), task(20_000, 300)];
    expect(totalBlockingTime(tasks, { from: 1000, to: 10_000 })).toBe(150);
  });

  it("counts only the part of a task inside the window, as Lighthouse clips it", () => {
    // 900–1100 clipped to 1000–1100: 100 ms, 50 of them blocking; 9950–10150 clipped to 50 ms.
    const tasks = [task(900, 200), task(9950, 200)];
    expect(totalBlockingTime(tasks, { from: 1000, to: 10_000 })).toBe(50);
  });

  it("is nothing without long tasks, or for an empty window", () => {
    expect(totalBlockingTime([], { from: 0, to: 10_000 })).toBe(0);
    expect(totalBlockingTime([task(1000, 500)], { from: 2000, to: 1000 })).toBe(0);
  });

  it("blocks from 50 ms on, the Long Tasks API's threshold", () => {
    expect(LONG_TASK_MS).toBe(50);
  });
});

const entry = (name: string, startTime: number, duration: number, entryType = "event") => ({
  entryType,
  name,
  startTime,
  duration,
});

describe("tap → next paint from Event Timing entries", () => {
  it("is the longest of the tap's pointerdown, pointerup and click", () => {
    const entries = [
      entry("pointerdown", 5000, 64),
      entry("pointerup", 5001, 112),
      entry("click", 5001, 96),
    ];
    expect(tapToNextPaint(entries, 4990)).toBe(112);
  });

  it("leaves out entries from before the tap and other events", () => {
    const entries = [
      entry("click", 1000, 400),
      entry("keydown", 5002, 300),
      entry("pointerover", 5000, 300),
      entry("click", 5001, 40),
    ];
    expect(tapToNextPaint(entries, 4990)).toBe(40);
  });

  it("counts the first-input entry, reported however short the tap", () => {
    expect(tapToNextPaint([entry("pointerdown", 5000, 8, "first-input")], 4990)).toBe(8);
  });

  it("is null when no entry of the tap arrived", () => {
    expect(tapToNextPaint([entry("click", 1000, 400)], 4990)).toBeNull();
  });
});

describe("the heavy game's start-up work", () => {
  it("is 600 ms in tasks of 50–150 ms under the CPU profile", () => {
    expect(HEAVY_GAME_TASKS_MS.reduce((a, b) => a + b, 0)).toBe(600);
    for (const ms of HEAVY_GAME_TASKS_MS) {
      expect(ms).toBeGreaterThanOrEqual(50);
      expect(ms).toBeLessThanOrEqual(150);
    }
  });

  it("sizes each task at its length ÷ the CPU slowdown, at the calibrated rate", () => {
    expect(taskIterations(1000, [100, 60], 4)).toEqual([25_000, 15_000]);
  });

  it("computes: the same iterations give the same result, more give another", () => {
    expect(workLoop(1000, 3)).toBe(workLoop(1000, 3));
    expect(workLoop(1001, 3)).not.toBe(workLoop(1000, 3));
  });
});

describe("the heavy game's files", () => {
  it("load the script as a classic script, so the frame's load waits for it", () => {
    expect(heavyGamePage()).toContain(`<script src="${HEAVY_GAME_SCRIPT}"></script>`);
  });

  it("post booting, then ready with the game's own figures, to the parent", async () => {
    const script = heavyGameScript({ iterations: [10, 20], data: "QUJD" });
    const posted: { state?: string; source?: string; type?: string; taskDurations?: number[] }[] =
      [];
    const ports: { onmessage: (() => void) | null } = { onmessage: null };
    class FakeChannel {
      port1 = ports;
      port2 = { postMessage: () => queueMicrotask(() => ports.onmessage?.()) };
    }
    const run = new Function("parent", "performance", "MessageChannel", script);
    run(
      { postMessage: (message: (typeof posted)[number]) => posted.push(message) },
      { now: () => 0, getEntriesByType: () => [] },
      FakeChannel,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    const bench = posted.filter((m) => m.source === GAME_MESSAGE_SOURCE);
    expect(bench.map((m) => m.state)).toEqual(["booting", "ready"]);
    expect(bench[1].taskDurations).toHaveLength(2);
    // Then the word the site waits for from its own game, once playable, and nothing else.
    expect(posted.slice(bench.length)).toEqual([{ type: "game-ready" }]);
  });

  it("weigh about the size asked for on the wire, gzip included", () => {
    const { script, gzipBytes } = heavyGameFiles({ iterations: [1], wireBytes: 200_000 });
    expect(gzipSync(script).length).toBe(gzipBytes);
    expect(Math.abs(gzipBytes - 200_000)).toBeLessThan(2_000);
    expect(gunzipSync(gzipSync(script)).toString()).toBe(script);
  });
});

describe("the game's state at a time", () => {
  const seen = {
    frameLoads: [{ at: 9000, src: "game" }],
    game: [
      { state: "booting", receivedAt: 9500 },
      { state: "ready", receivedAt: 10_000 },
    ],
  };

  it("follows the frame's load and the game's messages", () => {
    expect(gameStateAt(seen, 8000)).toBe("loading");
    expect(gameStateAt(seen, 9200)).toBe("loaded");
    expect(gameStateAt(seen, 9600)).toBe("booting");
    expect(gameStateAt(seen, 10_000)).toBe("ready");
  });
});
