/**
 * The players' journeys in one engine, at desktop and mobile sizes, against a production build
 * served with its production headers. Each engine has a test file of its own (firefox.test.ts,
 * webkit.test.ts) and so a build, a game host stub and a worker of its own: the two engines run
 * side by side, each using about one core, as one engine alone did.
 * Each engine × size is one browser; a journey that fails gets a fresh browser for the next.
 * A journey whose page the browser itself dropped (lostItsPage) runs once more, saying so.
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import { Driver, SIZES, lostItsPage, messageOf, withTimeout, type EngineBrowser } from "./driver";
import { selectedEngines, type Engine } from "./engines";
import { JOURNEYS } from "./journeys";
import { DEFAULT_SIZES, type Journey } from "./journeys/journey";
import { JOURNEY_TIMEOUT_MS, runJourney } from "./run-journey";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";

const LAUNCH_TIMEOUT_MS = 60_000;
const NEW_PAGE_TIMEOUT_MS = 30_000;

function describeEngineAtSize(
  engine: Engine,
  size: (typeof SIZES)[number],
  site: () => SiteUnderTest | undefined,
) {
  const label = `${engine.name} ${size.name} ${size.width}×${size.height}`;
  let browser: EngineBrowser | undefined;
  // After a failed start, the remaining journeys fail at once with the same reason.
  let startFailure: Error | undefined;

  async function ensureBrowser(): Promise<EngineBrowser> {
    if (startFailure) throw startFailure;
    if (browser) return browser;
    try {
      browser = await withTimeout(
        engine.launch(size),
        LAUNCH_TIMEOUT_MS,
        () => `no browser within ${LAUNCH_TIMEOUT_MS / 1000} s`,
      );
      return browser;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      startFailure = new Error(`${label}: the browser did not start: ${reason}`, { cause: error });
      throw startFailure;
    }
  }

  /** Runs `journey` in this size's browser; after a failure, the browser is closed. */
  async function attempt(journey: Journey, site: SiteUnderTest): Promise<void> {
    const running = await ensureBrowser();
    try {
      const enginePage = await withTimeout(
        running.newPage(),
        NEW_PAGE_TIMEOUT_MS,
        () => `no new page within ${NEW_PAGE_TIMEOUT_MS / 1000} s`,
      ).catch((error: unknown) => {
        throw new Error(`${label}: could not open a page: ${String(error)}`);
      });
      await runJourney(journey, new Driver(enginePage, engine.name, size, site.origin), site);
    } catch (error) {
      // Whatever state the failure left the browser in, the next journey starts afresh.
      browser = undefined;
      await running.close().catch(() => undefined);
      throw error;
    }
  }

  describe(label, () => {
    afterAll(async () => {
      await browser?.close();
    });

    for (const journey of JOURNEYS.filter((j) => (j.sizes ?? DEFAULT_SIZES).includes(size.name))) {
      it(
        journey.name,
        async ({ onTestFailed }) => {
          // CI runs a failed journey once more, and the reporter says only "retry x1" when the
          // second run passes: each failed run writes its errors on the test's output.
          onTestFailed(({ task }) => {
            const errors = task.result?.errors?.map((error) => error.message) ?? [];
            console.warn(`${label}: "${journey.name}" failed: ${errors.join("; ")}`);
          });
          const sut = site();
          if (!sut) throw new Error("the site under test did not start");
          try {
            await attempt(journey, sut);
          } catch (error) {
            if (!lostItsPage(error)) throw error;
            // Said on the test's output, so a crash that keeps coming back is seen, not hidden;
            // a second loss, or any other failure, fails the journey.
            console.warn(
              `${label}: "${journey.name}": the browser lost its page (${messageOf(error)}); ` +
                "run once more in a fresh browser",
            );
            await attempt(journey, sut);
          }
        },
        2 * (LAUNCH_TIMEOUT_MS + NEW_PAGE_TIMEOUT_MS + JOURNEY_TIMEOUT_MS) + 30_000,
      );
    }
  });
}

/**
 * Every journey in the engine named `name`, at each size, when ENGINES selects it (engines.ts);
 * a file for an engine left out says so as a skipped test (never in CI, which runs both).
 */
export function describeEngine(name: Engine["name"]): void {
  const engine = selectedEngines().find((selected) => selected.name === name);
  if (!engine) {
    it.skip(`${name}: left out by ENGINES`, () => {});
    return;
  }

  let sut: SiteUnderTest | undefined;
  beforeAll(async () => {
    sut = await startSiteUnderTest();
  }, 240_000);
  afterAll(async () => {
    await sut?.close();
  });
  for (const size of SIZES) describeEngineAtSize(engine, size, () => sut);
}
