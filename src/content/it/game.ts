import type { GameWords } from "../types";

export const game: GameWords = {
  loading: "Caricamento del gioco",
  frameTitle: (game: string) => `Gioco ${game}`,
  fullscreen: "Schermo intero",
  exitFullscreen: "Esci dallo schermo intero",
  closeTheater: "Chiudi",
  turnSideways: "Gira il telefono in orizzontale per avere il gioco più grande.",
  noScripts: "Il gioco ha bisogno di JavaScript, che è disattivato o non è riuscito a caricarsi.",
  playOnHost: (game: string) => `Gioca a ${game} sul suo sito`,
  newTab: "(si apre in una nuova scheda)",
  slow: "Il gioco ci sta mettendo più del solito a caricarsi.",
  tryAgain: "Riprova",
  offline:
    "Il gioco ha bisogno di una connessione a internet. Partirà da solo non appena sarai di nuovo online.",
  share: {
    share: "Condividi",
    linkCopied: "Link copiato",
    linkCopiedDescription: (game: string) => `Incollalo dove vuoi per condividere ${game}.`,
    linkLabel: (game: string) => `Copia questo link per condividere ${game}`,
  },
};
