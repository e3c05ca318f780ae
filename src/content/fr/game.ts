import type { GameWords } from "../types";

export const game: GameWords = {
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
  share: {
    share: "Partager",
    linkCopied: "Lien copié",
    linkCopiedDescription: (game: string) => `Colle-le où tu veux pour partager ${game}.`,
    linkLabel: (game: string) => `Copie ce lien pour partager ${game}`,
  },
};
