import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, PLATFORMER_LEVEL_COUNT, PLATFORMER_WORLD_COUNT } from "@/lib/constants";
import { responseWindowText } from "./common";
import { GAME_SECTION_HREF, ROUTES, type PageId } from "@/lib/routes";

export interface PageMeta {
  title: string;
  description: string;
}

const name = siteConfig.name;

/** The platformer's name, as the spec writes it (the site's own game is `siteConfig.name`). */
export const CHARLIE_NAME = "Charlie the Steak";

/** Tidy Time in one line: opens the home page's description and goes out with a shared link. */
export const tidyTimePitch = `Play ${name} free in your browser: tidy messy rooms, sort clutter and earn stars.`;

/** Each page's <title> and meta description. Titles are complete: no template is applied. */
export const pageMeta: Record<PageId, PageMeta> = {
  home: {
    title: `${name} - Free Online Cleaning Game`,
    description: `${tidyTimePitch} No download, no sign-up. Guides, tips and answers for players of all ages.`,
  },
  charlie: {
    title: `${CHARLIE_NAME} - Platformer Guide and Free Game | ${name}`,
    description: `Play ${CHARLIE_NAME} free in your browser and master it with our guide: controls, characters, all ${PLATFORMER_LEVEL_COUNT} levels across ${PLATFORMER_WORLD_COUNT} worlds, strategy tips, unlockables and every ending.`,
  },
  faq: {
    title: `FAQ - ${name} Help and Answers`,
    description: `Answers to the ${FAQ_PAGE_COUNT} most asked questions about ${name}: saving progress, devices, controls, scoring, play limits, new content and getting support.`,
  },
  privacy: {
    title: `Privacy Policy | ${name}`,
    description: `How ${name} handles information: what is collected, cookies and local storage, third-party game hosts, children's privacy and your choices.`,
  },
  contact: {
    title: `Contact Us | ${name}`,
    description: `Questions, bug reports or ideas? Contact the ${name} team by form, email or phone. We reply within ${responseWindowText} on business days.`,
  },
  notFound: {
    title: `Page Not Found | ${name}`,
    description: `This page doesn't exist. Head back to ${name} to keep cleaning, or tell us about the broken link.`,
  },
};

export interface NavLinkItem {
  label: string;
  to: string;
}

export const headerNav: NavLinkItem[] = [
  { label: "Home", to: ROUTES.home },
  { label: CHARLIE_NAME, to: ROUTES.charlie },
  { label: "FAQ", to: ROUTES.faq },
  { label: "Privacy", to: ROUTES.privacy },
];

export const playNowLink: NavLinkItem = { label: "Play Now", to: GAME_SECTION_HREF };

export const footerQuickLinks: NavLinkItem[] = [
  { label: "Home", to: ROUTES.home },
  { label: "FAQ", to: ROUTES.faq },
  { label: "Privacy Policy", to: ROUTES.privacy },
  { label: "Contact Us", to: ROUTES.contact },
];

/** The spec points Terms of Service at the FAQ and Cookie Policy at the contact page. */
export const footerLegalLinks: NavLinkItem[] = [
  { label: "Privacy Policy", to: ROUTES.privacy },
  { label: "Terms of Service", to: ROUTES.faq },
  { label: "Cookie Policy", to: ROUTES.contact },
];

/** Social profiles do not exist yet; the links stay on the page. */
export const socialNetworks = ["Facebook", "X", "Instagram", "YouTube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The header's own words (its links are `headerNav` and `playNowLink`). */
export const headerText = {
  /** Names the main navigation landmark. */
  mainNav: "Main",
} as const;

/** The footer's headings and labels (its links are `footerQuickLinks` and `footerLegalLinks`). */
export const footerText = {
  quickLinks: "Quick Links",
  contact: "Contact",
  legal: "Legal",
  socialMedia: "Social media",
  /** A social link's name: the profiles do not exist yet. */
  socialLink: (network: SocialNetwork) => `${name} on ${network} (coming soon)`,
  rights: "All rights reserved.",
} as const;

export const footerBlurb = `${name} is a free, relaxing cleaning and organizing game you can play in any modern browser.`;
