import type { GameWords } from "../types";

export const game: GameWords = {
  loading: "جارٍ تحميل اللعبة",
  frameTitle: (game: string) => `لعبة ${game}`,
  fullscreen: "ملء الشاشة",
  exitFullscreen: "الخروج من ملء الشاشة",
  closeTheater: "إغلاق",
  turnSideways: "أدِر هاتفك بالعرض لترى اللعبة أكبر.",
  noScripts: "تحتاج اللعبة إلى جافا سكريبت، وهي متوقفة أو لم تُحمَّل.",
  playOnHost: (game: string) => `العب ${game} على موقعها الأصلي`,
  newTab: "(يُفتح في علامة تبويب جديدة)",
  slow: "يستغرق تحميل اللعبة وقتًا أطول من المعتاد.",
  tryAgain: "حاول مرة أخرى",
  offline: "تحتاج اللعبة إلى اتصال بالإنترنت. ستبدأ من تلقاء نفسها فور عودة الاتصال.",
  share: {
    share: "مشاركة",
    linkCopied: "تم نسخ الرابط",
    linkCopiedDescription: (game: string) => `الصقه في أي مكان لتشارك ${game}.`,
    linkLabel: (game: string) => `انسخ هذا الرابط لتشارك ${game}`,
  },
};
