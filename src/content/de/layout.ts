import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/** The words every page shows around its own, in German (shape: src/content/en/layout.ts). */
export const layout: LayoutWords = {
  skipToContent: "Zum Inhalt springen",
  nav: { home: "Start", charlie: CHARLIE_NAME, faq: "FAQ", privacy: "Datenschutz" },
  mainNav: "Hauptmenü",
  openMenu: "Menü öffnen",
  closeMenu: "Menü schließen",
  playNow: "Jetzt spielen",
  learnMore: "Mehr erfahren",
  theme: {
    label: "Design",
    options: { system: "Systemstandard", light: "Hell", dark: "Dunkel" },
  },
  languages: "Sprache",
  footer: {
    blurb: `${name} ist ein kostenloses, entspannendes Aufräum- und Putzspiel, das du in jedem modernen Browser spielen kannst.`,
    quickLinks: "Schnellzugriff",
    quickLinkLabels: {
      home: "Startseite",
      faq: "FAQ",
      privacy: "Datenschutzerklärung",
      contact: "Kontakt",
    },
    contact: "Kontakt",
    legal: "Rechtliches",
    legalLinkLabels: {
      privacy: "Datenschutzerklärung",
      terms: "Nutzungsbedingungen",
      cookies: "Cookie-Richtlinie",
    },
    socialMedia: "Soziale Medien",
    socialLink: (network: SocialNetwork) => `${name} auf ${network} (bald verfügbar)`,
    rights: "Alle Rechte vorbehalten.",
  },
  sectionError: {
    heading: "Dieser Teil der Seite muss aufgeräumt werden",
    body: "Beim Anzeigen dieses Bereichs ist etwas schiefgelaufen. Der Rest der Seite funktioniert noch: Lade die Seite neu oder wähle eine andere Seite im Menü.",
    retry: "Nochmal versuchen",
  },
  offline: {
    title: "Du bist offline",
    body: "Verbinde dich mit dem Internet und tippe dann noch einmal auf den Link, um die Seite zu öffnen.",
    dismiss: "Schließen",
  },
  toast: {
    announcement: "Benachrichtigung",
    /** `{hotkey}` stays as is: the page puts the key there (F8). */
    region: "Benachrichtigungen ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: kostenloses Online-Putzspiel`,
    charlie: `${CHARLIE_NAME}: kostenloses Jump ’n’ Run mit Spielanleitung`,
  },
  gameFacts: {
    genres: { tidyTime: "Aufräumen und Putzen", charlie: "Jump ’n’ Run" },
    platform: "Webbrowser",
  },
};
