import type { GameWords } from "../types";

/**
 * The game pages' words, in Ukrainian. The games' names cannot be declined, so they follow a noun
 * that carries the case: «гра Tidy Time», «поділитися грою Tidy Time».
 */
export const game: GameWords = {
  loading: "Завантаження гри",
  frameTitle: (game: string) => `Гра ${game}`,
  fullscreen: "Повноекранний режим",
  exitFullscreen: "Вийти з повноекранного режиму",
  closeTheater: "Закрити",
  turnSideways: "Поверніть телефон горизонтально, щоб гра стала більшою.",
  noScripts: "Для гри потрібен JavaScript, але його вимкнено або він не завантажився.",
  playOnHost: (game: string) => `Грати в ${game} на сайті гри`,
  newTab: "(відкриється в новій вкладці)",
  slow: "Гра завантажується довше, ніж зазвичай.",
  tryAgain: "Спробувати ще раз",
  offline:
    "Для гри потрібне з’єднання з інтернетом. Вона запуститься сама, щойно зв’язок відновиться.",
  share: {
    share: "Поділитися",
    linkCopied: "Посилання скопійовано",
    linkCopiedDescription: (game: string) => `Вставте його будь-де, щоб поділитися грою ${game}.`,
    linkLabel: (game: string) => `Скопіюйте це посилання, щоб поділитися грою ${game}`,
  },
};
