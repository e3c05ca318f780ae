import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Hebrew. */
export const notFound: NotFoundWords = {
  meta: {
    title: `הדף לא נמצא | ${siteConfig.name}`,
    description: `הדף הזה לא קיים. חזרו ל-${siteConfig.name} כדי להמשיך לנקות, או ספרו לנו על הקישור השבור.`,
  },
  code: "404",
  heading: "אופס! הדף הזה צריך סידור",
  body: "הדף שחיפשתם טואטא מכאן או שמעולם לא היה קיים. בואו נחזיר אתכם למקום נקי.",
  returnHome: "חזרה לדף הבית",
  reportIssue: "דיווח על בעיה",
};
