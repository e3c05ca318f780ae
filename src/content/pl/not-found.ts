import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Polish. */
export const notFound: NotFoundWords = {
  meta: {
    title: `Nie znaleziono strony | ${siteConfig.name}`,
    description: `Ta strona nie istnieje. Wróć do ${siteConfig.name}, żeby dalej sprzątać, albo daj nam znać o niedziałającym linku.`,
  },
  code: "404",
  heading: "Ups! Na tej stronie trzeba posprzątać",
  body: "Strona, której szukasz, została wymieciona albo nigdy nie istniała. Wróćmy tam, gdzie jest czysto.",
  returnHome: "Wróć na stronę główną",
  reportIssue: "Zgłoś problem",
};
