import type { GameWords } from "../types";

export const game: GameWords = {
  loading: "Spiel wird geladen",
  frameTitle: (game: string) => `Spiel ${game}`,
  fullscreen: "Vollbild",
  exitFullscreen: "Vollbild beenden",
  closeTheater: "Schließen",
  turnSideways: "Dreh dein Handy quer, dann wird das Spiel größer.",
  noScripts: "Das Spiel braucht JavaScript. Es ist ausgeschaltet oder konnte nicht geladen werden.",
  playOnHost: (game: string) => `${game} direkt beim Anbieter spielen`,
  newTab: "(öffnet sich in einem neuen Tab)",
  slow: "Das Spiel braucht länger als sonst zum Laden.",
  tryAgain: "Nochmal versuchen",
  offline:
    "Das Spiel braucht eine Internetverbindung. Es startet von selbst, sobald du wieder online bist.",
  share: {
    share: "Teilen",
    linkCopied: "Link kopiert",
    linkCopiedDescription: (game: string) => `Füge ihn irgendwo ein, um ${game} zu teilen.`,
    linkLabel: (game: string) => `Kopiere diesen Link, um ${game} zu teilen`,
  },
};
