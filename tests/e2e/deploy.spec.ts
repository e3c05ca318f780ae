/**
 * A deploy never breaks an open tab. Static hosts swap the whole build at once, so a tab opened
 * on the old build asks for hashed files that are gone (404). Each journey opens a tab on one
 * real build, swaps in a second real build (other hashes: another phone number in the config
 * changes the shared code, and every chunk that imports it), then does what a player does next:
 * it must end on the page asked for, in its language.
 *
 * DEPLOY_BUILD_SOURCE names another checkout to build both builds from (the suite's own by
 * default), to run these journeys against an older version of the site.
 */
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page, Route } from "@playwright/test";
import { startServer } from "../../scripts/serve-dist.mjs";
import { expect, footerLanguageLink, test, waitForHydration, type PageProblems } from "./fixtures";
import { LANGUAGE_INFO, ROUTES, WORDS, pagePath } from "./texts";

const SOURCE = resolve(process.env.DEPLOY_BUILD_SOURCE ?? ".");
const FIRST_BUILD = resolve(process.env.DIST_DIR ?? "dist");

interface Host {
  url: string;
  /** The folder the host serves. */
  folder: string;
  /** Replaces the served folder with the second build (or `build`), as an atomic deploy does. */
  deploy: (build?: string) => Promise<void>;
  close: () => Promise<void>;
}

let secondBuild = "";
let workDir = "";
/** The first build's hashed files that the second does not have: what a deploy takes away. */
let removed: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = await mkdtemp(join(tmpdir(), "tidy-deploy-"));
  secondBuild = join(workDir, "second");
  execFileSync(process.execPath, ["scripts/build.mjs", "--quiet"], {
    cwd: SOURCE,
    stdio: "inherit",
    env: { ...process.env, DIST_DIR: secondBuild, VITE_CONTACT_PHONE: "+1 (555) 010-0200" },
  });
  const [before, after] = await Promise.all([FIRST_BUILD, secondBuild].map(assets));
  // Precondition: what the journeys load after the swap is gone from the new build.
  const needed = before.filter((file) =>
    /^(?:words-(?:es-faq|es-layout|fr-privacy|es-home|de-contact)|privacy-page|toast)-/.test(file),
  );
  expect(needed.length).toBeGreaterThan(5);
  expect(needed.filter((file) => after.includes(file))).toEqual([]);
  removed = before.filter((file) => !after.includes(file));
});

test.afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const assets = async (dir: string) => readdir(join(dir, "assets"));

/** A host serving a copy of the first build, on a port of its own. */
async function host(): Promise<Host> {
  const dir = await mkdtemp(join(workDir, "site-"));
  const live = join(dir, "live");
  await cp(FIRST_BUILD, live, { recursive: true });
  const server = await startServer({ dir: live, port: 0 });
  return {
    url: server.url,
    folder: live,
    deploy: async (build = secondBuild) => {
      const next = await mkdtemp(join(dir, "next-"));
      await cp(build, next, { recursive: true });
      await rename(live, await mkdtemp(join(dir, "old-")));
      await rename(next, live);
    },
    close: () => server.close(),
  };
}

/** What the browser logs about the old build's files that the swap removed. */
function allowOldBuildMisses(problems: PageProblems) {
  problems.allow(/^Failed to load resource: the server responded with a status of 404/);
}

/** The page is the one asked for, whole, in its language: address, language, heading, title. */
async function expectPage(page: Page, url: string, language: keyof typeof LANGUAGE_INFO) {
  await expect(page).toHaveURL(url);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await waitForHydration(page);
  const words = WORDS[language];
  return words;
}

/**
 * A host of its own for each test of the block, started before it; afterwards the page goes first,
 * so what it still fetches (linked pages' code, when idle) never meets a server that is gone.
 */
function useHost(): () => Host {
  let site: Host;
  test.beforeEach(async () => {
    site = await host();
  });
  test.afterEach(async ({ page }) => {
    await page.close();
    await site.close();
  });
  return () => site;
}

test.describe("after a deploy, in a tab opened before it", () => {
  const hosted = useHost();

  test("a language link ends on that page in that language", async ({ page, pageProblems }) => {
    const site = hosted();
    allowOldBuildMisses(pageProblems);
    await page.goto(`${site.url}${ROUTES.faq}`);
    await waitForHydration(page);
    await site.deploy();
    await (await footerLanguageLink(page, LANGUAGE_INFO.es.name)).click();
    const words = await expectPage(page, `${site.url}${pagePath("faq", "es")}`, "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.faq.title);
    await expect(page).toHaveTitle(words.faq.meta.title);
    // Nothing of English left on it: the header's links are Spanish too.
    await expect(page.getByRole("contentinfo")).toContainText(words.layout.footer.quickLinks);
  });

  test("a page link ends on that page", async ({ page, pageProblems }) => {
    const site = hosted();
    allowOldBuildMisses(pageProblems);
    await page.goto(`${site.url}${pagePath("faq", "fr")}`);
    await waitForHydration(page);
    await site.deploy();
    const words = WORDS.fr;
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: words.layout.footer.legalLinkLabels.privacy })
      .first()
      .click();
    await expectPage(page, `${site.url}${pagePath("privacy", "fr")}`, "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.privacy.title);
  });

  test("Share still gives the link, on the same page", async ({ page, pageProblems, context }) => {
    const site = hosted();
    allowOldBuildMisses(pageProblems);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // The toast's code is held until the deploy has happened: it then asks the new build.
    const held = await holdRequests(page, "**/assets/toast-*.js");
    await page.goto(`${site.url}${pagePath("home", "es")}`);
    await waitForHydration(page);
    await site.deploy();
    held.release();
    const words = WORDS.es;
    await page.getByRole("button", { name: words.game.share.share, exact: true }).click();
    // The toast, or where its code could not come, the link itself, in Spanish.
    await expect(
      page
        .getByText(words.game.share.linkCopied, { exact: true })
        .or(page.getByLabel(words.game.share.linkLabel(words.home.share.title))),
    ).toBeVisible();
    await expect(page).toHaveURL(`${site.url}${pagePath("home", "es")}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("the contact form keeps nothing back: it is sent, and says so", async ({
    page,
    pageProblems,
  }) => {
    const site = hosted();
    allowOldBuildMisses(pageProblems);
    const held = await holdRequests(page, "**/assets/toast-*.js");
    await page.goto(`${site.url}${pagePath("contact", "de")}`);
    await waitForHydration(page);
    await site.deploy();
    held.release();
    const form = WORDS.de.contact.form;
    const { fields } = form;
    await page.getByLabel(fields.name.label, { exact: true }).fill("Ada");
    await page.getByLabel(fields.email.label, { exact: true }).fill("ada@example.com");
    await page.getByLabel(fields.subject.label, { exact: true }).fill("Hallo");
    await page.getByLabel(fields.message.label, { exact: true }).fill("Nach dem Update noch da?");
    await page.getByRole("button", { name: form.submit }).click();
    await expect(page.getByText(WORDS.de.contact.sent.title).first()).toBeVisible();
    await expect(page.getByLabel(fields.name.label, { exact: true })).toHaveValue("");
    await expect(page).toHaveURL(`${site.url}${pagePath("contact", "de")}`);
  });
});

test.describe("after a deploy, where the host answers or fails otherwise", () => {
  const hosted = useHost();

  async function openAndDeploy(page: Page) {
    const site = hosted();
    await page.goto(`${site.url}${ROUTES.faq}`);
    await waitForHydration(page);
    await site.deploy();
  }
  const spanishLink = (page: Page) => footerLanguageLink(page, LANGUAGE_INFO.es.name);

  test("a chunk answered 200 with the host's HTML fallback is a failed load too", async ({
    page,
    pageProblems,
  }) => {
    const site = hosted();
    pageProblems.allow(/MIME type|module script/i);
    // The page may fetch ahead its links' code once idle, after the deploy took it away.
    allowOldBuildMisses(pageProblems);
    await openAndDeploy(page);
    // As a host with an SPA fallback does: a missing file gets the home page, with 200.
    await page.route(
      (url) => removed.some((file) => url.pathname === `/assets/${file}`),
      (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><p>Home" }),
    );
    await (await spanishLink(page)).click();
    await expectPage(page, `${site.url}${pagePath("faq", "es")}`, "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORDS.es.faq.title);
  });

  test("a language the deploy removed lands on the host's not-found page, with 404", async ({
    page,
    pageProblems,
  }) => {
    const site = hosted();
    allowOldBuildMisses(pageProblems);
    await openAndDeploy(page);
    await rm(join(site.folder, "es"), { recursive: true });
    const answer = page.waitForResponse(
      (response) => response.url() === `${site.url}${pagePath("faq", "es")}`,
    );
    await (await spanishLink(page)).click();
    // The host's own not-found page, with its status (here the folder alone went; a build without
    // the language would not know the address either).
    const response = await answer;
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('data-page="notFound"');
    await expect(page).toHaveURL(`${site.url}${pagePath("faq", "es")}`);
  });

  test("a page whose code fails again after the full load is not loaded again and again", async ({
    page,
    pageProblems,
  }) => {
    allowOldBuildMisses(pageProblems);
    pageProblems.allowFailedRequests(/\/assets\/words-es-/);
    pageProblems.allow(/ERR_FAILED|ERR_CONNECTION_REFUSED/);
    await openAndDeploy(page);
    await page.route("**/assets/words-es-*", (route) => route.abort("connectionrefused"));
    let loads = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });
    await (await spanishLink(page)).click();
    // One full load of the page; its words fail there too, and it stays as the server wrote it.
    await expect(page.locator("html")).toHaveAttribute("data-scripts-failed", "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORDS.es.faq.title);
    await page.waitForTimeout(3_000);
    expect(loads).toBe(1);
  });
});

test.describe("the one full load", () => {
  const hosted = useHost();

  /** Counts the page's own full loads from here on. */
  function countLoads(page: Page) {
    let loads = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });
    return () => loads;
  }

  test("Back to a page loaded in full after one deploy gets its own full load after the next", async ({
    page,
    pageProblems,
  }) => {
    const site = hosted();
    allowOldBuildMisses(pageProblems);
    pageProblems.allowFailedRequests(/\/assets\//);
    await page.goto(`${site.url}${ROUTES.faq}`);
    await waitForHydration(page);
    await site.deploy();
    // The footer's contact link: no page the header loads ahead, so its code is the old build's.
    const contact = WORDS.en.contact.title;
    const loads = countLoads(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: WORDS.en.layout.footer.quickLinkLabels.contact, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact);
    await waitForHydration(page);
    expect(loads(), "the one full load the tap made").toBe(1);
    // The page as this deploy has it, which a browser may keep and show again on Back.
    const kept = await (await page.request.get(`${site.url}${ROUTES.contact}`)).text();

    await page.goto(`${site.url}${ROUTES.faq}`);
    await waitForHydration(page);
    await site.deploy(FIRST_BUILD);
    await page.route(
      `${site.url}${ROUTES.contact}`,
      (route) => route.fulfill({ contentType: "text/html", body: kept }),
      { times: 1 },
    );
    await page.goBack();
    // Its code is gone with the second deploy: one full load, from the build now deployed.
    await expect(page).toHaveURL(`${site.url}${ROUTES.contact}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact);
    await expect(page.locator("html")).not.toHaveAttribute("data-scripts-failed");
    // The tap's, the faq page's, Back's and Back's one full load.
    expect(loads()).toBe(4);
  });

  test("a build whose every chunk is missing is loaded in full once, then stays as written", async ({
    page,
    pageProblems,
  }) => {
    const site = hosted();
    allowOldBuildMisses(pageProblems);
    pageProblems.allowFailedRequests(/\/assets\/.*\.js$/);
    const scripts = (await assets(site.folder)).filter((file) => file.endsWith(".js"));
    await Promise.all(scripts.map((file) => rm(join(site.folder, "assets", file))));
    const loads = countLoads(page);
    await page.goto(`${site.url}${ROUTES.faq}`);
    await expect(page.locator("html")).toHaveAttribute("data-scripts-failed", "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORDS.en.faq.title);
    await page.waitForTimeout(3_000);
    expect(loads()).toBe(2);
  });
});

/** Holds requests matching `pattern` until `release()`: then they go to the host as it is then. */
async function holdRequests(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}
