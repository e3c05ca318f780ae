// The budgets on the timings taken under the applied mobile profile (bench/budget.json's
// `timings`), each checked on medians: the current build against the first baseline given, and
// the game pages' own limits. Each miss is one line, as the Lighthouse budgets' are.

/** The pages that embed a game frame (the home page and Charlie's, in any language). */
export const GAME_PAGES = ["home", "charlie"];

const ms = (value) => (value === null || value === undefined ? "n/a" : `${Math.round(value)} ms`);

/** "12.3% later than the baseline's …", or null within `limit` (a share: 0.1 is 10%). */
function laterThan(now, before, limit, baselineName) {
  if (typeof now !== "number" || typeof before !== "number") return null;
  const slower = now / before - 1;
  // Exactly at the limit is within it: 3300 / 3000 − 1 reads 0.10000000000000009.
  if (slower <= limit + 1e-9) return null;
  return (
    `${ms(now)}, ${(slower * 100).toFixed(1)}% later than ${baselineName}'s ${ms(before)} ` +
    `(limit ${Math.round(limit * 1000) / 10}%)`
  );
}

/**
 * The load timings' misses (rows as the bench builds them: `variant`, `route`, `page`, medians).
 * - `maxSlowerThanBaseline`: the current build hydrated, and requesting the game, no more than
 *   that share later than the first baseline on the same route;
 * - `maxGameRequestAfterFirstPaintMs`: on every game page, the current build's median of
 *   (game request − first paint) at most that; a game page whose frame was never requested
 *   misses it too.
 * @param {{ timings?: { maxSlowerThanBaseline?: number, maxGameRequestAfterFirstPaintMs?: number } }} budget
 * @param {any[]} rows
 * @param {string | undefined} firstBaseline  the first baseline's variant name, if any
 */
export function timingMisses(budget, rows, firstBaseline) {
  const { maxSlowerThanBaseline: limit, maxGameRequestAfterFirstPaintMs: afterPaint } =
    budget.timings ?? {};
  const misses = [];
  for (const row of rows.filter((r) => r.variant === "current")) {
    const where = `${row.route} (mobile, applied)`;
    const before = rows.find((r) => r.variant === firstBaseline && r.route === row.route);
    if (limit !== undefined && before) {
      for (const [key, label] of [
        ["hydrated", "hydrated"],
        ["gameRequest", "game request"],
      ]) {
        const later = laterThan(row[key], before[key], limit, firstBaseline);
        if (later) misses.push(`${where}: ${label} ${later}`);
      }
    }
    if (afterPaint !== undefined && GAME_PAGES.includes(row.page)) {
      const value = row.gameRequestAfterFirstPaint;
      if (typeof value !== "number" || value > afterPaint) {
        misses.push(
          `${where}: game request − first paint ${ms(value)} > ${ms(afterPaint)}` +
            (typeof value === "number" ? "" : " (no game request seen)"),
        );
      }
    }
  }
  return misses;
}

/** The heavy game's taps budgeted, each by its field in a row and its name in a miss. */
export const BOOT_TAPS = [
  { key: "tapFullscreen", label: "Fullscreen" },
  { key: "tapShare", label: "Share" },
];

/**
 * The heavy game's misses (rows: `variant`, `route`, `placement`, medians).
 * - `maxSlowerThanBaseline`: the current build hydrated no more than that share later than the
 *   first baseline with the same route and placement;
 * - `maxTapToPaintWhileGameBootsMs`: the current build's median tap → next paint on Fullscreen
 *   and on Share while the game boots at most that; a tap never timed misses it too.
 * @param {{ timings?: { maxSlowerThanBaseline?: number, maxTapToPaintWhileGameBootsMs?: number } }} budget
 * @param {any[]} rows
 * @param {string | undefined} firstBaseline
 */
export function heavyGameMisses(budget, rows, firstBaseline) {
  const { maxSlowerThanBaseline: limit, maxTapToPaintWhileGameBootsMs: tapLimit } =
    budget.timings ?? {};
  const misses = [];
  for (const row of rows.filter((r) => r.variant === "current")) {
    const where = `${row.route} with the heavy game ${row.placement} (mobile, applied)`;
    const before = rows.find(
      (r) => r.variant === firstBaseline && r.route === row.route && r.placement === row.placement,
    );
    if (limit !== undefined && before) {
      const later = laterThan(row.hydrated, before.hydrated, limit, firstBaseline);
      if (later) misses.push(`${where}: hydrated ${later}`);
    }
    if (tapLimit !== undefined) {
      for (const { key, label } of BOOT_TAPS) {
        const value = row[key];
        if (typeof value !== "number" || value > tapLimit) {
          misses.push(
            `${where}: tap "${label}" → next paint while the game boots ${ms(value)} > ${ms(tapLimit)}`,
          );
        }
      }
    }
  }
  return misses;
}
