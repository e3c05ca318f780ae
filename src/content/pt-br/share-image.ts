import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "Jogo de limpeza online grátis", action: "Jogue grátis no navegador" },
  charlie: { tagline: "Jogo de plataforma e guia", action: "Jogue grátis no navegador" },
};
