import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/** The words every page shows around its own, in Italian (shape: src/content/en/layout.ts). */
export const layout: LayoutWords = {
  skipToContent: "Vai al contenuto principale",
  /** "Home" is the usual word on Italian sites, but it would read as English left untranslated. */
  nav: { home: "Inizio", charlie: CHARLIE_NAME, faq: "FAQ", privacy: "Privacy e dati" },
  /** Names the main navigation landmark ("navigazione principale"). */
  mainNav: "Principale",
  openMenu: "Apri il menu",
  closeMenu: "Chiudi il menu",
  playNow: "Gioca ora",
  learnMore: "Scopri di più",
  theme: { label: "Tema", options: { system: "Sistema", light: "Chiaro", dark: "Scuro" } },
  languages: "Lingua",
  footer: {
    blurb: `${name} è un gioco di pulizie e riordino gratuito e rilassante, che puoi giocare in qualsiasi browser moderno.`,
    quickLinks: "Link rapidi",
    quickLinkLabels: {
      home: "Inizio",
      faq: "FAQ",
      privacy: "Informativa sulla privacy",
      contact: "Contattaci",
    },
    contact: "Contatti",
    legal: "Note legali",
    legalLinkLabels: {
      privacy: "Informativa sulla privacy",
      terms: "Termini di servizio",
      cookies: "Informativa sui cookie",
    },
    socialMedia: "Social network",
    socialLink: (network: SocialNetwork) => `${name} su ${network} (in arrivo)`,
    rights: "Tutti i diritti riservati.",
  },
  sectionError: {
    heading: "Questa parte della pagina ha bisogno di una sistemata",
    body: "Qualcosa è andato storto mentre mostravamo questa sezione. Il resto del sito funziona: prova a ricaricare la pagina o scegline un’altra dal menu.",
    retry: "Riprova",
  },
  offline: {
    title: "Sei offline",
    body: "Collegati a internet, poi tocca di nuovo il link per aprire la pagina.",
    dismiss: "Chiudi",
  },
  toast: {
    announcement: "Notifica",
    /** `{hotkey}` is the key that moves focus to the toasts (F8). */
    region: "Notifiche ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: gioco di pulizie gratis online`,
    charlie: `${CHARLIE_NAME}: platform gratis con guida`,
  },
  gameFacts: {
    genres: { tidyTime: "Pulizie e riordino", charlie: "Platform" },
    platform: "Browser web",
  },
};
