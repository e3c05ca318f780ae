import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/** The words every page shows around its own, in Polish (shape: src/content/en/layout.ts). */
export const layout: LayoutWords = {
  skipToContent: "Przejdź do treści głównej",
  nav: { home: "Strona główna", charlie: CHARLIE_NAME, faq: "FAQ", privacy: "Prywatność" },
  /** Names the main navigation landmark ("nawigacja główna"). */
  mainNav: "Główna",
  openMenu: "Otwórz menu",
  closeMenu: "Zamknij menu",
  playNow: "Zagraj teraz",
  learnMore: "Dowiedz się więcej",
  /** "Systemowy", "Jasny", "Ciemny": adjectives agreeing with "motyw" (theme). */
  theme: { label: "Motyw", options: { system: "Systemowy", light: "Jasny", dark: "Ciemny" } },
  languages: "Język",
  footer: {
    blurb: `${name} to darmowa, relaksująca gra o sprzątaniu i porządkowaniu, w którą zagrasz w każdej nowoczesnej przeglądarce.`,
    quickLinks: "Na skróty",
    quickLinkLabels: {
      home: "Strona główna",
      faq: "FAQ",
      privacy: "Polityka prywatności",
      contact: "Kontakt",
    },
    contact: "Dane kontaktowe",
    legal: "Informacje prawne",
    legalLinkLabels: {
      privacy: "Polityka prywatności",
      terms: "Regulamin",
      cookies: "Polityka cookies",
    },
    socialMedia: "Media społecznościowe",
    /** "w serwisie Facebook": the network's name stays in the nominative, undeclined. */
    socialLink: (network: SocialNetwork) => `${name} w serwisie ${network} (już wkrótce)`,
    rights: "Wszelkie prawa zastrzeżone.",
  },
  sectionError: {
    heading: "Ten fragment strony trzeba posprzątać",
    body: "Coś poszło nie tak podczas wyświetlania tej sekcji. Reszta strony nadal działa: odśwież ją albo wybierz inną stronę z menu.",
    retry: "Spróbuj ponownie",
  },
  offline: {
    title: "Jesteś offline",
    body: "Połącz się z internetem i kliknij link jeszcze raz, żeby otworzyć stronę.",
    dismiss: "Zamknij",
  },
  toast: {
    announcement: "Powiadomienie",
    /** `{hotkey}` is the key that moves focus to the toasts (F8). */
    region: "Powiadomienia ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: darmowa gra online o sprzątaniu`,
    charlie: `${CHARLIE_NAME}: darmowa platformówka i poradnik`,
  },
  gameFacts: {
    genres: { tidyTime: "Sprzątanie i porządkowanie", charlie: "Platformówka" },
    platform: "Przeglądarka internetowa",
  },
};
