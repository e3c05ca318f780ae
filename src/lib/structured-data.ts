import { siteConfig } from "@/config/site";
import { GAME_NAMES } from "@/content/names";
import type { FaqEntry, LayoutWords } from "@/content/types";
import { DEFAULT_LANGUAGE, type Language } from "@/features/languages/languages";
import { languageRoot, pagePath, type IndexablePageId, type PageId } from "@/lib/routes";

/**
 * What crawlers and link previews read about the site: share images, brand colours and the
 * schema.org graph of each page. Everything is derived from the site config, the route table
 * and the words of the page's language, so it cannot drift from what the pages show.
 */

/** The manifest's background (an installed app's splash screen): the light theme's page. */
export const BACKGROUND_COLOR = "#ffffff";

/** Open Graph / Twitter images' size. Regenerate them with `node scripts/make-images.mjs`. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type GameId = keyof typeof GAME_NAMES;

/**
 * Each game's share image, drawn in every language into its content folder
 * (src/content/<folder>/og-*.png, by scripts/make-images.mjs) and published in the language's
 * own folder: /es/og-tidy-time.png, English's at the root. Its description is in each language's
 * words.
 */
export const SHARE_IMAGE_FILES: Record<GameId, string> = {
  tidyTime: "og-tidy-time.png",
  charlie: "og-charlie-the-steak.png",
};

/** A game's share image in a language: "/es/og-tidy-time.png". */
export function shareImagePath(game: GameId, language: Language): string {
  return `${languageRoot(language)}/${SHARE_IMAGE_FILES[game]}`;
}

/** The game each page presents; pages about the site as a whole share Tidy Time's card. */
export function pageGame(page: PageId): GameId {
  return page === "charlie" ? "charlie" : "tidyTime";
}

export function absoluteUrl(path: string): string {
  return `${siteConfig.origin}${path}`;
}

/** A page's one public URL in a language. The not-found page has none: it answers any unknown address. */
export function canonicalUrl(page: IndexablePageId, language: Language = DEFAULT_LANGUAGE): string {
  return absoluteUrl(pagePath(page, language));
}

type JsonLdNode = Record<string, unknown>;

/** The publisher is one, whatever the language: its id is the site's root. */
const organizationId = `${absoluteUrl("/")}#organization`;

function organization(): JsonLdNode {
  return {
    "@type": "Organization",
    "@id": organizationId,
    name: siteConfig.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    email: siteConfig.contact.email,
  };
}

/** The site in one language: its home page, and the language its pages are written in. */
function website(language: Language): JsonLdNode {
  const url = canonicalUrl("home", language);
  return {
    "@type": "WebSite",
    "@id": `${url}#website`,
    name: siteConfig.name,
    url,
    inLanguage: language,
    publisher: { "@id": organizationId },
  };
}

/** Both games are free and play in the browser; only Tidy Time is the site's own. */
function videoGame(game: GameId, page: "home" | "charlie", description: string, graph: GraphInput) {
  const { language, layout } = graph;
  return {
    "@type": "VideoGame",
    name: GAME_NAMES[game],
    url: canonicalUrl(page, language),
    description,
    inLanguage: language,
    image: absoluteUrl(shareImagePath(game, language)),
    genre: layout.gameFacts.genres[game],
    gamePlatform: layout.gameFacts.platform,
    applicationCategory: "GameApplication",
    operatingSystem: "Any",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
    ...(game === "tidyTime" && { publisher: { "@id": organizationId } }),
  };
}

export function faqPage(entries: readonly FaqEntry[], language: Language): JsonLdNode {
  return {
    "@type": "FAQPage",
    inLanguage: language,
    mainEntity: entries.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

export interface GraphInput {
  page: PageId;
  language: Language;
  layout: LayoutWords;
  /** The page's description, which a game page's VideoGame node repeats. */
  description: string;
  /** The FAQ the page shows (pass the same entries it renders). */
  faq?: readonly FaqEntry[];
}

/**
 * The page's structured data as one graph, in the page's language, or none: the site and its
 * publisher on the home page (where search engines look for them, and where every other page's
 * first round trip has no bytes to spare), the game a landing page presents, and the FAQ the
 * page shows.
 */
export function pageGraph(input: GraphInput): JsonLdNode | undefined {
  const { page, language, description, faq } = input;
  const nodes: JsonLdNode[] = [];
  if (page === "home") nodes.push(website(language), organization());
  if (page === "home") nodes.push(videoGame("tidyTime", "home", description, input));
  if (page === "charlie") nodes.push(videoGame("charlie", "charlie", description, input));
  if (faq?.length) nodes.push(faqPage(faq, language));
  return nodes.length ? { "@context": "https://schema.org", "@graph": nodes } : undefined;
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
