/**
 * Tolerances for checking the "Loading game" overlay's 1.5 s time-out in real time. The timer
 * starts 50-450 ms after the page looks hydrated (passive effects run after paint), and a machine
 * running several suites at once stalls the main thread and delays timers by more than a second
 * (3.1 s instead of 1.5 s was seen under a load average of 12 on two cores). So "about 1.5 s" is
 * checked as 1.5 s minus 0.35 s, plus 2.5 s: the lower bound proves it was the time-out that hid
 * the overlay, the upper one that nothing keeps it up. The exact moment is pinned with the page
 * clock in game-frame.spec.ts.
 */
export const OVERLAY_EARLY_SLACK_MS = 350;
export const OVERLAY_LATE_SLACK_MS = 2_500;
