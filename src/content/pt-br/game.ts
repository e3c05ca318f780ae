import type { GameWords } from "../types";

export const game: GameWords = {
  loading: "Carregando o jogo",
  frameTitle: (game: string) => `Jogo ${game}`,
  fullscreen: "Tela cheia",
  exitFullscreen: "Sair da tela cheia",
  closeTheater: "Fechar",
  turnSideways: "Vire o celular de lado para o jogo ficar maior.",
  noScripts: "O jogo precisa de JavaScript, que está desativado ou não carregou.",
  playOnHost: (game: string) => `Jogue ${game} no site do próprio jogo`,
  newTab: "(abre em uma nova aba)",
  slow: "O jogo está demorando mais do que o normal para carregar.",
  tryAgain: "Tentar de novo",
  offline:
    "O jogo precisa de conexão com a internet. Ele começa sozinho assim que você estiver on-line de novo.",
  share: {
    share: "Compartilhar",
    linkCopied: "Link copiado",
    linkCopiedDescription: (game: string) => `Cole onde quiser para compartilhar ${game}.`,
    linkLabel: (game: string) => `Copie este link para compartilhar ${game}`,
  },
};
