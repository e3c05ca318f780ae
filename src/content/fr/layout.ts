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
    body: "Un souci est survenu en affichant cette section. Le reste du site fonctionne toujours : recharge la page ou choisis une autre page dans le menu.",
    retry: "Réessayer",
  },
  game: {
    loading: "Chargement du jeu",
    frameTitle: (game: string) => `Jeu ${game}`,
    fullscreen: "Plein écran",
    exitFullscreen: "Quitter le plein écran",
    closeTheater: "Fermer",
    turnSideways: "Tourne ton téléphone à l’horizontale pour agrandir le jeu.",
    noScripts: "Le jeu a besoin de JavaScript, qui est désactivé ou n’a pas pu se charger.",
    playOnHost: (game: string) => `Jouer à ${game} sur son propre site`,
    newTab: "(s’ouvre dans un nouvel onglet)",
    slow: "Le jeu met plus de temps que d’habitude à se charger.",
    tryAgain: "Réessayer",
    offline:
      "Le jeu a besoin d’une connexion internet. Il démarrera tout seul dès que tu seras de nouveau en ligne.",
  },
  offline: {
    title: "Tu es hors ligne",
    body: "Connecte-toi à internet, puis appuie à nouveau sur le lien pour ouvrir la page.",
  },
  share: {
    share: "Partager",
    linkCopied: "Lien copié",
    linkCopiedDescription: (game: string) => `Colle-le où tu veux pour partager ${game}.`,
    linkLabel: (game: string) => `Copie ce lien pour partager ${game}`,
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
