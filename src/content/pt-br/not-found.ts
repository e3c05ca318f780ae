import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** As palavras da página não encontrada. */
export const notFound: NotFoundWords = {
  meta: {
    title: `Página não encontrada | ${siteConfig.name}`,
    description: `Esta página não existe. Volte para o ${siteConfig.name} para continuar a faxina ou nos avise sobre o link quebrado.`,
  },
  code: "404",
  heading: "Ops! Esta página precisa de uma faxina",
  body: "A página que você procura foi varrida daqui ou nunca existiu. Vamos voltar para um lugar limpinho.",
  returnHome: "Voltar ao início",
  reportIssue: "Avisar problema",
};
