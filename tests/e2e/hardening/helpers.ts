/**
 * Shared by the hardening specs: raw URLs, injection and CSP watchers, and navigation that
 * works on both the desktop and the mobile (collapsed menu) projects.
 */
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Opens `path` exactly as written. page.goto("//faq") would read `faq` as a host name, so the
 * origin is prefixed by hand.
 */
export async function openRaw(page: Page, baseURL: string | undefined, path: string) {
  const origin = new URL(baseURL ?? "http://127.0.0.1:4173").origin;
  return page.goto(`${origin}${path}`);
}

/** Records every alert/confirm/prompt the page opens (and dismisses it). */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  return dialogs;
}

declare global {
  interface Window {
    __cspViolations?: string[];
    __pwned?: unknown;
  }
}

/**
 * Collects Content-Security-Policy violations as the page reports them to itself
 * (`securitypolicyviolation` events), from before the first script runs.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const consoleMessages: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  return async () => [
    ...consoleMessages,
    ...((await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])) as string[]),
  ];
}

/** Elements markup in a URL or a field could have created if it were ever parsed as HTML. */
export async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll("*"))) {
      for (const attribute of element.getAttributeNames()) {
        if (attribute.startsWith("on")) found.push(`${element.tagName} ${attribute}`);
      }
    }
    // The site's own inline scripts: the boot script in the head, and a game page's script that
    // starts its game (their hashes are the only ones the CSP allows, so a copy elsewhere would
    // not run, but it would still be injected).
    const own = [
      document.head.querySelector("script[data-modules]"),
      document.head.querySelector("script[data-games]"),
    ];
    for (const script of Array.from(document.querySelectorAll("script"))) {
      const src = script.getAttribute("src");
      const isBundle = src !== null && src.startsWith("/assets/");
      if (!isBundle && !own.includes(script) && script.type !== "application/ld+json")
        found.push(`script ${script.outerHTML.slice(0, 80)}`);
    }
    for (const image of Array.from(document.querySelectorAll("img"))) {
      if (image.getAttribute("src") === "x") found.push("img src=x");
    }
    if (window.__pwned !== undefined) found.push(`window.__pwned = ${String(window.__pwned)}`);
    return found;
  });
}

/** Main holds visible text: the page is never blank. */
export async function expectMainHasText(page: Page) {
  const main = page.getByRole("main");
  await expect(main).toBeVisible();
  await expect.poll(async () => (await main.innerText()).trim().length).toBeGreaterThan(20);
}
