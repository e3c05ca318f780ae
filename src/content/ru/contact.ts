import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Russian. */
export const contact = (t: WordsTools): ContactWords => {
  /** Read after «в течение» (genitive): «в течение 24–48 часов». */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)}–${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# часа", few: "# часов", many: "# часов", other: "# часа" })}`;

  return {
    meta: {
      title: `Связаться с нами | ${name}`,
      description: `Вопросы, ошибки или идеи? Свяжитесь с командой ${name} через форму, по электронной почте или по телефону. Мы отвечаем в течение ${responseWindow} в рабочие дни.`,
    },
    title: "Связаться с нами",
    intro:
      "Нашли ошибку, придумали новую комнату или застряли на сложном уровне? Напишите нам — ваше сообщение прочитает живой человек.",
    form: {
      heading: "Напишите нам",
      fields: {
        name: { label: "Имя", placeholder: "Ваше имя" },
        /** A Russian sample name in the example address, here and in `badEmail`. */
        email: { label: "Электронная почта", placeholder: "ivan@example.com" },
        subject: { label: "Тема сообщения", placeholder: "О чём пойдёт речь?" },
        message: {
          label: "Сообщение",
          placeholder: "Расскажите, что случилось или что бы вы хотели увидеть в игре",
        },
      },
      submit: "Отправить сообщение",
      sending: "Отправка…",
      validation: {
        missing: "Пожалуйста, заполните это поле.",
        badEmail: "Введите адрес электронной почты, например ivan@example.com.",
        /**
         * `fields`: the empty fields' labels as a list, after a colon so they keep their form, and
         * without «поле»/«поля», which would have to agree with how many there are.
         */
        missingFields: (fields: string) => `Пожалуйста, заполните: ${fields}.`,
      },
      privacyNote: "Ваше сообщение не сохраняется на этом сайте.",
    },
    sent: {
      title: "Сообщение отправлено!",
      description: "Спасибо, что написали нам! Мы скоро ответим.",
    },
    details: {
      heading: "Контактные данные",
      email: "Электронная почта",
      phone: "Телефон",
      address: "Адрес",
    },
    supportHours: {
      heading: "Часы работы поддержки",
      /** The 24-hour clock, as Russian writes times; EST kept so the hours stay exact. */
      rows: [
        { days: "С понедельника по пятницу", hours: "9:00–18:00 (EST)" },
        { days: "Суббота", hours: "10:00–16:00 (EST)" },
        { days: "Воскресенье", hours: "Выходной" },
      ],
      responseTime: `Мы отвечаем в течение ${responseWindow} в рабочие дни.`,
    },
  };
};
