import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Dutch. */
export const notFound: NotFoundWords = {
  meta: {
    title: `Pagina niet gevonden | ${siteConfig.name}`,
    description: `Deze pagina bestaat niet. Ga terug naar ${siteConfig.name} om verder te poetsen, en laat het ons weten als een link niet werkt.`,
  },
  code: "404",
  heading: "Oeps! Deze pagina moet nodig opgeruimd worden",
  body: "De pagina die je zoekt, werd weggeveegd, misschien heeft hij zelfs nooit bestaan. Kom, we brengen je terug naar een opgeruimd plekje.",
  returnHome: "Terug naar start",
  reportIssue: "Probleem melden",
};
