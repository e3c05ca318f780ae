import { beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import { INDEXABLE_PAGE_IDS, PAGE_IDS, ROUTES, type PageId } from "@/lib/routes";
import { SHARE_IMAGE_SIZE, shareImagePath } from "@/lib/structured-data";
import { THEME_COLORS } from "@/lib/theme";
import { RENDER_TIMEOUT_MS, buildDocuments, metaContent, metaTags } from "./built-pages";
import { en } from "../../words";

const pageMeta = {
  home: en.home.meta,
  charlie: en.charlie.meta,
  faq: en.faq.meta,
  privacy: en.privacy.meta,
  contact: en.contact.meta,
  notFound: en.notFound.meta,
};

let docs: Map<PageId, Document>;
const doc = (id: PageId) => docs.get(id)!;

beforeAll(async () => {
  docs = await buildDocuments();
}, RENDER_TIMEOUT_MS);

/** The address a page is reached at: `/` for home, no trailing slash for the others. */
const expectedUrl = (id: Exclude<PageId, "notFound">) =>
  id === "home" ? `${siteConfig.origin}/` : `${siteConfig.origin}${ROUTES[id]}`;

const shareImageUrl = (id: PageId) =>
  `${siteConfig.origin}${shareImagePath(id === "charlie" ? "charlie" : "tidyTime", "en")}`;

describe("every page's <head>", () => {
  it.each(PAGE_IDS)("%s has one title and one description, both in <head>", (id) => {
    const page = doc(id);
    expect(page.querySelectorAll("title")).toHaveLength(1);
    expect(page.head.querySelector("title")?.textContent).toBe(pageMeta[id].title);
    expect(metaContent(page, "description")).toBe(pageMeta[id].description);
    // Nothing crawlers read from <head> is left in the body.
    expect(page.body.querySelectorAll("title, meta, link")).toHaveLength(0);
  });

  it.each(PAGE_IDS)("%s has a complete Open Graph and Twitter card", (id) => {
    const page = doc(id);
    const { title, description } = pageMeta[id];
    expect(metaContent(page, "og:title")).toBe(title);
    expect(metaContent(page, "og:description")).toBe(description);
    expect(metaContent(page, "og:site_name")).toBe(siteConfig.name);
    expect(metaContent(page, "og:type")).toBe("website");
    expect(metaContent(page, "og:image")).toBe(shareImageUrl(id));
    expect(metaContent(page, "og:image:width")).toBe(String(SHARE_IMAGE_SIZE.width));
    expect(metaContent(page, "og:image:height")).toBe(String(SHARE_IMAGE_SIZE.height));
    expect(metaContent(page, "og:image:alt")).not.toBe("");
    expect(metaContent(page, "twitter:card")).toBe("summary_large_image");
    // X reads the og: tags where its own are absent.
    expect(metaTags(page, "twitter:title")).toEqual([]);
    expect(metaTags(page, "twitter:description")).toEqual([]);
    expect(metaTags(page, "twitter:image")).toEqual([]);
    expect(metaContent(page, "twitter:image:alt")).toBe(metaContent(page, "og:image:alt"));
  });

  it.each(PAGE_IDS)("%s tints the browser's toolbar for each system theme", (id) => {
    const tags = metaTags(doc(id), "theme-color").map((tag) => ({
      media: tag.getAttribute("media"),
      content: tag.getAttribute("content"),
    }));
    expect(tags).toEqual([
      { media: "(prefers-color-scheme: light)", content: THEME_COLORS.light },
      { media: "(prefers-color-scheme: dark)", content: THEME_COLORS.dark },
    ]);
  });

  it.each(PAGE_IDS)("%s has each head tag exactly once (theme-color once per theme)", (id) => {
    const keys = [...doc(id).head.querySelectorAll("meta[name], meta[property]")].map((tag) => {
      const key = tag.getAttribute("name") ?? tag.getAttribute("property");
      return `${key} ${tag.getAttribute("media") ?? ""}`;
    });
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("indexable pages", () => {
  it.each(INDEXABLE_PAGE_IDS)("%s names its canonical URL on the configured origin", (id) => {
    const page = doc(id);
    const canonicals = page.querySelectorAll('link[rel="canonical"]');
    expect(canonicals).toHaveLength(1);
    expect(page.head.contains(canonicals[0])).toBe(true);
    const href = canonicals[0].getAttribute("href")!;
    expect(href).toBe(expectedUrl(id));
    expect(new URL(href).origin).toBe(siteConfig.origin);
    expect(metaContent(page, "og:url")).toBe(href);
  });

  it.each(INDEXABLE_PAGE_IDS)("%s may be indexed", (id) => {
    expect(metaTags(doc(id), "robots")).toHaveLength(0);
  });

  it("shares each game's own image", () => {
    expect(metaContent(doc("home"), "og:image")).toBe(`${siteConfig.origin}/og-tidy-time.png`);
    expect(metaContent(doc("charlie"), "og:image")).toBe(
      `${siteConfig.origin}/og-charlie-the-steak.png`,
    );
  });

  it("gives every page its own canonical URL", () => {
    const urls = INDEXABLE_PAGE_IDS.map((id) =>
      doc(id).querySelector('link[rel="canonical"]')!.getAttribute("href"),
    );
    expect(new Set(urls).size).toBe(INDEXABLE_PAGE_IDS.length);
  });
});

describe("the not-found page", () => {
  it("asks not to be indexed", () => {
    expect(metaContent(doc("notFound"), "robots")).toBe("noindex");
  });

  it("claims no URL: it answers every unknown address", () => {
    expect(doc("notFound").querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
    expect(metaTags(doc("notFound"), "og:url")).toHaveLength(0);
  });
});
