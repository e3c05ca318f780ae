import type { GameWords } from "../types";

export const game: GameWords = {
  loading: "Cargando el juego",
  frameTitle: (game: string) => `Juego ${game}`,
  fullscreen: "Pantalla completa",
  exitFullscreen: "Salir de pantalla completa",
  closeTheater: "Cerrar",
  turnSideways: "Gira el teléfono en horizontal para ver el juego más grande.",
  noScripts: "El juego necesita JavaScript, que está desactivado o no se pudo cargar.",
  playOnHost: (game: string) => `Juega a ${game} en su propio sitio`,
  newTab: "(se abre en una pestaña nueva)",
  slow: "El juego está tardando más de lo normal en cargar.",
  tryAgain: "Reintentar",
  offline:
    "El juego necesita conexión a internet. Empezará solo en cuanto vuelvas a tener conexión.",
  share: {
    share: "Compartir",
    linkCopied: "Enlace copiado",
    linkCopiedDescription: (game: string) => `Pégalo donde quieras para compartir ${game}.`,
    linkLabel: (game: string) => `Copia este enlace para compartir ${game}`,
  },
};
