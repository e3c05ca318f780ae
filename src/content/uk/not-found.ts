import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Ukrainian. */
export const notFound: NotFoundWords = {
  meta: {
    title: `Сторінку не знайдено | ${siteConfig.name}`,
    description: `Такої сторінки немає. Поверніться до ${siteConfig.name}, щоб прибирати далі, або повідомте нам про непрацююче посилання.`,
  },
  code: "404",
  /** "Needs tidying" as a chore to do: «треба прибрати», the game's own theme. */
  heading: "Ой! На цій сторінці треба прибрати",
  body: "Сторінку, яку ви шукаєте, вимели разом зі сміттям — або її ніколи й не було. Повернімося туди, де чисто.",
  returnHome: "На головну",
  reportIssue: "Повідомити про проблему",
};
