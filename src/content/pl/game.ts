import type { GameWords } from "../types";

export const game: GameWords = {
  loading: "Wczytywanie gry",
  frameTitle: (game: string) => `Gra ${game}`,
  fullscreen: "Pełny ekran",
  exitFullscreen: "Wyjdź z pełnego ekranu",
  closeTheater: "Zamknij",
  turnSideways: "Obróć telefon poziomo, a gra będzie większa.",
  noScripts: "Gra potrzebuje JavaScriptu, który jest wyłączony albo nie wczytał się.",
  playOnHost: (game: string) => `Zagraj w ${game} na stronie gry`,
  newTab: "(otwiera się w nowej karcie)",
  slow: "Gra wczytuje się dłużej niż zwykle.",
  tryAgain: "Spróbuj ponownie",
  offline:
    "Gra potrzebuje połączenia z internetem. Uruchomi się sama, gdy tylko znów będziesz online.",
  share: {
    share: "Udostępnij",
    linkCopied: "Skopiowano link",
    linkCopiedDescription: (game: string) => `Wklej go, gdzie chcesz, i podziel się grą ${game}.`,
    linkLabel: (game: string) => `Skopiuj ten link, żeby podzielić się grą ${game}`,
  },
};
