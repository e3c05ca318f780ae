import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/** The words every page shows around its own, in French (shape: src/content/en/layout.ts). */
export const layout: LayoutWords = {
  skipToContent: "Aller au contenu principal",
  nav: { home: "Accueil", charlie: CHARLIE_NAME, faq: "FAQ", privacy: "Confidentialité" },
  /** Names the main navigation landmark ("navigation principale"). */
  mainNav: "Principale",
  openMenu: "Ouvrir le menu",
  closeMenu: "Fermer le menu",
  playNow: "Jouer",
  learnMore: "En savoir plus",
  theme: { label: "Thème", options: { system: "Système", light: "Clair", dark: "Sombre" } },
  languages: "Langue",
  footer: {
    blurb: `${name} est un jeu de ménage et de rangement gratuit et relaxant, jouable dans n’importe quel navigateur récent.`,
    quickLinks: "Liens rapides",
    quickLinkLabels: {
      home: "Accueil",
      faq: "FAQ",
      privacy: "Politique de confidentialité",
      contact: "Nous contacter",
    },
    contact: "Coordonnées",
    legal: "Infos légales",
    legalLinkLabels: {
      privacy: "Politique de confidentialité",
      terms: "Conditions d’utilisation",
      cookies: "Politique de cookies",
    },
    socialMedia: "Réseaux sociaux",
    socialLink: (network: SocialNetwork) => `${name} sur ${network} (bientôt disponible)`,
    rights: "Tous droits réservés.",
  },
  sectionError: {
    heading: "Cette partie de la page a besoin d’un coup de balai",
    body: "Un problème est survenu lors de l’affichage de cette section. Le reste du site fonctionne toujours : recharge la page ou choisis une autre page dans le menu.",
    retry: "Réessayer",
  },
  offline: {
    title: "Tu es hors ligne",
    body: "Connecte-toi à internet, puis appuie à nouveau sur le lien pour ouvrir la page.",
    dismiss: "Fermer",
  },
  toast: {
    announcement: "Nouvelle notification",
    /** `{hotkey}` is the key that moves focus to the toasts (F8). */
    region: "Zone de notifications ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name} : jeu de ménage gratuit en ligne`,
    charlie: `${CHARLIE_NAME} : jeu de plateforme gratuit et son guide`,
  },
  gameFacts: {
    genres: { tidyTime: "Ménage et rangement", charlie: "Jeu de plateforme" },
    platform: "Navigateur web",
  },
};
