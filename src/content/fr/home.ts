import { siteConfig } from "@/config/site";
import type { HomeWords } from "../types";

const name = siteConfig.name;

/** Tidy Time in one line: opens the page's description and goes out with a shared link. */
const pitch = `Joue à ${name} gratuitement dans ton navigateur : range des pièces en désordre, trie le bazar et gagne des étoiles.`;

/** The home page's words, in French. */
export const home: HomeWords = {
  meta: {
    title: `${name} - Jeu de ménage gratuit en ligne`,
    description: `${pitch} Sans téléchargement ni inscription. Guides, astuces et réponses pour les joueurs de tous âges.`,
  },
  hero: {
    title: name,
    subtitle: "Jeu de ménage gratuit en ligne",
    intro: `Trie le bazar, frotte les saletés et rends les pièces en désordre impeccables. ${name} est gratuit, fonctionne dans ton navigateur et sauvegarde ta progression tout seul.`,
    /** Read after "En savoir plus" by screen readers and search engines. */
    learnMoreHidden: `sur ${name}`,
  },
  share: { title: name, text: pitch },
  game: {
    title: `Jouer à ${name}`,
    intro: `Choisis un outil dans la barre d’outils, fais glisser chaque objet à sa place et nettoie chaque tache avant la fin du chrono.`,
    help: {
      text: "Le jeu ne se charge pas ou reste bloqué sur une pièce ? {faq} ou {contact}.",
      faqLabel: "Lis la FAQ",
      contactLabel: "contacte l’assistance",
    },
  },
  about: {
    title: `À propos de ${name}`,
    intro: `${name} transforme le rangement de tous les jours en un casse-tête calme et satisfaisant. Chaque pièce est un petit niveau à finir en quelques minutes, avec des étoiles à gagner et des décorations à débloquer.`,
    featuresHeading: "Points forts",
    features: [
      {
        title: "Un ménage satisfaisant",
        body: "Essuie, balaie et passe l’aspirateur dans les chambres, les cuisines et les salles de bain. Chaque tache nettoyée brille et remplit la jauge de propreté en haut de l’écran.",
      },
      {
        title: "Étoiles et combos",
        body: "Range les objets au bon endroit sans te tromper pour enchaîner des combos qui multiplient tes points. Finis vite et sans erreur pour gagner les trois étoiles d’une pièce.",
      },
      {
        title: "Des pièces à décorer",
        body: "Les étoiles débloquent de nouvelles pièces sur le plan de la maison. Avec tes pièces d’or, achète tapis, plantes et papier peint dans la boutique Déco pour personnaliser chaque pièce terminée.",
      },
      {
        title: "Joue partout",
        body: "Joue dans n’importe quel navigateur récent, sur ordinateur, tablette ou téléphone, sans rien télécharger. Ta progression est sauvegardée dans ton navigateur : tu reprends là où tu en étais.",
      },
    ],
    benefitsHeading: "Pourquoi on l’adore",
    benefits: [
      {
        title: "Anti-stress",
        body: "Voir une pièce en désordre devenir impeccable, ça détend. Active le mode Zen pour couper le chrono et ranger à ton rythme.",
      },
      {
        title: "Créativité",
        body: "Choisis tapis, plantes et papier peint pour chaque pièce terminée, et mélange les styles jusqu’à ce que chaque endroit te ressemble.",
      },
      {
        title: "Productivité",
        body: "Chaque pièce t’apprend à t’organiser : d’abord le bazar, puis le ménage de haut en bas. Beaucoup de joueurs gardent ce réflexe pour les vraies corvées.",
      },
      {
        title: "Amusement",
        body: "Bats le chrono, enchaîne les combos et rejoue les pièces pour gagner plus d’étoiles. Et du nouveau contenu arrive chaque mois !",
      },
    ],
    playFreeNow: "Jouer gratuitement",
  },
  guide: {
    title: "Guide et astuces de jeu",
    intro: `Tu découvres ${name} ou tu vises trois étoiles dans chaque pièce ? Commence par les bases, apprends à te servir de chaque outil, puis utilise les astuces avancées pour améliorer ton score.`,
    gettingStarted: {
      title: "Premiers pas",
      intro: "Ta première pièce ne prend que quelques minutes. Voici comment commencer :",
      items: [
        "Appuie sur Jouer et attends que le jeu se charge, puis choisis la Chambre sur le plan de la maison.",
        "Regarde la liste de tâches dans le coin : elle indique combien d’objets ranger et de taches nettoyer.",
        "Fais glisser chaque objet à sa place : les jouets dans le coffre à jouets, les vêtements dans le panier à linge.",
        "Choisis l’éponge, le balai ou l’aspirateur dans la barre d’outils et frotte les taches jusqu’à ce qu’elles brillent.",
        "Remplis la jauge de propreté avant la fin du chrono pour terminer la pièce et récolter tes étoiles.",
      ],
    },
    techniquesHeading: "Techniques de ménage",
    techniques: [
      {
        title: "Le tri",
        body: "Fais glisser les objets vers le bac, l’étagère ou le panier qui porte le même dessin. Un objet bien placé s’emboîte et fait grimper ton combo ; un objet mal placé rebondit et remet le combo à zéro.",
      },
      {
        title: "L’éponge",
        body: "Prends l’éponge pour les tables, les miroirs et les plans de travail. Frotte d’avant en arrière sur une trace ; les taches collantes brillent en orange et demandent quelques passages de plus.",
      },
      {
        title: "Le balai",
        body: "Passe le balai sur les sols durs pour rassembler miettes et poussière en un tas, puis touche la pelle pour tout ramasser d’un coup et gagner des points bonus.",
      },
      {
        title: "L’aspirateur",
        body: "Sors l’aspirateur pour les tapis et les moquettes. Il nettoie une large bande d’un seul coup : avance en lignes droites qui se chevauchent au lieu de zigzaguer.",
      },
    ],
    advanced: [
      {
        title: "Stratégies de ménage avancées",
        intro: "Une fois les outils maîtrisés, ces habitudes font gagner le plus de temps :",
        items: [
          "Range avant de nettoyer : les objets par terre cachent la saleté, alors les enlever d’abord fait apparaître toutes les taches d’un coup.",
          "Travaille de haut en bas. Essuyer les étagères fait tomber de la poussière par terre : balaie ou passe l’aspirateur en dernier.",
          "Regroupe les objets qui vont au même endroit et dépose-les à la suite pour faire grimper ton combo.",
          "Garde le bouton d’indice pour la fin : il montre les dernières taches oubliées, mais remet ton combo à zéro.",
        ],
      },
      {
        title: "Astuces pièce par pièce",
        intro: "Chaque pièce a ses recoins pièges :",
        items: [
          "Chambre : regarde sous le lit et derrière les rideaux, où chaussettes et petits jouets adorent se cacher.",
          "Cuisine : empile la vaisselle dans l’évier avant d’essuyer les plans de travail, sinon les miettes retombent sur les surfaces propres.",
          "Salle de bain : essuie le miroir en dernier, car les éclaboussures du lavabo peuvent de nouveau l’embuer.",
          "Garage : range d’abord les outils sur le panneau mural pour faire de la place, puis balaie le grand sol à longs coups de balai.",
        ],
      },
      {
        title: "Points et succès",
        intro: "Points, étoiles et trophées suivent des règles simples :",
        items: [
          "Chaque objet rangé et chaque tache nettoyée rapportent des points, et les secondes qui restent au chrono deviennent un bonus de temps.",
          "Une étoile pour finir à temps, deux pour atteindre l’objectif de score de la pièce, trois pour une partie sans aucune erreur de rangement.",
          "Les combos multiplient tes points : une longue série de rangements sans faute rapporte plus que nettoyer vite.",
          "Les trophées du menu Succès récompensent des étapes comme ta première pièce à trois étoiles ou un combo parfait.",
        ],
      },
    ],
    proTipsHeading: "Astuces de pro",
    proTips: [
      "Lis d’abord la liste de tâches pour savoir exactement ce qui compte pour la jauge de propreté.",
      "Zoome en pinçant l’écran ou avec la molette de la souris pour repérer les miettes et les petits objets.",
      "Rejoue les pièces terminées : tu connais déjà leur disposition, et les trois étoiles deviennent bien plus faciles.",
      "Dépense tes pièces d’or en décorations qui te plaisent : elles ne te coûtent jamais d’étoiles ni de temps.",
      "Active le mode Zen pour découvrir une nouvelle pièce au calme, puis désactive-le pour viser les étoiles.",
      "Joue en plein écran sur les petits écrans : les objets sont plus grands et plus faciles à déplacer.",
    ],
  },
  faqSection: {
    title: "Questions fréquentes",
    intro: `Des réponses rapides pour jouer à ${name}. Besoin d’en savoir plus ? La page FAQ complète répond à toutes les questions qu’on nous pose.`,
    seeAll: "Voir toutes les questions",
  },
  faq: [
    {
      question: `Qu’est-ce que ${name} ?`,
      answer: `${name} est un jeu de ménage et de rangement relaxant. Chaque niveau est une pièce en désordre : range le bazar dans les bons bacs et sur les bonnes étagères, essuie, balaie et passe l’aspirateur, puis gagne jusqu’à trois étoiles selon ta performance.`,
    },
    {
      question: `${name} est-il gratuit ?`,
      answer: `Oui. Chaque pièce, chaque outil et chaque décoration se gagne en jouant. Il n’y a rien à acheter et aucune limite au nombre de pièces que tu peux jouer par jour.`,
    },
    {
      question: "Faut-il télécharger quelque chose ou s’inscrire ?",
      answer: `Non. ${name} fonctionne directement dans ton navigateur web : il n’y a rien à installer. Il n’y a pas de compte non plus : appuie sur Jouer et la première pièce s’ouvre tout de suite.`,
    },
    {
      question: "Sur quels appareils puis-je jouer ?",
      answer: `Sur n’importe quel ordinateur, tablette ou téléphone avec un navigateur à jour comme Chrome, Firefox, Safari ou Edge. Sur un téléphone, tourne-le à l’horizontale pour voir la pièce en plus grand.`,
    },
    {
      question: "Comment sauvegarder ma progression ?",
      answer: `Tu n’as rien à faire. Tes étoiles, tes pièces débloquées et tes décorations sont sauvegardées automatiquement dans ton navigateur après chaque pièce. Reviens simplement sur le même navigateur et le même appareil pour continuer.`,
    },
    {
      question: "Comment fonctionnent les commandes ?",
      answer: `Choisis un outil dans la barre d’outils en bas de l’écran, puis clique ou touche l’écran pour l’utiliser. Fais glisser les objets vers le bac ou l’étagère où ils vont, et frotte d’avant en arrière sur la saleté pour l’essuyer ou la balayer.`,
    },
    {
      question: "Quel est le but dans chaque pièce ?",
      answer: `Termine la liste de tâches de la pièce avant la fin du chrono : chaque objet rangé et chaque tache nettoyée. La jauge de propreté en haut de l’écran se remplit au fur et à mesure, et la pièce est terminée quand elle est pleine.`,
    },
    {
      question: "Combien de temps dure une pièce ?",
      answer: `Les premières pièces prennent deux ou trois minutes, et les plus grandes, plus tard, environ cinq. Parfait pour jouer une pièce pendant une petite pause et t’arrêter quand tu veux.`,
    },
    {
      question: "Peut-on jouer tranquillement, sans chrono ?",
      answer: `Oui. Active le mode Zen dans le menu des réglages (l’icône en forme d’engrenage) pour couper le chrono. Tu gagnes toujours des points et des pièces d’or, mais en mode Zen, tes étoiles ne changent pas.`,
    },
    {
      question: `${name} convient-il aux jeunes enfants ?`,
      answer: `Oui. Pas de violence, pas de discussion avec des inconnus et rien à acheter. Les plus jeunes s’amusent le mieux en mode Zen, où ils peuvent trier et nettoyer à leur rythme.`,
    },
  ],
};
