import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, pageMeta } from "@/content/site";
import type { FaqEntry } from "@/content/types";
import { ROUTES, type IndexablePageId, type PageId } from "@/lib/routes";

/**
 * What crawlers and link previews read about the site: share images, brand colours and the
 * schema.org graph of each page. Everything is derived from the site config, the route table
 * and the content modules, so it cannot drift from what the pages show.
 */

/** The manifest's background (an installed app's splash screen): the light theme's page. */
export const BACKGROUND_COLOR = "#ffffff";

/** Open Graph / Twitter images, in public/. Regenerate with `node scripts/make-images.mjs`. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type GameId = "tidyTime" | "charlie";

export interface ShareImage {
  path: string;
  alt: string;
}

export const shareImages: Record<GameId, ShareImage> = {
  tidyTime: {
    path: "/og-tidy-time.png",
    alt: `${siteConfig.name}: free online cleaning game`,
  },
  charlie: {
    path: "/og-charlie-the-steak.png",
    alt: `${CHARLIE_NAME}: free platformer and guide`,
  },
};

/** The game each page presents; pages about the site as a whole share Tidy Time's card. */
export function pageGame(page: PageId): GameId {
  return page === "charlie" ? "charlie" : "tidyTime";
}

export function absoluteUrl(path: string): string {
  return `${siteConfig.origin}${path}`;
}

/** A page's one public URL. The not-found page has none: it answers any unknown address. */
export function canonicalUrl(page: IndexablePageId): string {
  return absoluteUrl(ROUTES[page]);
}

type JsonLdNode = Record<string, unknown>;

const homeUrl = absoluteUrl(ROUTES.home);
const organizationId = `${homeUrl}#organization`;
const websiteId = `${homeUrl}#website`;

function organization(): JsonLdNode {
  return {
    "@type": "Organization",
    "@id": organizationId,
    name: siteConfig.name,
    url: homeUrl,
    logo: absoluteUrl("/icon-512.png"),
    email: siteConfig.contact.email,
  };
}

function website(): JsonLdNode {
  return {
    "@type": "WebSite",
    "@id": websiteId,
    name: siteConfig.name,
    url: homeUrl,
    inLanguage: "en",
    publisher: { "@id": organizationId },
  };
}

const GAMES: Record<GameId, { name: string; page: "home" | "charlie"; genre: string }> = {
  tidyTime: { name: siteConfig.name, page: "home", genre: "Cleaning and organizing" },
  charlie: { name: CHARLIE_NAME, page: "charlie", genre: "Platformer" },
};

/** Both games are free and play in the browser; only Tidy Time is the site's own. */
export function videoGame(game: GameId): JsonLdNode {
  const { name, page, genre } = GAMES[game];
  return {
    "@type": "VideoGame",
    name,
    url: absoluteUrl(ROUTES[page]),
    description: pageMeta[page].description,
    image: absoluteUrl(shareImages[game].path),
    genre,
    gamePlatform: "Web browser",
    applicationCategory: "GameApplication",
    operatingSystem: "Any",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
    ...(game === "tidyTime" && { publisher: { "@id": organizationId } }),
  };
}

export function faqPage(entries: readonly FaqEntry[]): JsonLdNode {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

/**
 * The page's structured data as one graph: the site and its publisher everywhere, the game a
 * landing page presents, and the FAQ the page shows (pass the same entries it renders).
 */
export function pageGraph(page: PageId, faq?: readonly FaqEntry[]): JsonLdNode {
  const nodes = [website(), organization()];
  if (page === "home") nodes.push(videoGame("tidyTime"));
  if (page === "charlie") nodes.push(videoGame("charlie"));
  if (faq?.length) nodes.push(faqPage(faq));
  return { "@context": "https://schema.org", "@graph": nodes };
}

/**
 * JSON for an inline <script>: `<`, `>` and `&` become \u escapes (still valid JSON), so no
 * content can end the script element or open a comment, and U+2028/2029 are escaped too.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
