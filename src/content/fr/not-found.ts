import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in French. */
export const notFound: NotFoundWords = {
  meta: {
    title: `Page introuvable | ${siteConfig.name}`,
    description: `Cette page n’existe pas. Retourne sur ${siteConfig.name} pour continuer le ménage, ou signale-nous le lien cassé.`,
  },
  code: "404",
  heading: "Oups ! Cette page a besoin d’un coup de balai",
  body: "La page que tu cherches a été balayée ou n’a jamais existé. Retournons dans un coin tout propre !",
  returnHome: "Retour à l’accueil",
  reportIssue: "Signaler un problème",
};
