import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Turkish. */
export const contact = (t: WordsTools): ContactWords => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} ila ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# saat", other: "# saat" })}`;

  return {
    meta: {
      title: `Bize Ulaş | ${name}`,
      description: `Soruların, hata bildirimlerin ya da fikirlerin mi var? ${name} ekibine form, e-posta ya da telefonla ulaş. İş günlerinde ${responseWindow} içinde yanıt veriyoruz.`,
    },
    title: "Bize Ulaş",
    intro:
      "Bir hata mı buldun, yeni bir oda için fikrin mi var, yoksa zorlu bir bölümde yardıma mı ihtiyacın var? Bize bir mesaj gönder; mesajını gerçek bir insan okuyacak.",
    form: {
      heading: "Bize mesaj gönder",
      fields: {
        name: { label: "Ad", placeholder: "Adın" },
        email: { label: "E-posta", placeholder: "sen@ornek.com" },
        subject: { label: "Konu", placeholder: "Ne hakkında?" },
        message: {
          label: "Mesaj",
          placeholder: "Neler olduğunu ya da neler görmek istediğini anlat",
        },
      },
      submit: "Mesajı Gönder",
      sending: "Gönderiliyor...",
      validation: {
        missing: "Lütfen bu alanı doldur.",
        badEmail: "Lütfen sen@ornek.com gibi bir e-posta adresi gir.",
        /** `fields`: the empty fields' labels as a list, e.g. "Ad ve Mesaj". */
        missingFields: (fields: string) => `Lütfen doldur: ${fields}.`,
      },
      privacyNote: "Mesajın bu sitede saklanmaz.",
    },
    sent: {
      title: "Mesajın Gönderildi!",
      description: "Bize yazdığın için teşekkürler. Mesajına en kısa sürede yanıt vereceğiz.",
    },
    details: {
      heading: "İletişim bilgileri",
      email: "E-posta",
      phone: "Telefon",
      address: "Adres",
    },
    supportHours: {
      heading: "Destek saatleri",
      /** Turkish writes the hours on the 24-hour clock. */
      rows: [
        { days: "Pazartesi - Cuma", hours: "09:00 - 18:00 EST" },
        { days: "Cumartesi", hours: "10:00 - 16:00 EST" },
        { days: "Pazar", hours: "Kapalı" },
      ],
      responseTime: `İş günlerinde ${responseWindow} içinde yanıt veriyoruz.`,
    },
  };
};
