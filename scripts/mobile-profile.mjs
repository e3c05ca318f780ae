// Lighthouse's mobile profile applied for real through the DevTools protocol (its devtools-
// throttling preset, constants.throttling.mobileSlow4G): slow-4G latency and bandwidth, 4× CPU
// unless another multiplier is given (the benchmark's, calibrated to the host: bench-cpu.mjs).
// Used by the benchmark's timings and by the browser tests of what happens before hydration.

export const MOBILE_SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
/** Lighthouse's default mobile CPU slowdown (constants.throttling.mobileSlow4G). */
export const CPU_SLOWDOWN = 4;

/**
 * The profile's commands, for the page's own session or a frame's.
 * @param {(method: string, params?: object) => Promise<unknown>} send
 * @param {number} cpuSlowdown
 */
async function applyProfile(send, cpuSlowdown) {
  await send("Network.enable");
  await send("Network.setCacheDisabled", { cacheDisabled: true });
  await send("Network.emulateNetworkConditions", MOBILE_SLOW_4G);
  await send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
}

/**
 * @param {import("@playwright/test").CDPSession} cdp
 * @param {number} [cpuSlowdown]
 */
export async function applyMobileProfile(cdp, cpuSlowdown = CPU_SLOWDOWN) {
  await applyProfile((method, params) => cdp.send(method, params), cpuSlowdown);
}

/**
 * The same profile for each of the page's out-of-process frames (a frame from another site runs
 * in a process of its own, a target of its own): the page's session throttles neither its
 * requests nor its CPU. Each such frame is attached as it starts, held before it runs
 * (`waitForDebuggerOnStart`), given the profile, then let go. Playwright routes no messages of
 * sessions it did not open, so the frames' sessions are not flattened: their commands go through
 * the page's session (Target.sendMessageToTarget). Returns the frames attached so far, each with
 * the profile's outcome. See bench/README.md ("Throttling a cross-site frame").
 * @param {import("@playwright/test").CDPSession} cdp  the page's session
 * @param {number} [cpuSlowdown]
 * @returns {Promise<{ url: string, throttled: boolean, error?: string }[]>}
 */
export async function applyMobileProfileToFrames(cdp, cpuSlowdown = CPU_SLOWDOWN) {
  const frames = [];
  const pending = new Map();
  let lastId = 0;
  cdp.on("Target.receivedMessageFromTarget", ({ message }) => {
    const { id, result, error } = JSON.parse(message);
    const callbacks = pending.get(id);
    if (!callbacks) return;
    pending.delete(id);
    if (error) callbacks.reject(new Error(error.message));
    else callbacks.resolve(result);
  });
  const sendTo =
    (sessionId) =>
    (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, { resolve, reject });
        cdp
          .send("Target.sendMessageToTarget", {
            sessionId,
            message: JSON.stringify({ id, method, params }),
          })
          .catch((error) => {
            pending.delete(id);
            reject(error);
          });
      });
  cdp.on("Target.attachedToTarget", async ({ sessionId, targetInfo, waitingForDebugger }) => {
    const send = sendTo(sessionId);
    const frame = { url: targetInfo.url, throttled: false };
    frames.push(frame);
    try {
      await applyProfile(send, cpuSlowdown);
      frame.throttled = true;
    } catch (error) {
      frame.error = String(error?.message ?? error);
    } finally {
      if (waitingForDebugger) await send("Runtime.runIfWaitingForDebugger").catch(() => {});
    }
  });
  await cdp.send("Target.setAutoAttach", {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
    filter: [{ type: "iframe" }],
  });
  return frames;
}
