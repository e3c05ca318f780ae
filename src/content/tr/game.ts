import type { GameWords } from "../types";

export const game: GameWords = {
  loading: "Oyun yükleniyor",
  frameTitle: (game: string) => `${game} oyunu`,
  fullscreen: "Tam ekran",
  exitFullscreen: "Tam ekrandan çık",
  closeTheater: "Kapat",
  turnSideways: "Oyunu daha büyük görmek için telefonunu yan çevir.",
  noScripts: "Oyunun çalışması için JavaScript gerekiyor; JavaScript kapalı ya da yüklenemedi.",
  playOnHost: (game: string) => `${game} oyununu kendi sitesinde oyna`,
  newTab: "(yeni sekmede açılır)",
  slow: "Oyunun yüklenmesi her zamankinden uzun sürüyor.",
  tryAgain: "Tekrar dene",
  offline:
    "Oyun için internet bağlantısı gerekiyor. İnternete yeniden bağlandığında oyun kendiliğinden başlayacak.",
  share: {
    share: "Paylaş",
    linkCopied: "Bağlantı kopyalandı",
    linkCopiedDescription: (game: string) =>
      `${game} oyununu paylaşmak için bağlantıyı istediğin yere yapıştır.`,
    linkLabel: (game: string) => `${game} oyununu paylaşmak için bu bağlantıyı kopyala`,
  },
};
