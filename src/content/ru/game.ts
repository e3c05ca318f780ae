import type { GameWords } from "../types";

/**
 * The game pages' words, in Russian. The games' names cannot be declined, so they follow a noun
 * that carries the case: «игра Tidy Time», «поделиться игрой Tidy Time».
 */
export const game: GameWords = {
  loading: "Загрузка игры",
  frameTitle: (game: string) => `Игра ${game}`,
  fullscreen: "Полноэкранный режим",
  exitFullscreen: "Выйти из полноэкранного режима",
  closeTheater: "Закрыть",
  turnSideways: "Поверните телефон горизонтально, чтобы игра стала больше.",
  noScripts: "Для игры нужен JavaScript, но он выключен или не загрузился.",
  playOnHost: (game: string) => `Играть в ${game} на сайте игры`,
  newTab: "(откроется в новой вкладке)",
  slow: "Игра загружается дольше обычного.",
  tryAgain: "Попробовать снова",
  offline:
    "Для игры нужно подключение к интернету. Она запустится сама, как только связь восстановится.",
  share: {
    share: "Поделиться",
    linkCopied: "Ссылка скопирована",
    linkCopiedDescription: (game: string) =>
      `Вставьте её куда угодно, чтобы поделиться игрой ${game}.`,
    linkLabel: (game: string) => `Скопируйте эту ссылку, чтобы поделиться игрой ${game}`,
  },
};
