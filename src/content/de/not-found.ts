import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in German. */
export const notFound: NotFoundWords = {
  meta: {
    title: `Seite nicht gefunden | ${siteConfig.name}`,
    description: `Diese Seite gibt es nicht. Geh zurück zu ${siteConfig.name} und putz weiter – oder sag uns Bescheid, welcher Link kaputt ist.`,
  },
  code: "404",
  heading: "Hoppla! Diese Seite muss aufgeräumt werden",
  body: "Die Seite, die du suchst, wurde weggefegt oder hat nie existiert. Komm, wir bringen dich zurück an einen sauberen Ort.",
  returnHome: "Zur Startseite",
  reportIssue: "Problem melden",
};
