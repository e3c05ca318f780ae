import type { GameWords } from "../types";

/** The game pages' own words, in Hebrew. A game's name is masculine ("המשחק"), like "משחק". */
export const game: GameWords = {
  loading: "המשחק נטען",
  frameTitle: (game: string) => `המשחק ${game}`,
  fullscreen: "מסך מלא",
  exitFullscreen: "יציאה ממסך מלא",
  closeTheater: "סגירה",
  turnSideways: "סובבו את הטלפון לרוחב כדי לקבל משחק גדול יותר.",
  noScripts: "המשחק צריך JavaScript, שכבוי או שלא הצליח להיטען.",
  playOnHost: (game: string) => `שחקו ב-${game} באתר שלו`,
  newTab: "(נפתח בכרטיסייה חדשה)",
  slow: "טעינת המשחק לוקחת יותר זמן מהרגיל.",
  tryAgain: "נסו שוב",
  offline: "המשחק צריך חיבור לאינטרנט. הוא יתחיל מעצמו ברגע שתחזרו לרשת.",
  share: {
    share: "שיתוף",
    linkCopied: "הקישור הועתק",
    linkCopiedDescription: (game: string) => `הדביקו אותו בכל מקום כדי לשתף את ${game}.`,
    linkLabel: (game: string) => `העתיקו את הקישור הזה כדי לשתף את ${game}`,
  },
};
