import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Italian. */
export const notFound: NotFoundWords = {
  meta: {
    title: `Pagina non trovata | ${siteConfig.name}`,
    description: `Questa pagina non esiste. Torna su ${siteConfig.name} per continuare a fare pulizia, oppure segnalaci il link che non funziona.`,
  },
  code: "404",
  heading: "Ops! Questa pagina è tutta da riordinare",
  body: "La pagina che cerchi è stata spazzata via o non è mai esistita. Ti riportiamo in un posto bello pulito!",
  returnHome: "Torna all’inizio",
  reportIssue: "Segnala un problema",
};
