/**
 * WebKit: WebKitGTK's MiniBrowser (Debian's webkit2gtk-driver) over classic WebDriver with
 * selenium-webdriver 4.34. MiniBrowser has no headless mode, so its driver runs under
 * `xvfb-run -a` (a private X display); one browser window per size, reused by the journeys.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pageExpression, withTimeout } from "./driver";
import type { EngineBrowser, EnginePage, Key, PageFunction, ViewportSize } from "./driver";
import { loadTool } from "../tool-packages";

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const XVFB_RUN = "xvfb-run";

/**
 * MiniBrowser's toolbar (seven buttons and an address field) will not let its window shrink
 * below 447 px, so a 390 px viewport is impossible with GTK's default theme. The browser's
 * own widgets are made compact with a user stylesheet (GTK reads it from XDG_CONFIG_HOME);
 * the web page is untouched.
 */
const COMPACT_TOOLBAR_CSS =
  "button, entry { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n";

const DRIVER_READY_TIMEOUT_MS = 20_000;
const SESSION_TIMEOUT_MS = 45_000;
/** Script and navigation limits inside the driver, below the driver layer's own limit. */
const SCRIPT_TIMEOUT_MS = 15_000;
const PAGE_LOAD_TIMEOUT_MS = 15_000;
/** Window resizes tried, and the wait after each, while fitting the viewport. */
const FIT_TRIES = 6;
const FIT_SETTLE_MS = 150;

/** The part of selenium-webdriver's API used here. */
interface Selenium {
  Builder: new () => {
    usingServer(url: string): {
      withCapabilities(caps: object): { build(): Promise<WebDriver> };
    };
  };
  By: { css(selector: string): unknown };
  Key: Record<"TAB" | "ENTER" | "SPACE" | "ESCAPE" | "ARROW_DOWN" | "ARROW_UP", string>;
}
interface PortProber {
  findFreePort(host: string): Promise<number>;
}
interface WebElement {
  click(): Promise<void>;
  sendKeys(text: string): Promise<void>;
}
interface Actions {
  sendKeys(key: string): Actions;
  perform(): Promise<void>;
}
interface WebDriver {
  get(url: string): Promise<void>;
  executeAsyncScript(script: string): Promise<unknown>;
  findElement(locator: unknown): Promise<WebElement>;
  actions(): Actions;
  manage(): {
    setTimeouts(timeouts: { script: number; pageLoad: number; implicit: number }): Promise<void>;
    window(): { setRect(rect: { width: number; height: number }): Promise<unknown> };
  };
  quit(): Promise<void>;
}

/** The driver, in its own process group so that xvfb-run, Xvfb and the browser stop together. */
class DriverProcess {
  private stderr = "";
  private exited = false;
  private readonly child: ChildProcess;
  private readonly killOnExit = () => this.signal("SIGKILL");

  constructor(port: number, configHome: string) {
    this.child = spawn(XVFB_RUN, ["-a", WEBKIT_DRIVER_PATH, `--port=${port}`], {
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        XDG_CONFIG_HOME: configHome,
        // Xvfb has no GPU: composited mode draws every layer through Mesa's software OpenGL,
        // 65 s of the web process's CPU for the journeys here against 29 s painted directly,
        // the mode WebKitGTK itself takes without hardware acceleration. Layout, events and
        // the APIs the journeys use (fullscreen, clipboard, Trusted Types) are the same.
        WEBKIT_DISABLE_COMPOSITING_MODE: "1",
      },
    });
    this.child.stderr?.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-2000);
    });
    this.child.on("exit", () => {
      this.exited = true;
      process.off("exit", this.killOnExit);
    });
    this.child.on("error", (error) => {
      this.exited = true;
      this.stderr += `\n${error.message}`;
    });
    process.on("exit", this.killOnExit);
  }

  get output(): string {
    return this.stderr.trim() || "(no output)";
  }

  async waitUntilReady(url: string): Promise<void> {
    const deadline = Date.now() + DRIVER_READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.exited) throw new Error(`the driver exited: ${this.output}`);
      try {
        const status = (await (await fetch(`${url}/status`)).json()) as {
          value?: { ready?: boolean };
        };
        if (status.value?.ready) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `the driver did not answer within ${DRIVER_READY_TIMEOUT_MS / 1000} s: ${this.output}`,
    );
  }

  private signal(signal: NodeJS.Signals) {
    if (this.exited || this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, signal);
    } catch {
      // Already gone.
    }
  }

  /**
   * Stops Xvfb, then the driver, so that xvfb-run collects both, removes its temporary folder
   * and exits by itself. Killing the whole group at once kills xvfb-run before its clean-up
   * (its /tmp/xvfb-run.* folders were left behind), so that is only the last resort.
   */
  async stop(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    const children = await childProcesses(this.child.pid);
    for (const name of ["Xvfb", "WebKitWebDriver"]) {
      const pid = children.find((child) => child.name === name)?.pid;
      if (pid === undefined) continue;
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      await waitForExit(pid);
    }
    const timer = setTimeout(() => this.signal("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  }
}

/** The direct children of a process, by name (Linux /proc). */
async function childProcesses(pid: number | undefined): Promise<{ pid: number; name: string }[]> {
  if (pid === undefined) return [];
  try {
    const list = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8");
    const pids = list.split(/\s+/).filter(Boolean).map(Number);
    return Promise.all(
      pids.map(async (child) => ({
        pid: child,
        name: (await readFile(`/proc/${child}/comm`, "utf8").catch(() => "")).trim(),
      })),
    );
  } catch {
    return [];
  }
}

/** Waits (up to a few seconds) until the process is gone or a zombie awaiting its parent. */
async function waitForExit(pid: number): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
    if (!stat || / Z /.test(stat.slice(stat.lastIndexOf(")")))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Sizes the window so that the page's viewport (innerWidth × innerHeight) is exactly `size`.
 * The window manager applies a new size a moment after the command returns, so a reading may
 * still show the old one: the size is corrected from fresh readings until it fits.
 */
async function fitViewport(driver: WebDriver, size: ViewportSize): Promise<void> {
  const inner = async () =>
    (await driver.executeAsyncScript(
      "arguments[arguments.length - 1]([innerWidth, innerHeight])",
    )) as [number, number];
  await driver.get("about:blank");
  const window = { width: size.width, height: size.height };
  let seen: [number, number] = [0, 0];
  for (let tries = 0; tries < FIT_TRIES; tries++) {
    await driver.manage().window().setRect(window);
    await new Promise((resolve) => setTimeout(resolve, FIT_SETTLE_MS));
    seen = await inner();
    if (seen[0] === size.width && seen[1] === size.height) return;
    // The toolbar (and any border) takes its share of the window: add it back.
    window.width += size.width - seen[0];
    window.height += size.height - seen[1];
  }
  throw new Error(
    `could not make the viewport ${size.width}×${size.height}: it is ${seen[0]}×${seen[1]}`,
  );
}

export async function launchWebKit(size: ViewportSize): Promise<EngineBrowser> {
  for (const path of [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH]) {
    if (!existsSync(path)) {
      throw new Error(`${path} not found: install Debian's webkit2gtk-driver`);
    }
  }
  const selenium = loadTool<Selenium>("selenium-webdriver");
  const configHome = await mkdtemp(join(tmpdir(), "tidy-time-webkit-"));
  await mkdir(join(configHome, "gtk-3.0"));
  await writeFile(join(configHome, "gtk-3.0", "gtk.css"), COMPACT_TOOLBAR_CSS);

  // The same free-port probe selenium uses when it starts a driver itself.
  const { findFreePort } = loadTool<PortProber>("selenium-webdriver/net/portprober");
  const port = await findFreePort("127.0.0.1");
  const url = `http://127.0.0.1:${port}`;
  const driverProcess = new DriverProcess(port, configHome);
  let driver: WebDriver | undefined;
  const stop = async () => {
    if (driver) await withTimeout(driver.quit(), 10_000, () => "quit").catch(() => undefined);
    await driverProcess.stop();
    await rm(configHome, { recursive: true, force: true });
  };

  try {
    await driverProcess.waitUntilReady(url);
    driver = await withTimeout(
      new selenium.Builder()
        .usingServer(url)
        .withCapabilities({
          browserName: "MiniBrowser",
          // "eager" would return before `load`, but this driver then never answers the next
          // script (seen: a 5-minute hang). With "normal", a game frame whose host never
          // answers does not hold the navigation up (seen in the time-out journeys).
          pageLoadStrategy: "normal",
          "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
        })
        .build(),
      SESSION_TIMEOUT_MS,
      () => `no session within ${SESSION_TIMEOUT_MS / 1000} s: ${driverProcess.output}`,
    );
    await driver
      .manage()
      .setTimeouts({ script: SCRIPT_TIMEOUT_MS, pageLoad: PAGE_LOAD_TIMEOUT_MS, implicit: 0 });
    await fitViewport(driver, size);
  } catch (error) {
    await stop();
    throw error;
  }
  const session = driver;

  // WebKitWebDriver now and then garbles an answer on its way back: "Could not parse script
  // result" (about one run in four of the Arabic journey, on reads and marks that return a string
  // or nothing) and, once in a CI run, "Could not parse element info" for an element looked up.
  // The page is fine, and a read or a lookup changes nothing: the answer is asked for once more.
  // A click's first step is such a read too (whether the element is a file input, "Could not
  // parse element file upload information": once, on a loaded machine), made before the click
  // is dispatched, so a click that failed there is made once more.
  const askAgainIfGarbled = <T>(ask: () => Promise<T>, garbled: string): Promise<T> =>
    ask().catch((error: unknown) =>
      String(error).includes(garbled) ? ask() : Promise.reject(error),
    );
  const find = (selector: string) =>
    askAgainIfGarbled(
      () => session.findElement(selenium.By.css(selector)),
      "Could not parse element info",
    );
  const keys: Record<Key, (actions: Actions) => Actions> = {
    Tab: (a) => a.sendKeys(selenium.Key.TAB),
    Enter: (a) => a.sendKeys(selenium.Key.ENTER),
    Space: (a) => a.sendKeys(selenium.Key.SPACE),
    Escape: (a) => a.sendKeys(selenium.Key.ESCAPE),
    ArrowDown: (a) => a.sendKeys(selenium.Key.ARROW_DOWN),
    ArrowUp: (a) => a.sendKeys(selenium.Key.ARROW_UP),
  };

  const page: EnginePage = {
    goto: (target) => session.get(target),
    evaluate: async <A extends unknown[], R>(fn: PageFunction<A, R>, args: A) => {
      // The asynchronous form, so a function returning a promise works as in Firefox.
      const script = `const done = arguments[arguments.length - 1];
         Promise.resolve()
           .then(() => ${pageExpression(fn, args)})
           .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
      const outcome = (await askAgainIfGarbled(
        () => session.executeAsyncScript(script),
        "Could not parse script result",
      )) as { value?: R; error?: string };
      if (outcome.error !== undefined) throw new Error(`in the page: ${outcome.error}`);
      return outcome.value as R;
    },
    click: async (selector) => {
      const element = await find(selector);
      await askAgainIfGarbled(
        () => element.click(),
        "Could not parse element file upload information",
      );
    },
    type: async (selector, text) => (await find(selector)).sendKeys(text),
    press: (key) => keys[key](session.actions()).perform(),
    // One window for every journey. Leaving the page cancels a game frame still waiting for
    // its host; dropping that request while the page was still up made WebKit send it again,
    // into the next journey.
    close: () => session.get("about:blank"),
  };

  return {
    newPage: async () => {
      await session.get("about:blank");
      return page;
    },
    close: stop,
  };
}
