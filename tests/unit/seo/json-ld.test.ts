import { beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import type { FaqEntry } from "@/content/types";
import { FAQ_PAGE_COUNT, HOME_FAQ_COUNT } from "@/lib/constants";
import { ROUTES, type PageId } from "@/lib/routes";
import { serializeJsonLd, shareImagePath } from "@/lib/structured-data";
import { RENDER_TIMEOUT_MS, buildDocuments } from "./built-pages";
import { en } from "../../words";

const charlieHero = en.charlie.hero;
const faqPageEntries = en.faq.entries;
const homeFaq = en.home.faq;

type JsonNode = Record<string, unknown> & { "@type": string };

let docs: Map<PageId, Document>;

beforeAll(async () => {
  docs = await buildDocuments();
}, RENDER_TIMEOUT_MS);

const blocks = (id: PageId) =>
  [...docs.get(id)!.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => script.textContent ?? "",
  );

/** Every node of every JSON-LD block on the page, parsed as a search engine would. */
function nodes(id: PageId): JsonNode[] {
  return blocks(id).flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data["@context"]).toBe("https://schema.org");
    return (data["@graph"] as JsonNode[] | undefined) ?? [data as JsonNode];
  });
}

const ofType = (id: PageId, type: string) => nodes(id).filter((node) => node["@type"] === type);

function only(id: PageId, type: string): JsonNode {
  const found = ofType(id, type);
  expect(found, `${type} nodes on ${id}`).toHaveLength(1);
  return found[0];
}

const homeUrl = `${siteConfig.origin}/`;

/** The questions and answers of a FAQPage node, in order. */
function faqEntries(node: JsonNode): FaqEntry[] {
  const questions = node.mainEntity as {
    "@type": string;
    name: string;
    acceptedAnswer: { "@type": string; text: string };
  }[];
  for (const question of questions) {
    expect(question["@type"]).toBe("Question");
    expect(question.acceptedAnswer["@type"]).toBe("Answer");
  }
  return questions.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }));
}

const WITH_JSON_LD = ["home", "charlie", "faq"] as const;

describe("JSON-LD", () => {
  it.each(WITH_JSON_LD)("%s has one block of valid JSON that cannot close its script", (id) => {
    const texts = blocks(id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).not.toContain("<");
    expect(() => JSON.parse(texts[0]) as unknown).not.toThrow();
  });

  // Search engines read the site's own entities on its home page; the other pages' first round
  // trip has no bytes to spare for them.
  it.each(["privacy", "contact", "notFound"] as const)("%s has none", (id) => {
    expect(blocks(id)).toHaveLength(0);
  });

  it.each(["charlie", "faq"] as const)("%s does not repeat the site's entities", (id) => {
    expect(ofType(id, "WebSite")).toHaveLength(0);
    expect(ofType(id, "Organization")).toHaveLength(0);
  });

  it("describes the site and its publisher from the config on the home page", () => {
    const id = "home";
    const website = only(id, "WebSite");
    const organization = only(id, "Organization");
    expect(website.name).toBe(siteConfig.name);
    expect(website.url).toBe(homeUrl);
    expect(organization.name).toBe(siteConfig.name);
    expect(organization.url).toBe(homeUrl);
    expect(organization.email).toBe(siteConfig.contact.email);
    expect(website.publisher).toEqual({ "@id": organization["@id"] });
  });
});

describe("VideoGame", () => {
  it("presents Tidy Time on the home page", () => {
    const game = only("home", "VideoGame");
    expect(game.name).toBe(siteConfig.name);
    expect(game.url).toBe(homeUrl);
    expect(game.image).toBe(`${siteConfig.origin}${shareImagePath("tidyTime", "en")}`);
    expect(game.isAccessibleForFree).toBe(true);
    expect(game.publisher).toEqual({ "@id": only("home", "Organization")["@id"] });
  });

  it("presents Charlie the Steak on its landing page", () => {
    const game = only("charlie", "VideoGame");
    expect(game.name).toBe(charlieHero.title);
    expect(game.url).toBe(`${siteConfig.origin}${ROUTES.charlie}`);
    expect(game.image).toBe(`${siteConfig.origin}${shareImagePath("charlie", "en")}`);
    // A third-party game: the site does not claim to publish it.
    expect(game.publisher).toBeUndefined();
  });

  it.each(["faq", "privacy", "contact", "notFound"] as const)("is not on %s", (id) => {
    expect(ofType(id, "VideoGame")).toHaveLength(0);
  });

  it("names the games as the pages' headings do", () => {
    expect(docs.get("home")!.querySelector("h1")?.textContent).toContain(siteConfig.name);
    expect(docs.get("charlie")!.querySelector("h1")?.textContent).toContain(charlieHero.title);
  });
});

describe("FAQPage", () => {
  it(`lists the home page's ${HOME_FAQ_COUNT} questions and answers in order`, () => {
    const entries = faqEntries(only("home", "FAQPage"));
    expect(entries).toHaveLength(HOME_FAQ_COUNT);
    expect(entries).toEqual(homeFaq.map(({ question, answer }) => ({ question, answer })));
  });

  it(`lists the FAQ page's ${FAQ_PAGE_COUNT} questions and answers in order`, () => {
    const entries = faqEntries(only("faq", "FAQPage"));
    expect(entries).toHaveLength(FAQ_PAGE_COUNT);
    expect(entries).toEqual(faqPageEntries.map(({ question, answer }) => ({ question, answer })));
  });

  it.each(["home", "faq"] as const)("matches the questions and answers visible on %s", (id) => {
    // What a visitor reads: the page's text without the JSON-LD itself.
    const root = docs.get(id)!.getElementById("root")!.cloneNode(true) as HTMLElement;
    for (const script of root.querySelectorAll("script")) script.remove();
    const text = root.textContent!;
    for (const { question, answer } of faqEntries(only(id, "FAQPage"))) {
      expect(text).toContain(question);
      expect(text).toContain(answer);
    }
  });

  it.each(["charlie", "privacy", "contact", "notFound"] as const)("is not on %s", (id) => {
    expect(ofType(id, "FAQPage")).toHaveLength(0);
  });
});

describe("serializeJsonLd", () => {
  it("escapes markup so content can never end the script element", () => {
    const nasty = { text: "</script><script>alert(1)</script><!-- & \u2028" };
    const json = serializeJsonLd(nasty);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(nasty);
  });
});
