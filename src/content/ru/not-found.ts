import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Russian. */
export const notFound: NotFoundWords = {
  meta: {
    title: `Страница не найдена | ${siteConfig.name}`,
    description: `Такой страницы нет. Вернитесь в ${siteConfig.name}, чтобы продолжить уборку, или сообщите нам о неработающей ссылке.`,
  },
  code: "404",
  /** "Needs tidying" as a chore to do: «нужно прибраться», the game's own theme. */
  heading: "Ой! На этой странице нужно прибраться",
  body: "Страницу, которую вы ищете, вымели вместе с мусором — или её никогда и не было. Давайте вернёмся туда, где чисто.",
  returnHome: "На главную",
  reportIssue: "Сообщить о проблеме",
};
