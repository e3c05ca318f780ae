import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Ukrainian. */
export const contact = (t: WordsTools): ContactWords => {
  /** Read after «протягом» (genitive): «протягом 24–48 годин». */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)}–${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# години", few: "# годин", many: "# годин", other: "# години" })}`;

  return {
    meta: {
      title: `Зв’язатися з нами | ${name}`,
      description: `Запитання, помилки чи ідеї? Зв’яжіться з командою ${name} через форму, електронною поштою або телефоном. Ми відповідаємо протягом ${responseWindow} у робочі дні.`,
    },
    title: "Зв’язатися з нами",
    intro:
      "Знайшли помилку, вигадали нову кімнату чи застрягли на складному рівні? Напишіть нам — ваше повідомлення прочитає жива людина.",
    form: {
      heading: "Напишіть нам",
      fields: {
        name: { label: "Ім’я", placeholder: "Ваше ім’я" },
        /** A Ukrainian sample name in the example address, here and in `badEmail`. */
        email: { label: "Електронна пошта", placeholder: "olena@example.com" },
        subject: { label: "Тема повідомлення", placeholder: "Про що йдеться?" },
        message: {
          label: "Повідомлення",
          placeholder: "Розкажіть, що сталося або що ви хотіли б побачити в грі",
        },
      },
      submit: "Надіслати повідомлення",
      sending: "Надсилання…",
      validation: {
        missing: "Будь ласка, заповніть це поле.",
        badEmail: "Введіть адресу електронної пошти, наприклад olena@example.com.",
        /**
         * `fields`: the empty fields' labels as a list, after a colon so they keep their form, and
         * without «поле»/«поля», which would have to agree with how many there are.
         */
        missingFields: (fields: string) => `Будь ласка, заповніть: ${fields}.`,
      },
      privacyNote: "Ваше повідомлення не зберігається на цьому сайті.",
    },
    sent: {
      title: "Повідомлення надіслано!",
      description: "Дякуємо, що написали нам! Ми скоро відповімо.",
    },
    details: {
      heading: "Контактні дані",
      email: "Електронна пошта",
      phone: "Телефон",
      address: "Адреса",
    },
    supportHours: {
      heading: "Години роботи підтримки",
      /** The 24-hour clock, as Ukrainian writes times; EST kept so the hours stay exact. */
      rows: [
        { days: "З понеділка до п’ятниці", hours: "9:00–18:00 (EST)" },
        { days: "Субота", hours: "10:00–16:00 (EST)" },
        { days: "Неділя", hours: "Вихідний" },
      ],
      responseTime: `Ми відповідаємо протягом ${responseWindow} у робочі дні.`,
    },
  };
};
