import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/**
 * The words every page shows around its own, in Hebrew (shape: src/content/en/layout.ts).
 * Players are addressed in the plural (שחקו, נסו), the usual gender-neutral form of Hebrew sites;
 * controls that name an action rather than invite one are nouns (סגירה, שיתוף), as Hebrew
 * interfaces write them.
 */
export const layout: LayoutWords = {
  skipToContent: "דילוג לתוכן הראשי",
  nav: { home: "דף הבית", charlie: CHARLIE_NAME, faq: "שאלות נפוצות", privacy: "פרטיות" },
  mainNav: "ניווט ראשי",
  openMenu: "פתיחת התפריט",
  closeMenu: "סגירת התפריט",
  playNow: "שחקו עכשיו",
  learnMore: "מידע נוסף",
  /** "ערכת נושא" is feminine, so its choices agree with it (בהירה, כהה). */
  theme: {
    label: "ערכת נושא",
    options: { system: "לפי המערכת", light: "בהירה", dark: "כהה" },
  },
  languages: "שפה",
  footer: {
    blurb: `${name} הוא משחק ניקיון וסידור חינמי ומרגיע שאפשר לשחק בכל דפדפן מודרני.`,
    quickLinks: "קישורים מהירים",
    quickLinkLabels: {
      home: "דף הבית",
      faq: "שאלות נפוצות",
      privacy: "מדיניות פרטיות",
      contact: "צרו קשר",
    },
    contact: "יצירת קשר",
    legal: "מידע משפטי",
    legalLinkLabels: {
      privacy: "מדיניות פרטיות",
      terms: "תנאי שימוש",
      cookies: "מדיניות עוגיות",
    },
    socialMedia: "רשתות חברתיות",
    socialLink: (network: SocialNetwork) => `${name} ב-${network} (בקרוב)`,
    rights: "כל הזכויות שמורות.",
  },
  sectionError: {
    heading: "החלק הזה בדף צריך סידור",
    body: "משהו השתבש בהצגת החלק הזה. שאר האתר עדיין עובד: נסו לטעון מחדש, או בחרו דף אחר מהתפריט.",
    retry: "נסו שוב",
  },
  offline: {
    title: "אין חיבור לאינטרנט",
    body: "התחברו לאינטרנט, ואז הקישו שוב על הקישור כדי לפתוח את הדף.",
    dismiss: "סגירה",
  },
  toast: {
    announcement: "התראה",
    /** `{hotkey}` stays as is: the page puts the key there (F8). */
    region: "התראות ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: משחק ניקיון אונליין בחינם`,
    charlie: `${CHARLIE_NAME}: משחק פלטפורמה חינמי ומדריך`,
  },
  gameFacts: {
    genres: { tidyTime: "ניקיון וסידור", charlie: "פלטפורמה" },
    platform: "דפדפן אינטרנט",
  },
};
