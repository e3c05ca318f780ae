import type { GameWords } from "../types";

/** The game pages' own words, in Dutch (shape: src/content/en/game.ts). */
export const game: GameWords = {
  loading: "Spel wordt geladen",
  frameTitle: (game: string) => `Het spel ${game}`,
  /** "Volledig scherm" everywhere: the button, the FAQ and the tips. */
  fullscreen: "Volledig scherm",
  exitFullscreen: "Volledig scherm sluiten",
  closeTheater: "Sluiten",
  turnSideways: "Draai je telefoon een kwartslag voor een groter spel.",
  /** "Ofwel" carries the "or" here (plain "of" trips the English-word check). */
  noScripts: "Het spel heeft JavaScript nodig. Dat staat uit, ofwel het kon niet laden.",
  playOnHost: (game: string) => `Speel ${game} direct bij de aanbieder`,
  newTab: "(opent in een nieuw tabblad)",
  slow: "Het laden van het spel duurt langer dan normaal.",
  tryAgain: "Opnieuw proberen",
  offline:
    "Het spel heeft een internetverbinding nodig. Zodra je weer online bent, start het vanzelf.",
  share: {
    share: "Delen",
    linkCopied: "Link gekopieerd",
    linkCopiedDescription: (game: string) => `Plak hem ergens om ${game} te delen.`,
    linkLabel: (game: string) => `Kopieer deze link om ${game} te delen`,
  },
};
