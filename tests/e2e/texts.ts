/**
 * What the suite expects to read on the site.
 * - Every language's words come from the modules the site renders them from (src/content/<folder>/,
 *   one per part): `WORDS.es.contact.sent.title`. Loaded without Vite, the site config they
 *   read takes the process's VITE_* variables, as the build did (src/config/site.ts).
 * - Numbers and routes are imported from the modules the site uses.
 * - Wording the spec fixes (spec.md §2 and §4: the toast, "Sending...", the not-found page, the
 *   button names, "Loading game") is pinned below in English, so changing it in the site fails
 *   the suite; tests/unit/spec-values.test.ts pins the imported numbers to the spec's table.
 */
import { PART_FILES } from "../../src/content/parts";
import { wordsIn } from "../../src/content/tools";
import type { Words } from "../../src/content/words";
import {
  ADVANCED_GUIDE_ITEM_COUNT,
  CONTACT_SEND_DELAY_MS,
  FAQ_PAGE_COUNT,
  GAME_FRAME_ASPECT,
  GAME_OVERLAY_TIMEOUT_MS,
  GAME_SLOW_AFTER_OVERLAY_MS,
  HOME_FAQ_COUNT,
  IDLE_WAIT_MAX_MS,
  LANGUAGE_NOTICE_STORAGE_KEY,
  SECTION_IDS,
} from "../../src/lib/constants";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_INFO,
  type Language,
} from "../../src/features/languages/languages";
import {
  INDEXABLE_PAGE_IDS,
  ROUTES,
  languageRoot,
  pagePath,
  type IndexablePageId,
  type PageId,
} from "../../src/lib/routes";
import { siteConfig } from "../../src/config/site";

export {
  DEFAULT_LANGUAGE,
  ADVANCED_GUIDE_ITEM_COUNT,
  CONTACT_SEND_DELAY_MS,
  FAQ_PAGE_COUNT,
  GAME_FRAME_ASPECT,
  GAME_OVERLAY_TIMEOUT_MS,
  GAME_SLOW_AFTER_OVERLAY_MS,
  HOME_FAQ_COUNT,
  IDLE_WAIT_MAX_MS,
  LANGUAGES,
  LANGUAGE_INFO,
  LANGUAGE_NOTICE_STORAGE_KEY,
  ROUTES,
  SECTION_IDS,
  pagePath,
};
export type { IndexablePageId, Language, PageId, Words };

async function loadWords(language: Language): Promise<Words> {
  const { folder } = LANGUAGE_INFO[language];
  const parts = await Promise.all(
    Object.entries(PART_FILES).map(async ([part, file]) => {
      const module = (await import(`../../src/content/${folder}/${file}.ts`)) as Record<
        string,
        unknown
      >;
      if (!module[part]) throw new Error(`src/content/${folder}/${file}.ts exports no ${part}`);
      return [part, wordsIn(module[part], language)] as const;
    }),
  );
  return Object.fromEntries(parts) as unknown as Words;
}

/** Every language's words, every part, as the site renders them. */
export const WORDS = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await loadWords(language)])),
) as Record<Language, Words>;

const en = WORDS.en;

/** Each page's h1 in a language; the not-found page's is its heading. */
export function pageHeading(language: Language, page: PageId): string {
  const words = WORDS[language];
  switch (page) {
    case "home":
      return words.home.hero.title;
    case "charlie":
      return words.charlie.hero.title;
    case "notFound":
      return words.notFound.heading;
    default:
      return words[page].title;
  }
}

/** Each page's <title> in a language. */
export const pageTitle = (language: Language, page: PageId): string =>
  WORDS[language][page].meta.title;

/** The game frames' own words (src/content/en/layout.ts `game`). */
export const gameViewText = en.game;

/** spec.md §4: the toast after a simulated send. */
export const messageSentToast = {
  title: "Message Sent!",
  description: "Thank you for contacting us. We'll respond to your message soon.",
} as const;

/** The form's labels from src/content/en/contact.ts; the sending state's wording from spec.md §4. */
export const contactFormText = { ...en.contact.form, sending: "Sending..." } as const;

/** spec.md §2 "Not-found". */
export const notFoundText = {
  ...en.notFound,
  code: "404",
  heading: "Oops! This page needs tidying",
  returnHome: "Return Home",
  reportIssue: "Report Issue",
} as const;

/** Menu and skip-link labels from src/content/en/layout.ts; button names and the overlay from the spec. */
export const labels = {
  skipToContent: en.layout.skipToContent,
  openMenu: en.layout.openMenu,
  closeMenu: en.layout.closeMenu,
  playNow: "Play Now",
  learnMore: "Learn More",
  playFreeNow: "Play Free Now",
  contactSupport: "Contact Support",
  contactUs: "Contact Us",
  loadingGame: "Loading game",
} as const;

/** The header's theme control (src/content/en/layout.ts `theme`). */
export const themeText = en.layout.theme;

/** The build's site name (VITE_SITE_NAME's default). */
export const SITE_NAME = siteConfig.name;

/** Where canonical URLs point (VITE_SITE_ORIGIN's default). */
export const SITE_ORIGIN = siteConfig.origin;

/** The Share button's words from src/content/en/layout.ts; its button and toast as issue 21 words them. */
export const shareText = { ...en.game.share, share: "Share", linkCopied: "Link copied" } as const;

/** What each game page shares besides its URL: each page's words' `share`. */
export const SHARE_MESSAGES = { home: en.home.share, charlie: en.charlie.share } as const;

/** Each page's <title> in English. */
export const PAGE_TITLES = Object.fromEntries(
  [...INDEXABLE_PAGE_IDS, "notFound" as const].map((id) => [id, pageTitle("en", id)]),
) as Record<PageId, string>;

/** Each page's h1 in English. */
export const PAGE_HEADINGS = Object.fromEntries(
  INDEXABLE_PAGE_IDS.map((id) => [id, pageHeading("en", id)]),
) as Record<IndexablePageId, string>;

/** The home hero's subtitle (worded by the spec). */
export const HOME_SUBTITLE = "Free Online Cleaning Game";

/** The game frames' URLs, from the site config. */
export const GAME_URLS = siteConfig.games;
/** Which games say when they are ready (the site's own), from the site config. */
export const GAME_SIGNALS = siteConfig.gameSignals;

/** The header's links, in order (src/components/layout/site-header.tsx). */
export const HEADER_NAV: { label: string; page: IndexablePageId }[] = (
  ["home", "charlie", "faq", "privacy"] as const
).map((page) => ({ label: en.layout.nav[page], page }));

const { quickLinkLabels, legalLinkLabels } = en.layout.footer;

/** The footer's quick links, in order (src/components/layout/site-footer.tsx). */
export const FOOTER_QUICK_LINKS: { label: string; page: IndexablePageId }[] = (
  ["home", "faq", "privacy", "contact"] as const
).map((page) => ({ label: quickLinkLabels[page], page }));

/** The footer's legal links: the targets the spec gives. */
export const FOOTER_LEGAL_LINKS: { label: string; page: IndexablePageId }[] = [
  { label: legalLinkLabels.privacy, page: "privacy" },
  { label: legalLinkLabels.terms, page: "faq" },
  { label: legalLinkLabels.cookies, page: "contact" },
];

/** Footer navigation landmarks' names. */
export const FOOTER_NAV_NAMES = {
  quick: en.layout.footer.quickLinks,
  legal: en.layout.footer.legal,
} as const;

export { SOCIAL_NETWORKS } from "../../src/content/names";

/** Home guide accordion titles (worded by the spec). */
export const ADVANCED_GUIDE_TITLES = [
  "Advanced Cleaning Strategies",
  "Level-Specific Tips",
  "Scoring & Achievements",
] as const;

/** Every indexable page, home first. */
export const INDEXABLE_PAGES = INDEXABLE_PAGE_IDS;

/** Paths no route matches: one level and nested. */
export const UNKNOWN_PATHS = ["/no-such-page", "/games/deeply/nested/unknown"] as const;

/** Every page as a first visit reaches it: the indexable ones, then an unknown path. */
export const ALL_PAGES: { id: PageId; path: string; status: number }[] = [
  ...INDEXABLE_PAGES.map((id) => ({ id, path: ROUTES[id], status: 200 })),
  { id: "notFound", path: UNKNOWN_PATHS[0], status: 404 },
];

/** An unknown path in a language's folder: that language's not-found page. */
export function unknownPath(language: Language): string {
  return `${languageRoot(language)}${UNKNOWN_PATHS[0]}`;
}

/** Every page of a language as a first visit reaches it, the not-found page last. */
export function pagesIn(
  language: Language,
): { language: Language; id: PageId; path: string; status: number }[] {
  return [
    ...INDEXABLE_PAGES.map((id) => ({ language, id, path: pagePath(id, language), status: 200 })),
    { language, id: "notFound", path: unknownPath(language), status: 404 },
  ];
}
