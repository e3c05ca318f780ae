import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  EARLY_INPUT_KEY,
  SCRIPTS_FAILED_ATTRIBUTE,
  START_GAMES_KEY,
  type EarlyInput,
} from "@/boot/boot-script";
import { replayEarlyInput } from "@/boot/early-input";
import { RELOAD_MARK } from "@/boot/reload-once";
import { THEME_STORAGE_KEY } from "@/lib/constants";
import { THEME_ATTRIBUTE, THEME_COLORS } from "@/lib/theme";
import { BOOT_SCRIPT, THEME_COLOR_TAGS } from "@/server/page-assets";
import { blockStorage, toolbarColor } from "../lib/theme-helpers";
import { startBoot } from "./start-boot";

const MODULES = ["/assets/entry.js", "/assets/react.js", "/assets/page.js"];
const STYLESHEET = "/assets/site.css";

const start = () => startBoot(MODULES, STYLESHEET);

beforeEach(() => {
  // Each boot schedules its module load; fake timers keep one test's load out of the next.
  vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
  document.body.innerHTML = `
    <button id="question" type="button">Question</button>
    <a id="social" href="#">Social</a>
    <a id="faq" href="/faq">FAQ</a>
    <form id="form"><input name="name" /><button id="send" type="submit">Send</button></form>`;
});

afterEach(() => {
  (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_KEY]?.release();
  document.head.innerHTML = "";
  document.documentElement.removeAttribute(SCRIPTS_FAILED_ATTRIBUTE);
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
  vi.restoreAllMocks();
  localStorage.clear();
  vi.useRealTimers();
});

const byId = (id: string) => document.getElementById(id)!;

describe("before the page is interactive", () => {
  it("holds clicks on buttons and placeholder links, and submissions, in order", () => {
    const early = start();
    const seen = vi.fn();
    document.body.addEventListener("click", seen);
    byId("question").click();
    byId("social").click();
    byId("send").click();
    (byId("form") as HTMLFormElement).requestSubmit();
    expect(seen).not.toHaveBeenCalled();
    expect(early.release()).toEqual([byId("question"), byId("social"), byId("send"), byId("form")]);
  });

  it("lets ordinary links navigate as usual", () => {
    const early = start();
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("faq").dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(early.release()).toEqual([]);
  });

  it("stops holding once released", () => {
    const early = start();
    early.release();
    const seen = vi.fn();
    byId("question").addEventListener("click", seen);
    byId("question").click();
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

describe("once hydrated", () => {
  it("replays each held click and submission on its element", () => {
    start();
    byId("question").click();
    (byId("form") as HTMLFormElement).requestSubmit();
    const clicked = vi.fn();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    byId("question").addEventListener("click", clicked);
    byId("form").addEventListener("submit", submitted);
    replayEarlyInput();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("skips elements that are gone", () => {
    start();
    const question = byId("question");
    const clicked = vi.fn();
    question.addEventListener("click", clicked);
    question.click();
    question.remove();
    replayEarlyInput();
    expect(clicked).not.toHaveBeenCalled();
  });
});

describe("loading the page's modules", () => {
  it("adds the entry module and preloads the rest only after the page is painted", async () => {
    start();
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => {
      const entry = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
      expect(entry?.getAttribute("src")).toBe(MODULES[0]);
      const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
      expect(preloads.map((link) => link.getAttribute("href"))).toEqual(MODULES.slice(1));
      // The whole stylesheet with them (the page inlines only the rules its markup needs),
      // marked for the app, which waits for it before hydrating.
      const css = document.head.querySelectorAll("link[rel='stylesheet'][data-site-css]");
      expect([...css].map((link) => link.getAttribute("href"))).toEqual([STYLESHEET]);
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});

describe("in a browser that reports paint timing", () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  let reportPaint: PaintCallback | undefined;
  const disconnect = vi.fn();

  class FakePaintObserver {
    static supportedEntryTypes = ["mark", "paint"];
    constructor(private callback: (list: unknown, observer: FakePaintObserver) => void) {}
    observe() {
      reportPaint = (list) => this.callback(list, this);
    }
    disconnect = disconnect;
  }
  const painted = (...names: string[]) => ({
    getEntriesByName: (name: string) => names.filter((entry) => entry === name),
  });
  const entryModule = () => document.head.querySelector('script[type="module"]');

  beforeEach(() => {
    reportPaint = undefined;
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("requests the modules once the first contentful paint is reported, not before", async () => {
    start();
    // Animation frames pass without a paint being reported: still nothing requested.
    await vi.advanceTimersByTimeAsync(100);
    expect(entryModule()).toBeNull();
    reportPaint!(painted("first-paint"));
    expect(entryModule()).toBeNull();
    reportPaint!(painted("first-paint", "first-contentful-paint"));
    expect(entryModule()?.getAttribute("src")).toBe(MODULES[0]);
    expect(disconnect).toHaveBeenCalled();
  });

  it("on a game page, starts the game at first paint and requests the modules in the task after", async () => {
    // The game starts before any module is requested (each call returns the entry it saw), and the
    // requests follow in a task of their own: the frame's creation and theirs never make one.
    const startGames = vi.fn(() => entryModule());
    vi.stubGlobal(START_GAMES_KEY, startGames);
    start();
    await vi.advanceTimersByTimeAsync(100);
    reportPaint!(painted("first-contentful-paint"));
    expect(startGames).toHaveBeenCalledTimes(1);
    expect(startGames).toHaveReturnedWith(null);
    expect(entryModule()).toBeNull();
    await vi.waitFor(() => expect(entryModule()?.getAttribute("src")).toBe(MODULES[0]));
    expect(startGames).toHaveBeenCalledTimes(1);
  });

  it("still loads the page should no paint ever be reported", async () => {
    start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(entryModule()?.getAttribute("src")).toBe(MODULES[0]);
  });
});

describe("when a module fails to load", () => {
  const loaded = async () => {
    await vi.advanceTimersByTimeAsync(10_000);
    return [
      ...document.head.querySelectorAll<HTMLElement>(
        'script[type="module"], link[rel="modulepreload"]',
      ),
    ];
  };

  /** The one full load (src/boot/reload-once.ts), answering as `answer` says. */
  const guardAnswering = (answer: boolean) => {
    const load = vi.fn(() => answer);
    const guard = vi.fn((mark: string) => {
      expect(mark).toBe(RELOAD_MARK);
      return load;
    });
    return { guard, load };
  };

  it.each([
    { what: "the entry script", index: 0 },
    { what: "a preloaded module", index: 1 },
  ])("loads the page in full when $what fails, from a guard set up first", async ({ index }) => {
    const { guard, load } = guardAnswering(true);
    startBoot(MODULES, STYLESHEET, guard);
    // Before anything else: the document claims a load the one before asked for.
    expect(guard).toHaveBeenCalledTimes(1);
    const modules = await loaded();
    expect(load).not.toHaveBeenCalled();
    modules[index].dispatchEvent(new Event("error"));
    expect(load).toHaveBeenCalledWith();
    expect(document.documentElement.hasAttribute(SCRIPTS_FAILED_ATTRIBUTE)).toBe(false);
  });

  it.each([
    { what: "the entry script", index: 0 },
    { what: "a preloaded module", index: 1 },
  ])(
    "marks the document when $what fails and no full load will come, so the page can say so",
    async ({ index }) => {
      const { guard, load } = guardAnswering(false);
      startBoot(MODULES, STYLESHEET, guard);
      const modules = await loaded();
      expect(modules).toHaveLength(MODULES.length);
      expect(document.documentElement.hasAttribute(SCRIPTS_FAILED_ATTRIBUTE)).toBe(false);
      modules[index].dispatchEvent(new Event("error"));
      expect(load).toHaveBeenCalled();
      expect(document.documentElement.hasAttribute(SCRIPTS_FAILED_ATTRIBUTE)).toBe(true);
    },
  );

  it("leaves the document unmarked when the modules load", async () => {
    start();
    for (const module of await loaded()) module.dispatchEvent(new Event("load"));
    expect(document.documentElement.hasAttribute(SCRIPTS_FAILED_ATTRIBUTE)).toBe(false);
  });
});

describe("the player's theme, before the first paint", () => {
  beforeEach(() => {
    document.head.innerHTML = THEME_COLOR_TAGS;
  });
  const forced = () => document.documentElement.getAttribute(THEME_ATTRIBUTE);

  it.each(["light", "dark"] as const)("shows a stored %s choice at once", (theme) => {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
    start();
    expect(forced()).toBe(theme);
    expect(toolbarColor()).toBe(THEME_COLORS[theme]);
    // Before any module: the page's code is requested only after it is painted.
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
  });

  it.each([null, "system", "Dark", "corrupted\u0000"])(
    "follows the system for %j, silently",
    (value) => {
      if (value !== null) localStorage.setItem(THEME_STORAGE_KEY, value);
      const error = vi.spyOn(console, "error");
      start();
      expect(forced()).toBeNull();
      expect(toolbarColor()).toBeNull();
      expect(error).not.toHaveBeenCalled();
    },
  );

  it("follows the system where storage is blocked, and still loads the page", async () => {
    blockStorage();
    start();
    expect(forced()).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(document.head.querySelector('script[type="module"]')).not.toBeNull();
  });

  it("does the same as inlined in the page: its source uses nothing from outside", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    const script = document.createElement("script");
    script.dataset.modules = MODULES.join(" ");
    document.head.append(script);
    // document.currentScript is only set while the browser runs a script element.
    new Function("script", BOOT_SCRIPT.replace("document.currentScript", "script"))(script);
    expect(forced()).toBe("dark");
    expect(toolbarColor()).toBe(THEME_COLORS.dark);
  });
});
