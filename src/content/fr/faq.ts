import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import { CHARLIE_NAME } from "../names";
import type { FaqWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The FAQ page's words, in French; each question's address (/fr/faq#…) is made from its wording. */
export const faq = (t: WordsTools): FaqWords => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} à ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# heure", many: "# d’heures", other: "# heures" })}`;

  return {
    meta: {
      title: `FAQ - Aide et réponses sur ${name}`,
      description: `Les réponses ${t.count(FAQ_PAGE_COUNT, { one: "à la # question la plus posée", many: "aux # de questions les plus posées", other: "aux # questions les plus posées" })} sur ${name} : sauvegarde, appareils, commandes, score, limites de jeu, nouveautés et assistance.`,
    },
    title: "Questions fréquentes",
    intro: `Tout ce que les joueurs demandent sur ${name}, de la sauvegarde à l’assistance. Choisis une question pour voir sa réponse.`,
    entries: [
      {
        question: `${name} est-il payant ?`,
        answer: `Non, ${name} est entièrement gratuit. Aucun niveau payant, aucune monnaie premium, aucun achat dans le jeu. Tout se débloque en jouant.`,
      },
      {
        question: "Faut-il un compte pour jouer ?",
        answer: `Non. Il n’y a pas de compte pour l’instant : rien à créer, aucun mot de passe à retenir. Des comptes pourraient arriver dans une future mise à jour pour te permettre de retrouver ta progression d’un appareil à l’autre.`,
      },
      {
        question: "Dois-je télécharger ou installer quelque chose ?",
        answer: `Non. Le jeu se charge sur ce site et tourne dans ton navigateur. Il te faut juste une connexion internet pendant son démarrage.`,
      },
      {
        question: "Quels appareils et navigateurs sont compatibles ?",
        answer: `${name} fonctionne sur ordinateur, tablette et téléphone avec une version récente de Chrome, Firefox, Safari ou Edge. Si le jeu rame, ferme les autres onglets ou mets ton navigateur à jour.`,
      },
      {
        question: "Où est sauvegardée ma progression ?",
        answer: `Tes étoiles, tes pièces débloquées, tes décorations et tes réglages sont enregistrés dans le stockage local de ton navigateur, sur ton propre appareil. Rien ne nous est envoyé, et la sauvegarde se fait automatiquement chaque fois que tu termines une pièce.`,
      },
      {
        question: "Pourquoi ma progression a-t-elle disparu ?",
        answer: `Ta progression est gardée dans le stockage local de ton navigateur : effacer les cookies et les données des sites la supprime, et les fenêtres de navigation privée l’oublient dès qu’elles se ferment. Joue dans une fenêtre normale pour garder tes pièces.`,
      },
      {
        question: "Puis-je continuer sur un autre navigateur ou appareil ?",
        answer: `Pas encore. Le stockage local appartient à un seul navigateur sur un seul appareil : sur un autre navigateur, ordinateur ou téléphone, tu repars de zéro. Des comptes pour transférer ta progression pourraient arriver dans une future mise à jour.`,
      },
      {
        question: "Le temps de jeu est-il limité chaque jour ?",
        answer: `Non. Il n’y a aucune limite de jeu quotidienne, pas de barre d’énergie et pas d’attente entre les pièces. Rejoue n’importe quelle pièce autant que tu veux pour améliorer tes étoiles.`,
      },
      {
        question: "Le jeu reçoit-il souvent du nouveau contenu ?",
        answer: `Du nouveau contenu sort chaque mois. Chaque mise à jour apporte de nouvelles pièces, des décorations ou des événements de saison, et ta progression reste intacte.`,
      },
      {
        question: "Comment jouer en plein écran ?",
        answer: `Clique sur le bouton plein écran dans le coin du cadre de jeu. Pour en sortir, appuie sur Échap sur un clavier, ou touche à nouveau le même bouton sur un écran tactile.`,
      },
      {
        question: "Comment couper le son ou la musique ?",
        answer: `Ouvre le menu des réglages avec l’icône en forme d’engrenage dans le jeu. La musique et les bruitages ont chacun leur interrupteur : tu peux garder les bruits de ménage si satisfaisants et couper la musique.`,
      },
      {
        question: "Le jeu ne se charge pas. Que faire ?",
        answer: `Actualise la page et vérifie ta connexion internet. Si le cadre reste vide, autorise l’hébergeur du jeu dans les réglages de ton navigateur et désactive pour ce site les bloqueurs de pubs ou de scripts trop stricts, puis recharge la page.`,
      },
      {
        question: "Quelles différences entre l’écran tactile et la souris ?",
        answer: `À la souris, tu cliques sur un outil, tu fais glisser les objets et tu frottes en gardant le bouton enfoncé. Sur un écran tactile, tu touches, tu fais glisser avec un doigt et tu frottes d’avant en arrière. Les deux donnent le même score.`,
      },
      {
        question: "Comment sont calculés les points et les étoiles ?",
        answer: `Tu gagnes des points pour chaque objet rangé et chaque tache nettoyée, plus un bonus pour le temps qui reste au chrono. Une étoile pour finir à temps, deux pour atteindre l’objectif de score, trois pour une partie parfaite sans aucune erreur de rangement.`,
      },
      {
        question: "C’est quoi, les combos ?",
        answer: `Ranger des objets au bon endroit l’un après l’autre crée un combo qui multiplie tes points. Une erreur renvoie l’objet et remet le combo à zéro : prends le temps de bien regarder chaque étiquette.`,
      },
      {
        question: "Comment débloquer de nouvelles pièces et décorations ?",
        answer: `Les étoiles débloquent de nouvelles pièces sur le plan de la maison. Tes points te rapportent des pièces d’or, qui servent à acheter des décorations comme des tapis, des plantes ou du papier peint dans la boutique Déco. Rejouer des pièces pour gagner plus d’étoiles rapporte aussi plus de pièces d’or.`,
      },
      {
        question: `${name} convient-il aux enfants ?`,
        answer: `Oui, il est fait pour les joueurs de tous âges. Pas de violence, pas de discussion, rien à acheter, et le mode Zen supprime le chrono pour que les plus jeunes prennent leur temps.`,
      },
      {
        question: "Quelles informations collectez-vous quand je joue ?",
        answer: `Très peu. Ta progression reste dans ton propre navigateur, et il n’y a aucune inscription. Pour tous les détails, consulte notre politique de confidentialité.`,
      },
      {
        question: "Comment contacter l’assistance ?",
        answer: `Utilise le lien « Contacter l’assistance » sur cette page pour aller sur notre page de contact et nous envoyer un message. Nous répondons sous ${responseWindow} les jours ouvrés : indique ton navigateur et ton appareil pour qu’on puisse t’aider plus vite.`,
      },
      {
        question: `Qu’est-ce que ${CHARLIE_NAME} ?`,
        answer: `${CHARLIE_NAME} est un jeu de plateforme gratuit sur ce site, avec un steak courageux qui court, saute et fonce à travers des mondes sur le thème de la cuisine. Ouvre la page ${CHARLIE_NAME} pour y jouer et trouver les commandes et un guide complet des niveaux.`,
      },
    ],
    moreHelp: {
      title: "Encore une question ?",
      body: "Notre équipe d’assistance t’aide volontiers pour tout ce que cette page n’explique pas.",
      contactSupport: "Contacter l’assistance",
    },
  };
};
