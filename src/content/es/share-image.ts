import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "Juego de limpieza gratis", action: "Juega gratis en tu navegador" },
  charlie: { tagline: "Juego de plataformas y guía", action: "Juega gratis en tu navegador" },
};
