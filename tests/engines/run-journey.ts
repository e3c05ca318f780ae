/**
 * Runs one journey in one engine's page: sets the game host's behaviour, bounds the journey's
 * time, names engine, size and step in any failure, and fails on any problem the page watch
 * saw that the journey did not expect.
 */
import { withTimeout, type Driver } from "./driver";
import type { Journey } from "./journeys/journey";
import { networkFor } from "./network";
import { PROBE_GLOBAL, type Probe } from "./page-probe";
import type { WatchedProblem } from "./page-watch";
import type { SiteUnderTest } from "./site-under-test";

/** A whole journey: generous, as the machine may be running other suites at the same time. */
export const JOURNEY_TIMEOUT_MS = 60_000;
/**
 * CSP reports are sent by the browser on its own schedule, with nothing to wait on; the
 * probe's own flush covers the same violations deterministically, so this only gives the
 * independent channel a moment.
 */
const REPORT_GRACE_MS = 300;

interface ExpectedProblem {
  kind: WatchedProblem["kind"];
  text: RegExp;
}

function describeProblem(problem: WatchedProblem): string {
  return `${problem.kind}: ${problem.text}${problem.url ? ` (${problem.url})` : ""}`;
}

/** What the watch saw against what the journey expected; empty when they agree. */
export function unexpectedProblems(
  problems: readonly WatchedProblem[],
  expected: readonly ExpectedProblem[],
): string[] {
  const remaining = [...problems];
  const mistakes: string[] = [];
  for (const want of expected) {
    const matching = remaining.filter((p) => p.kind === want.kind && want.text.test(p.text));
    if (matching.length !== 1) {
      mistakes.push(`expected one ${want.kind} matching ${want.text}, saw ${matching.length}`);
    }
    for (const match of matching) remaining.splice(remaining.indexOf(match), 1);
  }
  return [...mistakes, ...remaining.map(describeProblem)];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the journey in `page`, then closes the page. */
export async function runJourney(
  journey: Journey,
  page: Driver,
  sut: SiteUnderTest,
): Promise<void> {
  const where = `${page.engine} ${page.size.name} ${page.size.width}×${page.size.height}: "${journey.name}"`;
  const expected: ExpectedProblem[] = [];
  sut.gameHost.reset();
  sut.gameHost.mode = journey.gameHost ?? "answer";
  sut.site.takeProblems();

  try {
    await withTimeout(
      journey.run({
        page,
        gameHost: sut.gameHost,
        network: networkFor(page, sut.site),
        expectProblem: (kind, text) => expected.push({ kind, text }),
      }),
      JOURNEY_TIMEOUT_MS,
      () => `timed out after ${JOURNEY_TIMEOUT_MS / 1000} s`,
    );
    await page.evaluate(function flushProbe(name) {
      return (window as unknown as Record<string, Probe | undefined>)[name]?.flush();
    }, PROBE_GLOBAL);
    // Closed before the game host drops what it holds (see `finally`).
    await Promise.all([page.close(), sleep(REPORT_GRACE_MS)]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // What the page reported often explains the failure (an uncaught error, a blocked script).
    const seen = sut.site.takeProblems().map(describeProblem);
    const watch = seen.length ? `\nThe page watch saw:\n  ${seen.join("\n  ")}` : "";
    throw new Error(`${where} stopped at ${page.position}\n${message}${watch}`, { cause: error });
  } finally {
    sut.gameHost.reset();
    // A journey that stopped while offline leaves the next one a site that answers.
    sut.site.setOffline(false);
  }

  const mistakes = unexpectedProblems(sut.site.takeProblems(), expected);
  if (mistakes.length) {
    throw new Error(`${where}: the page watch saw\n  ${mistakes.join("\n  ")}`);
  }
}
