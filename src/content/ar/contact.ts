import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Arabic. */
export const contact = (t: WordsTools): ContactWords => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} إلى ${t.count(RESPONSE_WINDOW_HOURS.max, { zero: "# ساعة", one: "ساعة واحدة", two: "ساعتين", few: "# ساعات", many: "# ساعة", other: "# ساعة" })}`;

  return {
    meta: {
      title: `اتصل بنا | ${name}`,
      description: `لديك سؤال أو خطأ تريد الإبلاغ عنه أو فكرة جديدة؟ تواصل مع فريق ${name} عبر النموذج أو البريد الإلكتروني أو الهاتف. نرد خلال ${responseWindow} في أيام العمل.`,
    },
    title: "اتصل بنا",
    intro:
      "وجدت خطأً، أو لديك فكرة لغرفة جديدة، أو تحتاج إلى مساعدة في مستوى صعب؟ أرسل لنا رسالة وسيقرؤها شخص حقيقي.",
    form: {
      heading: "أرسل لنا رسالة",
      fields: {
        name: { label: "الاسم", placeholder: "اكتب اسمك" },
        email: { label: "البريد الإلكتروني", placeholder: "name@example.com" },
        subject: { label: "الموضوع", placeholder: "عمّ تدور رسالتك؟" },
        message: { label: "الرسالة", placeholder: "أخبرنا بما حدث أو بما تحب أن تراه" },
      },
      submit: "أرسل الرسالة",
      sending: "جارٍ الإرسال...",
      validation: {
        missing: "يُرجى ملء هذا الحقل.",
        badEmail: "يُرجى كتابة بريد إلكتروني صحيح مثل name@example.com.",
        missingFields: (fields: string) => `يُرجى ملء: ${fields}.`,
      },
      privacyNote: "لا تُحفظ رسالتك على هذا الموقع.",
    },
    sent: {
      title: "تم إرسال رسالتك!",
      description: "شكرًا لتواصلك معنا. سنرد على رسالتك قريبًا.",
    },
    details: {
      heading: "معلومات التواصل",
      email: "البريد الإلكتروني",
      phone: "الهاتف",
      address: "العنوان",
    },
    supportHours: {
      heading: "أوقات الدعم",
      rows: [
        { days: "من الاثنين إلى الجمعة", hours: "9:00 صباحًا - 6:00 مساءً EST" },
        { days: "السبت", hours: "10:00 صباحًا - 4:00 مساءً EST" },
        { days: "الأحد", hours: "مغلق" },
      ],
      responseTime: `نرد خلال ${responseWindow} في أيام العمل.`,
    },
  };
};
