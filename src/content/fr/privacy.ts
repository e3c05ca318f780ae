import { siteConfig } from "@/config/site";
import {
  LANGUAGE_NOTICE_STORAGE_KEY,
  POLICY_MIN_AGE_YEARS,
  THEME_STORAGE_KEY,
} from "@/lib/constants";
import type { PrivacyWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
export const privacy = (t: WordsTools): PrivacyWords => {
  /** The privacy policy's words, in French. */
  return {
    meta: {
      title: `Politique de confidentialité | ${name}`,
      description: `Comment ${name} traite les informations : ce qui est collecté, cookies et stockage local, hébergeurs de jeux tiers, vie privée des enfants et tes choix.`,
    },
    title: "Politique de confidentialité",
    /** Before the spec's date, which the page writes in the French format. */
    lastUpdated: (date: string) => `Dernière mise à jour : ${date}`,
    intro: `Cette politique explique quelles informations ${name} collecte quand tu visites ce site et joues à ses jeux, comment elles sont utilisées et quels choix tu as. Il n’y a pas de compte, et nous ne demandons des informations personnelles que si tu choisis de nous contacter.`,
    /** The keys are the sections' addresses on the page: the same in every language. */
    sections: {
      "information-we-collect": {
        title: "Informations collectées",
        paragraphs: [
          "Certaines informations techniques nous parviennent automatiquement quand ton navigateur charge nos pages ou les jeux intégrés. Ta progression et tes préférences de jeu sont conservées dans ton navigateur, sur ton propre appareil. Nous ne recevons que les informations personnelles que tu choisis de nous envoyer.",
        ],
        items: [
          "Type et version du navigateur",
          "Informations sur l’appareil, comme son type, son système d’exploitation et la taille de son écran",
          "Adresse IP",
          "Progression dans le jeu, comme les pièces terminées, les étoiles et les décorations débloquées",
          "Préférences, comme les réglages du son, de la musique et du mode Zen",
          "Ton nom et ton adresse e-mail, uniquement si tu nous contactes",
        ],
      },
      "how-we-use-information": {
        title: "Utilisation des informations",
        paragraphs: [
          "Nous utilisons les informations techniques pour afficher les pages sur ton appareil, faire fonctionner le site sur tous les navigateurs et toutes les tailles d’écran, et repérer et corriger les problèmes.",
          "Ta progression et tes préférences servent uniquement à te laisser reprendre là où tu en étais, avec tes réglages. Si tu nous contactes, nous utilisons ton nom et ton adresse e-mail uniquement pour te répondre. Nous ne vendons pas tes informations.",
        ],
      },
      "cookies-and-local-storage": {
        title: "Cookies et stockage local",
        paragraphs: [
          `Ce site ne dépose aucun cookie. Il enregistre au plus deux choses sur ton appareil, dans le stockage local de ton navigateur : ton choix de thème (Clair ou Sombre), sous la clé « ${THEME_STORAGE_KEY} », pour que chaque page s’ouvre avec ce thème, et, dès que tu fermes la suggestion de lire une page dans ta langue ou que tu choisis toi-même une langue, « ${LANGUAGE_NOTICE_STORAGE_KEY} », pour que la suggestion ne revienne plus. L’option Système n’enregistre rien, et aucune de ces deux valeurs ne quitte jamais ton appareil.`,
          "Tu peux supprimer les cookies et le stockage local à tout moment dans les réglages de ton navigateur. Cela réinitialise ton choix de thème, fait revenir la suggestion de langue et efface ta progression dans le jeu ; les fenêtres de navigation privée les effacent d’ailleurs dès qu’elles se ferment.",
        ],
      },
      "third-party-services": {
        title: "Services tiers",
        paragraphs: [
          "Les jeux de ce site sont chargés dans des cadres intégrés, depuis des hébergeurs de jeux externes. Quand un jeu se charge, son hébergeur reçoit des informations techniques comme ton adresse IP et le type de ton navigateur, et il peut utiliser ses propres cookies ou son propre stockage local.",
          "Ces hébergeurs ont leurs propres politiques de confidentialité, qui encadrent la façon dont ils traitent ces informations. Nous t’encourageons à les lire.",
        ],
      },
      "data-security": {
        title: "Sécurité des données",
        paragraphs: [
          "Ce site est servi par une connexion chiffrée, et nous gardons le moins d’informations possible. Les messages que tu nous envoies ne sont conservés que le temps nécessaire pour y répondre.",
          "Aucune méthode d’envoi ou de stockage d’informations sur internet n’est totalement sûre : nous ne pouvons donc pas garantir une sécurité absolue.",
        ],
      },
      "childrens-privacy": {
        title: "Vie privée des enfants",
        paragraphs: [
          `Nos jeux conviennent aux joueurs de tous âges, mais nous ne collectons pas sciemment d’informations personnelles auprès d’enfants de moins de ${t.count(POLICY_MIN_AGE_YEARS, { one: "# an", many: "# d’ans", other: "# ans" })}.`,
          `Un parent ou un tuteur qui pense que son enfant de moins de ${t.count(POLICY_MIN_AGE_YEARS, { one: "# an", many: "# d’ans", other: "# ans" })} nous a envoyé des informations personnelles peut nous contacter : nous les supprimerons.`,
        ],
      },
      "international-data-transfers": {
        title: "Transferts internationaux de données",
        paragraphs: [
          "Les services que nous utilisons, nous et les hébergeurs de jeux, peuvent se trouver hors de ton pays. Tes informations peuvent donc être transférées et traitées aux États-Unis, où les lois sur la protection des données peuvent être différentes de celles de ton pays.",
        ],
      },
      "changes-to-this-policy": {
        title: "Modifications de cette politique",
        paragraphs: [
          "Nous pouvons modifier cette politique à l’occasion. Dans ce cas, nous publierons la nouvelle version sur cette page et changerons la date de « dernière mise à jour » : pense à revenir la consulter de temps en temps.",
        ],
      },
    },
    questions: {
      title: "Une question sur ta vie privée ?",
      body: "Pose-nous toutes tes questions sur cette politique, ou demande-nous de supprimer un message que tu nous as envoyé.",
      contactUs: "Nous contacter",
    },
  };
};
