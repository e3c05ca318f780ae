/**
 * Every page in every language as crawlers and link previews read it: its language and
 * direction, its own title and description, a canonical URL naming itself, the same page in
 * every language (reciprocal hreflang, English as x-default), share tags and JSON-LD in it.
 */
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import { LANGUAGES, LANGUAGE_INFO, type Language } from "@/features/languages/languages";
import {
  INDEXABLE_PAGE_IDS,
  PAGE_IDS,
  languageRoot,
  pageKey,
  pagePath,
  type PageRoute,
} from "@/lib/routes";
import { SHARE_IMAGE_FILES } from "@/lib/structured-data";
import { PAGE_ROUTES } from "@/server/build-pages";
import { wordsIn } from "../../words";
import { RENDER_TIMEOUT_MS, buildAllDocuments, metaContent, metaTags } from "./built-pages";

let docs: Map<string, Document>;
beforeAll(async () => {
  docs = await buildAllDocuments();
}, RENDER_TIMEOUT_MS);

const doc = (route: PageRoute) => docs.get(pageKey(route))!;
const url = (route: PageRoute) =>
  route.page === "notFound"
    ? undefined
    : `${siteConfig.origin}${pagePath(route.page, route.language)}`;
const indexable = PAGE_ROUTES.filter((route) => route.page !== "notFound");

/** A page's hreflang alternates, as `hreflang href` pairs. */
const alternates = (page: Document) =>
  [...page.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
    (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
  );

describe.each(LANGUAGES)("pages in %s", (language: Language) => {
  const words = wordsIn(language);

  it.each(PAGE_IDS)("%s is marked with its language and direction", (page) => {
    const html = doc({ language, page }).documentElement;
    expect(html.getAttribute("lang")).toBe(language);
    expect(html.getAttribute("dir")).toBe(LANGUAGE_INFO[language].dir);
  });

  it.each(PAGE_IDS)("%s has its own title and description in its language", (page) => {
    const { meta } = words[page];
    const head = doc({ language, page }).head;
    expect(head.querySelector("title")!.textContent).toBe(meta.title);
    expect(metaContent(doc({ language, page }), "description")).toBe(meta.description);
    expect(metaContent(doc({ language, page }), "og:title")).toBe(meta.title);
  });

  it.each(PAGE_IDS)("%s says its locale for link previews, and no other", (page) => {
    const page_ = doc({ language, page });
    expect(metaContent(page_, "og:locale")).toBe(LANGUAGE_INFO[language].ogLocale);
    // The other languages are other URLs (hreflang), not other locales of this one.
    expect(metaTags(page_, "og:locale:alternate")).toEqual([]);
  });

  it.each(PAGE_IDS)("%s shares its game's card in its own language, described in it", (page) => {
    const game = page === "charlie" ? "charlie" : "tidyTime";
    const file = SHARE_IMAGE_FILES[game];
    const image = `${siteConfig.origin}${languageRoot(language)}/${file}`;
    const page_ = doc({ language, page });
    expect(metaContent(page_, "og:image")).toBe(image);
    expect(metaContent(page_, "twitter:image:alt")).toBe(words.layout.shareImageAlt[game]);
    expect(metaContent(page_, "og:image:alt")).toBe(words.layout.shareImageAlt[game]);
    // The build publishes it there from the language's content folder (vite.config.ts).
    expect(existsSync(`src/content/${LANGUAGE_INFO[language].folder}/${file}`)).toBe(true);
  });

  it.each(PAGE_IDS)(
    "%s carries no suggestion of another language: only the browser knows",
    (page) => {
      expect(doc({ language, page }).querySelector("[data-language-suggestion]")).toBeNull();
    },
  );

  it.each(INDEXABLE_PAGE_IDS)("%s names itself as canonical", (page) => {
    const canonical = doc({ language, page }).querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0].getAttribute("href")).toBe(url({ language, page }));
  });

  it.each(["home", "charlie", "faq"] as const)("%s publishes JSON-LD in its language", (page) => {
    const script = doc({ language, page }).querySelector('script[type="application/ld+json"]')!;
    const graph = JSON.parse(script.textContent!)["@graph"] as Record<string, unknown>[];
    if (page === "home") {
      const website = graph.find((node) => node["@type"] === "WebSite")!;
      expect(website.inLanguage).toBe(language);
      expect(website.url).toBe(url({ language, page: "home" }));
    }
    for (const node of graph.filter(
      (n) => n["@type"] === "VideoGame" || n["@type"] === "FAQPage",
    )) {
      expect(node.inLanguage).toBe(language);
    }
  });

  it("never lists alternates on the not-found page, which no one should index", () => {
    const page = doc({ language, page: "notFound" });
    expect(alternates(page)).toEqual([]);
    expect(metaContent(page, "robots")).toBe("noindex");
  });
});

describe("the languages of each page (hreflang)", () => {
  it.each(indexable)("$language $page names all six and x-default, itself among them", (route) => {
    const expected = [
      ...LANGUAGES.map((language) => `${language} ${url({ ...route, language })}`),
      `x-default ${url({ ...route, language: "en" })}`,
    ];
    expect(alternates(doc(route))).toEqual(expected);
  });

  it("are reciprocal: every page an alternate names lists the same set back", () => {
    for (const route of indexable) {
      const set = alternates(doc(route));
      for (const other of indexable.filter((r) => r.page === route.page)) {
        expect(alternates(doc(other)), `${pageKey(other)} answers ${pageKey(route)}`).toEqual(set);
      }
    }
  });
});
