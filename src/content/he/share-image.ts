import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "משחק ניקיון אונליין בחינם", action: "שחקו בחינם בדפדפן" },
  charlie: { tagline: "משחק פלטפורמה חינמי ומדריך מלא", action: "שחקו בחינם בדפדפן" },
};
