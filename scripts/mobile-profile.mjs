// Lighthouse's mobile profile applied for real through the DevTools protocol (its devtools-
// throttling preset, constants.throttling.mobileSlow4G): slow-4G latency and bandwidth, 4× CPU.
// Used by the benchmark's timings and by the browser tests of what happens before hydration.

export const MOBILE_SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** @param {import("@playwright/test").CDPSession} cdp */
export async function applyMobileProfile(cdp) {
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", MOBILE_SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}
