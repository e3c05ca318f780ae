import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "Jeu de ménage gratuit en ligne", action: "Joue gratuitement en ligne" },
  charlie: { tagline: "Jeu de plateforme et son guide", action: "Joue gratuitement en ligne" },
};
