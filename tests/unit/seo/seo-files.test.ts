import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { siteConfig } from "@/config/site";
import { LANGUAGES, LANGUAGE_INFO } from "@/features/languages/languages";
import { INDEXABLE_PAGE_IDS, ROUTES, pagePath } from "@/lib/routes";
import { BACKGROUND_COLOR, SHARE_IMAGE_FILES, SHARE_IMAGE_SIZE } from "@/lib/structured-data";
import { THEME_COLORS } from "@/lib/theme";
import { pageUrl } from "@/server/build-pages";
import { buildSeoFiles, manifestIcons } from "@/server/seo-files";
import { wordsIn } from "../../words";
import { RENDER_TIMEOUT_MS, buildAllDocuments, parseHtml, pngSize, template } from "./built-pages";

const files = new Map(buildSeoFiles().map((file) => [file.path, file.contents]));
const file = (path: string) => {
  const contents = files.get(path);
  if (contents === undefined) throw new Error(`buildSeoFiles() wrote no ${path}`);
  return contents;
};
const sitemapLocs = (xml: string) =>
  [...new DOMParser().parseFromString(xml, "application/xml").querySelectorAll("url > loc")].map(
    (loc) => loc.textContent,
  );

const XHTML = "http://www.w3.org/1999/xhtml";

let allDocs: Map<string, Document>;
beforeAll(async () => {
  allDocs = await buildAllDocuments();
}, RENDER_TIMEOUT_MS);

describe("sitemap.xml", () => {
  it("is well-formed XML in the sitemap namespace", () => {
    const xml = new DOMParser().parseFromString(file("sitemap.xml"), "application/xml");
    expect(xml.querySelector("parsererror")).toBeNull();
    expect(xml.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  });

  it(`lists the ${INDEXABLE_PAGE_IDS.length} indexable pages in each of the ${LANGUAGES.length} languages, on the configured origin`, () => {
    const locs = sitemapLocs(file("sitemap.xml"));
    expect(locs).toHaveLength(INDEXABLE_PAGE_IDS.length * LANGUAGES.length);
    const expected = LANGUAGES.flatMap((language) =>
      INDEXABLE_PAGE_IDS.map((id) => `${siteConfig.origin}${pagePath(id, language)}`),
    );
    expect(locs).toEqual(expected);
  });

  it("lists exactly the pages' canonical URLs, each with the same alternates as the page", () => {
    const xml = new DOMParser().parseFromString(file("sitemap.xml"), "application/xml");
    for (const url of xml.querySelectorAll("url")) {
      const loc = url.querySelector("loc")!.textContent!;
      const page = [...allDocs.values()].find(
        (doc) => doc.querySelector('link[rel="canonical"]')?.getAttribute("href") === loc,
      );
      expect(page, loc).toBeDefined();
      const alternates = (links: Iterable<Element>) =>
        [...links].map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`);
      expect(alternates(url.getElementsByTagNameNS(XHTML, "link")), loc).toEqual(
        alternates(page!.querySelectorAll('link[rel="alternate"][hreflang]')),
      );
    }
  });

  it("never lists the not-found page", () => {
    const locs = sitemapLocs(file("sitemap.xml"));
    expect(
      locs.some(
        (loc) =>
          loc!.includes(pageUrl({ language: "en", page: "notFound" })) || loc!.includes("404"),
      ),
    ).toBe(false);
  });
});

describe("robots.txt", () => {
  it("allows every crawler everywhere", () => {
    const robots = file("robots.txt");
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: *\/\S*$/m);
  });

  it("points to the sitemap by its absolute URL", () => {
    const line = file("robots.txt").match(/^Sitemap: (.+)$/m);
    expect(line?.[1]).toBe(`${siteConfig.origin}/sitemap.xml`);
    expect(files.has(new URL(line![1]).pathname.slice(1))).toBe(true);
  });
});

describe("manifest.webmanifest", () => {
  const manifest = () => JSON.parse(file("manifest.webmanifest")) as Record<string, unknown>;

  it("names the site and opens at the home page", () => {
    expect(manifest()).toMatchObject({
      name: siteConfig.name,
      short_name: siteConfig.name,
      start_url: ROUTES.home,
      display: "standalone",
      theme_color: THEME_COLORS.light,
      background_color: BACKGROUND_COLOR,
    });
  });

  it("names and describes the app in every language, with one id and start page", () => {
    const others = LANGUAGES.filter((language) => language !== "en");
    const { name_localized, short_name_localized, description_localized, ...rest } =
      manifest() as Record<string, Record<string, string | { value: string; dir: string }>>;
    expect(rest).toMatchObject({ id: ROUTES.home, start_url: ROUTES.home, lang: "en" });
    expect(rest.description).toBe(wordsIn("en").home.meta.description);
    for (const member of [name_localized, short_name_localized, description_localized]) {
      expect(Object.keys(member).sort()).toEqual([...others].sort());
    }
    for (const language of others) {
      const text = (value: string) =>
        LANGUAGE_INFO[language].dir === "rtl" ? { value, dir: "rtl" } : value;
      expect(name_localized[language]).toEqual(text(siteConfig.name));
      expect(short_name_localized[language]).toEqual(text(siteConfig.name));
      expect(description_localized[language]).toEqual(
        text(wordsIn(language).home.meta.description),
      );
    }
  });

  it("lists an SVG icon, PNGs of 192 and 512 pixels and a maskable icon", () => {
    const icons = manifest().icons as {
      src: string;
      sizes: string;
      type: string;
      purpose?: string;
    }[];
    expect(icons).toEqual(manifestIcons);
    expect(icons.some((icon) => icon.type === "image/svg+xml")).toBe(true);
    for (const size of ["192x192", "512x512"]) {
      expect(icons.some((i) => i.type === "image/png" && i.sizes === size && !i.purpose)).toBe(
        true,
      );
    }
    expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });

  it.each(manifestIcons)("$src exists in public/ at its stated size", ({ src, sizes, type }) => {
    const path = resolve("public", src.slice(1));
    expect(existsSync(path)).toBe(true);
    if (type !== "image/png") return;
    const [width, height] = sizes.split("x").map(Number);
    expect(pngSize(path)).toEqual({ width, height });
  });
});

describe("images and links in public/", () => {
  // Each language's cards are in its content folder (scripts/make-images.mjs).
  const cards = LANGUAGES.flatMap((language) =>
    Object.values(SHARE_IMAGE_FILES).map(
      (file) => `src/content/${LANGUAGE_INFO[language].folder}/${file}`,
    ),
  );
  it.each(cards)("share image %s is 1200×630 and under 100 KB", (file) => {
    expect(pngSize(resolve(file))).toEqual(SHARE_IMAGE_SIZE);
    expect(statSync(file).size).toBeLessThan(100 * 1024);
  });

  it("has a 180×180 apple-touch-icon", () => {
    expect(pngSize(resolve("public/apple-touch-icon.png"))).toEqual({ width: 180, height: 180 });
  });

  it("links the favicon, touch icon and manifest from the template, all to files that exist", () => {
    const head = parseHtml(template).head;
    const hrefs = (selector: string) =>
      [...head.querySelectorAll(selector)].map((link) => link.getAttribute("href")!);
    expect(hrefs('link[rel="icon"][type="image/svg+xml"]')).toEqual(["/favicon.svg"]);
    expect(hrefs('link[rel="icon"][type="image/png"]')).toHaveLength(1);
    expect(hrefs('link[rel="apple-touch-icon"]')).toEqual(["/apple-touch-icon.png"]);
    expect(hrefs('link[rel="manifest"]')).toEqual(["/manifest.webmanifest"]);
    for (const href of hrefs('link[rel="icon"], link[rel="apple-touch-icon"]')) {
      expect(existsSync(resolve("public", href.slice(1))), href).toBe(true);
    }
    expect(files.has("manifest.webmanifest")).toBe(true);
  });

  it("leaves the title and description to the pages", () => {
    const head = parseHtml(template).head;
    expect(head.querySelector("title")).toBeNull();
    expect(head.querySelector('meta[name="description"]')).toBeNull();
  });

  it("never writes the crawler files into public/, where they would shadow the generated ones", () => {
    for (const path of files.keys()) expect(existsSync(resolve("public", path))).toBe(false);
  });
});

describe("when the operator changes the origin", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it(
    "the sitemap and robots.txt follow it",
    async () => {
      vi.stubEnv("VITE_SITE_ORIGIN", "https://play.example.org/");
      vi.resetModules();
      const { buildSeoFiles: build } = await import("@/server/seo-files");
      const rebuilt = new Map(build().map((f) => [f.path, f.contents]));
      const locs = sitemapLocs(rebuilt.get("sitemap.xml")!);
      expect(locs).toContain("https://play.example.org/");
      expect(locs.every((loc) => loc!.startsWith("https://play.example.org/"))).toBe(true);
      expect(rebuilt.get("robots.txt")).toContain("Sitemap: https://play.example.org/sitemap.xml");
    },
    RENDER_TIMEOUT_MS,
  );
});
