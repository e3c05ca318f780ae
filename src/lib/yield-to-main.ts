interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can handle input and paint before the next step.
 * `scheduler.yield()` resumes ahead of other queued work where it exists; elsewhere a message
 * starts the next task (unlike a timer, it is not throttled in a background tab).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
