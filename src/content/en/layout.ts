import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";

const name = siteConfig.name;

/**
 * The words every page shows around its own: header, footer, the shared controls and the game
 * views. English is the spec's wording; every language's module has this one's shape
 * (src/content/types.ts).
 */
export const layout = {
  skipToContent: "Skip to main content",
  /** The header's links, by the page they lead to. */
  nav: { home: "Home", charlie: CHARLIE_NAME, faq: "FAQ", privacy: "Privacy" },
  /** Names the main navigation landmark. */
  mainNav: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  playNow: "Play Now",
  learnMore: "Learn More",
  /** The header's theme control: its label and each choice's name (src/lib/theme.ts). */
  theme: { label: "Theme", options: { system: "System", light: "Light", dark: "Dark" } },
  /** Names the list of languages (each language is named in its own, src/features/languages/languages.ts). */
  languages: "Language",
  footer: {
    blurb: `${name} is a free, relaxing cleaning and organizing game you can play in any modern browser.`,
    quickLinks: "Quick Links",
    quickLinkLabels: { home: "Home", faq: "FAQ", privacy: "Privacy Policy", contact: "Contact Us" },
    contact: "Contact",
    legal: "Legal",
    /** The spec points Terms of Service at the FAQ and Cookie Policy at the contact page. */
    legalLinkLabels: {
      privacy: "Privacy Policy",
      terms: "Terms of Service",
      cookies: "Cookie Policy",
    },
    socialMedia: "Social media",
    /** A social link's name: the profiles do not exist yet. */
    socialLink: (network: SocialNetwork) => `${name} on ${network} (coming soon)`,
    rights: "All rights reserved.",
  },
  /** Shown in place of a part of the page that failed to render. */
  sectionError: {
    heading: "This part of the page needs tidying",
    body: "Something went wrong while showing this section. The rest of the site still works: try reloading, or pick another page from the menu.",
    retry: "Try again",
  },
  /** A page or language chosen while offline: the page cannot be fetched until the connection is back. */
  offline: {
    title: "You are offline",
    body: "Connect to the internet, then tap the link again to open the page.",
    /** Names the button that closes the notice. */
    dismiss: "Close",
  },
  /** What screen readers say of toasts: before each one, and of the region they appear in. */
  toast: {
    announcement: "Notification",
    /** `{hotkey}` is the key that moves focus to the toasts (F8). */
    region: "Notifications ({hotkey})",
  },
  /** The share images' descriptions (og:image:alt), by the game each image shows. */
  shareImageAlt: {
    tidyTime: `${name}: free online cleaning game`,
    charlie: `${CHARLIE_NAME}: free platformer and guide`,
  },
  /** What structured data says of the games (schema.org VideoGame). */
  gameFacts: {
    genres: { tidyTime: "Cleaning and organizing", charlie: "Platformer" },
    platform: "Web browser",
  },
};
