import type { GameWords } from "../types";

/** The game pages' own words, in Indonesian (shape: src/content/en/game.ts). */
export const game: GameWords = {
  loading: "Memuat game",
  frameTitle: (game: string) => `Game ${game}`,
  /** "Layar penuh" everywhere: the button, the FAQ and the tips. */
  fullscreen: "Layar penuh",
  exitFullscreen: "Keluar dari layar penuh",
  closeTheater: "Tutup",
  turnSideways: "Miringkan ponselmu agar tampilan game lebih besar.",
  noScripts: "Game ini butuh JavaScript, yang sedang nonaktif atau gagal dimuat.",
  playOnHost: (game: string) => `Mainkan ${game} di situs aslinya`,
  newTab: "(terbuka di tab baru)",
  slow: "Game ini butuh waktu lebih lama dari biasanya untuk dimuat.",
  tryAgain: "Coba lagi",
  offline: "Game ini butuh koneksi internet. Game akan mulai sendiri begitu kamu online lagi.",
  share: {
    share: "Bagikan",
    linkCopied: "Tautan disalin",
    linkCopiedDescription: (game: string) => `Tempel di mana saja untuk membagikan ${game}.`,
    linkLabel: (game: string) => `Salin tautan ini untuk membagikan ${game}`,
  },
};
