/**
 * What the suite expects to read on the site.
 * - Numbers, routes, and wording the spec leaves open (menu labels, form labels) are imported
 *   from the modules the site renders them from.
 * - Wording the spec fixes (spec.md §2 and §4: the toast, "Sending...", the not-found page, the
 *   button names, "Loading game") is pinned below, so changing it in the site fails the suite.
 *   tests/unit/spec-values.test.ts pins the imported numbers to the spec's table.
 * - Modules that read the build-time site config (`import.meta.env`, which Playwright's loader
 *   does not provide) cannot be imported, so their few short texts are repeated below with
 *   their source named.
 */
import {
  gameViewText,
  labels as siteLabels,
  notFoundText as siteNotFoundText,
} from "../../src/content/common";
import { contactFormText as siteContactFormText } from "../../src/content/contact";
import { shareText as siteShareText } from "../../src/content/share";
import {
  ADVANCED_GUIDE_ITEM_COUNT,
  CONTACT_SEND_DELAY_MS,
  FAQ_PAGE_COUNT,
  GAME_FRAME_ASPECT,
  GAME_OVERLAY_TIMEOUT_MS,
  HOME_FAQ_COUNT,
  SECTION_IDS,
} from "../../src/lib/constants";
import {
  INDEXABLE_PAGE_IDS,
  ROUTES,
  type IndexablePageId,
  type PageId,
} from "../../src/lib/routes";

export {
  gameViewText,
  ADVANCED_GUIDE_ITEM_COUNT,
  CONTACT_SEND_DELAY_MS,
  FAQ_PAGE_COUNT,
  GAME_FRAME_ASPECT,
  GAME_OVERLAY_TIMEOUT_MS,
  HOME_FAQ_COUNT,
  ROUTES,
  SECTION_IDS,
};

/** spec.md §4: the toast after a simulated send. */
export const messageSentToast = {
  title: "Message Sent!",
  description: "Thank you for contacting us. We'll respond to your message soon.",
} as const;

/** Form labels from src/content/contact.ts; the sending state's wording from spec.md §4. */
export const contactFormText = { ...siteContactFormText, sending: "Sending..." } as const;

/** spec.md §2 "Not-found". */
export const notFoundText = {
  ...siteNotFoundText,
  code: "404",
  heading: "Oops! This page needs tidying",
  returnHome: "Return Home",
  reportIssue: "Report Issue",
} as const;

/** Menu and skip-link labels from src/content/common.ts; button names and the overlay from the spec. */
export const labels = {
  ...siteLabels,
  playNow: "Play Now",
  learnMore: "Learn More",
  playFreeNow: "Play Free Now",
  contactSupport: "Contact Support",
  contactUs: "Contact Us",
  loadingGame: "Loading game",
} as const;
export type { IndexablePageId, PageId };

/** src/config/site.ts default (VITE_SITE_NAME). */
export const SITE_NAME = "Tidy Time";

/** src/config/site.ts default (VITE_SITE_ORIGIN): where canonical URLs point. */
export const SITE_ORIGIN = "https://tidytime.example";

/** The Share button's words from src/content/share.ts; its button and toast as issue 21 words them. */
export const shareText = { ...siteShareText, share: "Share", linkCopied: "Link copied" } as const;

/** What each game page shares besides its URL: src/content/home.ts `homeShare`, charlie.ts `charlieShare`. */
export const SHARE_MESSAGES = {
  home: {
    title: SITE_NAME,
    text: `Play ${SITE_NAME} free in your browser: tidy messy rooms, sort clutter and earn stars.`,
  },
  charlie: {
    title: "Charlie the Steak",
    text: "Play Charlie the Steak free in your browser. A sizzling platform adventure from the grill to the grand banquet.",
  },
} as const;

/** src/content/site.ts `pageMeta[…].title`. */
export const PAGE_TITLES: Record<PageId, string> = {
  home: `${SITE_NAME} - Free Online Cleaning Game`,
  charlie: `Charlie the Steak - Platformer Guide and Free Game | ${SITE_NAME}`,
  faq: `FAQ - ${SITE_NAME} Help and Answers`,
  privacy: `Privacy Policy | ${SITE_NAME}`,
  contact: `Contact Us | ${SITE_NAME}`,
  notFound: `Page Not Found | ${SITE_NAME}`,
};

/** Each page's h1 (src/content/home.ts, src/content/charlie.ts and the page components). */
export const PAGE_HEADINGS: Record<IndexablePageId, string> = {
  home: SITE_NAME,
  charlie: "Charlie the Steak",
  faq: "Frequently Asked Questions",
  privacy: "Privacy Policy",
  contact: "Contact Us",
};

/** src/content/home.ts `homeHero.subtitle` (worded by the spec). */
export const HOME_SUBTITLE = "Free Online Cleaning Game";

/** src/config/site.ts defaults (VITE_GAME_URL with VITE_GAME_KEY and VITE_GAME_VALUE, VITE_CHARLIE_GAME_URL). */
export const GAME_URLS = {
  tidyTime: "https://games.tidytime.example/play/?key=tidy-time&value=web",
  charlie: "https://www.gameflare.com/embed/charlie-the-steak/",
} as const;

/** src/content/site.ts `headerNav`. */
export const HEADER_NAV: { label: string; page: IndexablePageId }[] = [
  { label: "Home", page: "home" },
  { label: "Charlie the Steak", page: "charlie" },
  { label: "FAQ", page: "faq" },
  { label: "Privacy", page: "privacy" },
];

/** src/content/site.ts `footerQuickLinks`. */
export const FOOTER_QUICK_LINKS: { label: string; page: IndexablePageId }[] = [
  { label: "Home", page: "home" },
  { label: "FAQ", page: "faq" },
  { label: "Privacy Policy", page: "privacy" },
  { label: "Contact Us", page: "contact" },
];

/** src/content/site.ts `footerLegalLinks`: the targets the spec gives. */
export const FOOTER_LEGAL_LINKS: { label: string; page: IndexablePageId }[] = [
  { label: "Privacy Policy", page: "privacy" },
  { label: "Terms of Service", page: "faq" },
  { label: "Cookie Policy", page: "contact" },
];

/** Footer navigation landmarks' names (src/components/layout/site-footer.tsx). */
export const FOOTER_NAV_NAMES = { quick: "Quick Links", legal: "Legal" } as const;

/** src/content/site.ts `socialNetworks`. */
export const SOCIAL_NETWORKS = ["Facebook", "X", "Instagram", "YouTube"] as const;

/** Home guide accordion titles (src/content/home.ts `advancedGuide`, worded by the spec). */
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
