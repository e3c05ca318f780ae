/**
 * The static server the suite runs against (scripts/serve-dist.mjs) behaves like the production
 * host: canonical URLs, 404.html with status 404, caching and the `_headers` file. Browser-free,
 * so it runs in the desktop project only.
 */
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { startServer } from "../../scripts/serve-dist.mjs";
import { expect, test } from "./fixtures";
import { INDEXABLE_PAGES, PAGE_TITLES, ROUTES } from "./texts";

const noRedirects = { maxRedirects: 0 } as const;

test("known routes answer 200 with their own page and no-cache", async ({ request }) => {
  for (const id of INDEXABLE_PAGES) {
    const response = await request.get(ROUTES[id], noRedirects);
    expect(response.status(), ROUTES[id]).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expect(await response.text()).toContain(
      `<title>${PAGE_TITLES[id].replace(/&/g, "&amp;")}</title>`,
    );
  }
});

test("canonical URLs: trailing slashes and index(.html) redirect, keeping the query", async ({
  request,
  baseURL,
}) => {
  const cases = [
    { from: "/faq/", to: "/faq" },
    { from: "/faq/?ref=nav", to: "/faq?ref=nav" },
    { from: "/index.html", to: "/" },
    { from: "/faq/index.html", to: "/faq" },
    { from: "/faq/index", to: "/faq" },
    { from: "/index", to: "/" },
    { from: "/charlie-the-steak/index.html?x=1", to: "/charlie-the-steak?x=1" },
    // Runs of slashes are one slash, as on nginx.
    { from: "//faq", to: "/faq" },
    { from: "///contact?a=1", to: "/contact?a=1" },
    { from: "/faq//", to: "/faq" },
    { from: "/privacy//", to: "/privacy" },
    { from: "//", to: "/" },
  ];
  for (const { from, to } of cases) {
    // Joined by hand: URL resolution would read "//faq" as a host name.
    const response = await request.get(`${new URL(baseURL!).origin}${from}`, noRedirects);
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test("anything else is the 404 page with status 404", async ({ request, baseURL }) => {
  const notFound = await (await request.get("/no-such-page")).text();
  expect(notFound).toContain(`<title>${PAGE_TITLES.notFound}</title>`);
  const paths = [
    "/no-such-page",
    "/a/b/c/d",
    "/FAQ",
    "/Faq/",
    "/%E0%A4%A",
    "/%",
    `/${"x".repeat(5000)}`,
    "//nope",
    "/assets",
    "/assets/",
    "/assets/missing.js",
    "/_headers",
    "/_redirects",
    "/.vite/manifest.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc/passwd",
    "/faq/index.html/",
  ];
  for (const path of paths) {
    // Joined by hand: URL resolution would read "//faq" as a host name.
    const response = await request.get(`${new URL(baseURL!).origin}${path}`, noRedirects);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
    expect(await response.text(), path).toBe(notFound);
  }
});

test("the page's modules are cached for a year, as JavaScript", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // The stylesheet is inline; the boot script lists the modules it loads.
  const modules = /data-modules="([^"]+)"/.exec(html)?.[1].split(" ") ?? [];
  expect(modules.length).toBeGreaterThan(1);
  for (const path of modules) {
    expect(path).toMatch(/^\/assets\/[\w~-]+-[\w-]{8}\.js$/);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toMatch(/^text\/javascript/);
    expect(response.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
  }
});

test("only GET and HEAD are allowed", async ({ request }) => {
  const head = await request.head("/faq");
  expect(head.status()).toBe(200);
  expect(await head.text()).toBe("");
  for (const method of ["POST", "PUT", "DELETE"]) {
    const response = await request.fetch("/faq", { method, maxRedirects: 0 });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow).toBe("GET, HEAD");
  }
});

test.describe("startServer() with a _headers file", () => {
  let dir: string;
  let server: { url: string; close: () => Promise<void> };
  let api: APIRequestContext;

  test.beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "serve-dist-"));
    await mkdir(join(dir, "faq"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "index.html"), "<!doctype html><title>home</title>");
    await writeFile(join(dir, "faq", "index.html"), "<!doctype html><title>faq</title>");
    await writeFile(join(dir, "404.html"), "<!doctype html><title>missing</title>");
    await writeFile(join(dir, "assets", "app.js"), "export {};");
    await writeFile(join(dir, "site.webmanifest"), "{}");
    await writeFile(join(dir, "robots.txt"), "User-agent: *\n");
    await writeFile(
      join(dir, "_headers"),
      [
        "# every response",
        "/*",
        "  X-Frame-Options: DENY",
        "  Content-Security-Policy: default-src 'self'; frame-src https:",
        "  X-Test: all",
        "/assets/*",
        "  X-Test: assets",
        "/faq",
        "  ! X-Frame-Options",
        "",
      ].join("\n"),
    );
    server = await startServer({ dir, port: 0 });
    api = await playwrightRequest.newContext({ baseURL: server.url });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  test("applies matching rules to pages, assets, 404s and redirects", async () => {
    const home = await api.get("/");
    expect(home.headers()["x-frame-options"]).toBe("DENY");
    expect(home.headers()["content-security-policy"]).toBe("default-src 'self'; frame-src https:");
    expect(home.headers()["x-test"]).toBe("all");

    const asset = await api.get("/assets/app.js");
    expect(asset.headers()["x-test"]).toBe("all, assets");
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    const missing = await api.get("/nowhere", noRedirects);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("<title>missing</title>");
    expect(missing.headers()["content-security-policy"]).toBeTruthy();

    const redirect = await api.get("/faq/", noRedirects);
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()["x-frame-options"]).toBe("DENY");

    const faq = await api.get("/faq");
    expect(faq.headers()["x-frame-options"]).toBeUndefined();
    expect(faq.headers()["x-test"]).toBe("all");
  });

  test("never serves the _headers file and types other files", async () => {
    expect((await api.get("/_headers")).status()).toBe(404);
    expect((await api.get("/site.webmanifest")).headers()["content-type"]).toMatch(
      /^application\/manifest\+json/,
    );
    expect((await api.get("/robots.txt")).headers()["content-type"]).toMatch(/^text\/plain/);
  });
});
