import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Hebrew. */
export const contact = (t: WordsTools): ContactWords => {
  /** Two hours is one dual word (שעתיים); one hour puts "one" after its noun (שעה אחת). */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} עד ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "שעה אחת", two: "שעתיים", other: "# שעות" })}`;

  return {
    meta: {
      title: `צרו קשר | ${name}`,
      description: `שאלות, דיווחים על באגים או רעיונות? פנו לצוות של ${name} בטופס, באימייל או בטלפון. אנחנו עונים תוך ${responseWindow} בימי עבודה.`,
    },
    title: "צרו קשר",
    intro:
      "מצאתם באג, יש לכם רעיון לחדר חדש, או שאתם צריכים עזרה בשלב מסובך? שלחו לנו הודעה, ובן אדם אמיתי יקרא אותה.",
    form: {
      heading: "שלחו לנו הודעה",
      fields: {
        name: { label: "שם", placeholder: "השם שלכם" },
        /** An address with the stock Israeli name (ישראל), here and in `badEmail`. */
        email: { label: "אימייל", placeholder: "israel@example.com" },
        subject: { label: "נושא", placeholder: "במה מדובר?" },
        message: {
          label: "הודעה",
          placeholder: "ספרו לנו מה קרה או מה הייתם רוצים לראות",
        },
      },
      submit: "שלחו הודעה",
      sending: "שולחים…",
      validation: {
        missing: "נא למלא את השדה הזה.",
        badEmail: "נא להזין כתובת אימייל כמו israel@example.com.",
        /** `fields`: the empty fields' labels as a list, e.g. "שם והודעה". */
        missingFields: (fields: string) => `נא למלא: ${fields}.`,
      },
      privacyNote: "ההודעה שלכם לא נשמרת באתר הזה.",
    },
    sent: {
      title: "ההודעה נשלחה!",
      description: "תודה שפניתם אלינו. נחזור אליכם בהקדם.",
    },
    details: {
      heading: "פרטי התקשרות",
      email: "אימייל",
      phone: "טלפון",
      address: "כתובת",
    },
    supportHours: {
      heading: "שעות תמיכה",
      /** The spec's hours on the 24-hour clock Israel reads; EST stays, as the spec's time zone. */
      rows: [
        { days: "יום שני עד יום שישי", hours: "9:00–18:00 EST" },
        { days: "שבת", hours: "10:00–16:00 EST" },
        { days: "יום ראשון", hours: "סגור" },
      ],
      responseTime: `אנחנו עונים תוך ${responseWindow} בימי עבודה.`,
    },
  };
};
