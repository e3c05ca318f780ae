import type { GameWords } from "../types";

export const game: GameWords = {
  loading: "Đang tải trò chơi",
  frameTitle: (game: string) => `Trò chơi ${game}`,
  fullscreen: "Toàn màn hình",
  exitFullscreen: "Thoát toàn màn hình",
  closeTheater: "Đóng",
  turnSideways: "Xoay ngang điện thoại để trò chơi hiển thị lớn hơn.",
  noScripts: "Trò chơi cần JavaScript, nhưng JavaScript đang bị tắt hoặc không tải được.",
  playOnHost: (game: string) => `Chơi ${game} trên trang web gốc`,
  newTab: "(mở trong thẻ mới)",
  slow: "Trò chơi đang tải lâu hơn bình thường.",
  tryAgain: "Thử lại",
  offline: "Trò chơi cần kết nối Internet và sẽ tự bắt đầu khi bạn có mạng trở lại.",
  share: {
    share: "Chia sẻ",
    linkCopied: "Đã sao chép liên kết",
    linkCopiedDescription: (game: string) => `Dán vào bất cứ đâu để chia sẻ ${game}.`,
    linkLabel: (game: string) => `Sao chép liên kết này để chia sẻ ${game}`,
  },
};
