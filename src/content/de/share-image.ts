import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "Kostenloses Online-Putzspiel", action: "Spiel kostenlos im Browser" },
  charlie: { tagline: "Jump ’n’ Run mit Anleitung", action: "Spiel kostenlos im Browser" },
};
