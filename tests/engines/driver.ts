/**
 * The one driver layer the journeys are written against. Each engine supplies an adapter with
 * the raw commands (firefox-adapter.ts, webkit-adapter.ts); this layer adds what a person using
 * the page does without thinking: waiting for the page to become interactive, bringing an
 * element to the middle of the screen and letting the (smooth) scroll stop before clicking, and
 * names for every step, so a failure or a hang says which engine, size and step it was.
 */
import { HYDRATED_MARK } from "../../src/lib/hydration";
import { PROBE_GLOBAL, type Probe } from "./page-probe";

export type EngineName = "Firefox" | "WebKit";
export type SizeName = "desktop" | "mobile";

export interface ViewportSize {
  name: SizeName;
  width: number;
  height: number;
}

export const SIZES: readonly ViewportSize[] = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
];

export type Key = "Tab" | "Enter" | "Space" | "Escape" | "ArrowDown" | "ArrowUp";

/** A function run in the page: serialised, so it may use only its arguments and browser globals. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

/**
 * The function and its arguments as one expression: the same text goes to every engine, so a
 * page function behaves identically in each.
 */
export function pageExpression<A extends unknown[], R>(fn: PageFunction<A, R>, args: A): string {
  return `(${fn.toString()}).apply(null, ${JSON.stringify(args)})`;
}

/** One page (tab) of an engine: raw commands, no waiting beyond what the command implies. */
export interface EnginePage {
  /** Loads the URL; returns once the document has been parsed (or loaded). */
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page with JSON arguments; a returned promise is awaited. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, args: A): Promise<R>;
  /** A real mouse click in the middle of the first element matching the CSS selector. */
  click(selector: string): Promise<void>;
  /** Focuses the element and types the text key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key in whatever has focus. */
  press(key: Key): Promise<void>;
  /**
   * Takes the page offline, or back online, the browser's own way: every request fails,
   * `navigator.onLine` reads false and the page gets `offline` (then `online`). Absent where
   * the engine's driver has no such switch (network.ts then simulates it).
   */
  setOffline?(offline: boolean): Promise<void>;
  close(): Promise<void>;
}

/** A running browser of one engine at one size. */
export interface EngineBrowser {
  /** A fresh page whose viewport is exactly the size asked for. */
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

/** How long one command may take before the step is reported as hung. */
const COMMAND_TIMEOUT_MS = 20_000;
/** How long a wait for the page to reach a state may take. */
export const WAIT_TIMEOUT_MS = 10_000;
const POLL_INTERVAL_MS = 50;

export function withTimeout<T>(work: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message())), ms);
  });
  // Should the work fail after the time-out, that is no longer anyone's concern.
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Whether the browser itself dropped the page, as opposed to the page failing a check.
 * WebKitGTK 2.50.6's web process aborts now and then on its own assertion (CheckedRef.h:290,
 * `decrementCheckedPtrCount`, from a JavaScriptCore timer), late in a long session: 2 of 18
 * runs of the WebKit desktop journeys here, never in a fresh browser. Its driver then ends the
 * session: "session deleted because of page crash or hang".
 */
export function lostItsPage(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.name === "NoSuchSessionError" && /page crash/.test(e.message)) return true;
  }
  return false;
}

export class Driver {
  /** The step and the command under way, for time-out messages. */
  private steps: string[] = [];
  private command = "";

  constructor(
    private readonly page: EnginePage,
    readonly engine: EngineName,
    readonly size: ViewportSize,
    /** The site's origin; paths given to `open` are relative to it. */
    readonly origin: string,
  ) {}

  /** Where the journey is, e.g. `step "open the menu" › click header button`. */
  get position(): string {
    const steps = this.steps.map((step) => `step "${step}"`);
    return [...steps, this.command].filter(Boolean).join(" › ") || "start";
  }

  /** Names a part of a journey: a failure inside it says which. */
  async step<T>(name: string, body: () => Promise<T>): Promise<T> {
    this.steps.push(name);
    // Popped only on success: after a failure the runner reports where the journey stopped.
    const result = await body();
    this.steps.pop();
    return result;
  }

  private async run<T>(label: string, work: () => Promise<T>): Promise<T> {
    this.command = label;
    try {
      const result = await withTimeout(
        work(),
        COMMAND_TIMEOUT_MS,
        () => `no answer from ${this.engine} within ${COMMAND_TIMEOUT_MS / 1000} s`,
      );
      this.command = "";
      return result;
    } catch (error) {
      throw new Error(`${label}: ${messageOf(error)}`, { cause: error });
    }
  }

  /** Opens a path of the site and waits until the page is interactive (hydrated). */
  async open(path: string): Promise<void> {
    await this.run("leave the current page", () =>
      this.page.evaluate(
        function leave(name) {
          (window as unknown as Record<string, Probe | undefined>)[name]?.leave();
        },
        [PROBE_GLOBAL],
      ),
    );
    await this.run(`open ${path}`, () => this.page.goto(`${this.origin}${path}`));
    await this.waitFor(
      `${path} to become interactive (performance mark "${HYDRATED_MARK}")`,
      (mark) => performance.getEntriesByName(mark).length > 0,
      HYDRATED_MARK,
    );
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    return this.run(`evaluate ${fn.name || "script"}`, () => this.page.evaluate(fn, args));
  }

  /**
   * Polls `fn` in the page until it returns a truthy value, which is returned. Fails after
   * `timeout` ms with the description and the last value seen.
   */
  async waitFor<A extends unknown[], R>(
    description: string,
    fn: PageFunction<A, R>,
    ...args: A
  ): Promise<NonNullable<R>> {
    return this.waitForWithin(WAIT_TIMEOUT_MS, description, fn, ...args);
  }

  async waitForWithin<A extends unknown[], R>(
    timeout: number,
    description: string,
    fn: PageFunction<A, R>,
    ...args: A
  ): Promise<NonNullable<R>> {
    const deadline = Date.now() + timeout;
    let last: R | undefined;
    for (;;) {
      last = await this.run(`wait for ${description}`, () => this.page.evaluate(fn, args));
      if (last) return last;
      if (Date.now() > deadline) {
        throw new Error(
          `waited ${timeout} ms for ${description}; last seen: ${JSON.stringify(last)}`,
        );
      }
      await sleep(POLL_INTERVAL_MS);
    }
  }

  /**
   * Brings the element to the middle of the viewport the way the page scrolls (smoothly, as
   * the site asks) and waits until neither the page nor the element moves any more. A click
   * made while the page still scrolls can miss (WebKit: ElementNotInteractable).
   */
  async centre(selector: string): Promise<void> {
    const result = await this.run(`centre ${selector}`, () =>
      this.page.evaluate(settleInPage, [selector, true]),
    );
    if (result !== "still") throw new Error(`centre ${selector}: ${result}`);
  }

  /** Waits, without scrolling, until neither the page nor the element moves any more. */
  async settle(selector: string): Promise<void> {
    const result = await this.run(`let ${selector} settle`, () =>
      this.page.evaluate(settleInPage, [selector, false]),
    );
    if (result !== "still") throw new Error(`settle ${selector}: ${result}`);
  }

  async click(selector: string): Promise<void> {
    await this.centre(selector);
    await this.run(`click ${selector}`, () => this.page.click(selector));
  }

  async type(selector: string, text: string): Promise<void> {
    await this.centre(selector);
    await this.run(`type into ${selector}`, () => this.page.type(selector, text));
  }

  async press(key: Key): Promise<void> {
    await this.run(`press ${key}`, () => this.page.press(key));
  }

  /** Whether the engine itself can take the page offline (`EnginePage.setOffline`). */
  get canGoOffline(): boolean {
    return this.page.setOffline !== undefined;
  }

  async setOffline(offline: boolean): Promise<void> {
    const { page } = this;
    await this.run(`go ${offline ? "offline" : "online"}`, async () => {
      if (!page.setOffline) throw new Error(`${this.engine} has no offline switch`);
      await page.setOffline(offline);
    });
  }

  close(): Promise<void> {
    return this.page.close();
  }
}

/**
 * Runs in the page. Resolves "still" once the element and the page have not moved for a few
 * checks in a row, and, when centring, once the element is wholly on screen. Centring jumps, as
 * a driver's click does, rather than following the page's smooth scrolling: on a busy machine
 * WebKit's smooth scroll can pause for longer than the checks and then finish, moving the page
 * after a test has read where it stood. An element that comes to rest off screen is centred
 * again: sections drawn only near the viewport (`content-visibility: auto`) take their real
 * height as the jump brings them near, which moves everything below them.
 */
async function settleInPage(selector: string, centre: boolean): Promise<string> {
  const element = document.querySelector(selector);
  if (!element) return `no element matches ${selector}`;
  const jump = () =>
    element.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
  if (centre) jump();
  const STILL_CHECKS = 5;
  const CHECK_EVERY_MS = 40;
  const GIVE_UP_MS = 5000;
  const started = performance.now();
  let last = "";
  let still = 0;
  while (still < STILL_CHECKS) {
    await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
    const box = element.getBoundingClientRect();
    const onScreen = box.top >= 0 && box.bottom <= window.innerHeight;
    const now = `${window.scrollX},${window.scrollY},${box.left},${box.top}`;
    if (centre && !onScreen && now === last) jump();
    still = now === last && (onScreen || !centre) ? still + 1 : 0;
    last = now;
    if (performance.now() - started > GIVE_UP_MS) {
      return `still moving (or off screen) after ${GIVE_UP_MS} ms: top ${box.top}, bottom ${box.bottom}, viewport ${window.innerHeight}`;
    }
  }
  return "still";
}
