import {
  PLATFORMER_ENDING_COUNT,
  PLATFORMER_LEVEL_COUNT,
  PLATFORMER_WORLD_COUNT,
  SPEEDSTER_LIMIT_MINUTES,
} from "@/lib/constants";
import type { IndexablePageId } from "@/lib/routes";
import { siteConfig } from "@/config/site";
import { CHARLIE_NAME } from "../names";
import type { CharlieWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
const tagline = "Une aventure de plateforme grésillante, du gril jusqu’au grand banquet";
/** The Charlie the Steak page's words, in French. */
export const charlie = (t: WordsTools): CharlieWords => {
  /** The counts, each with the words that agree with it in its sentence ("many": 1 000 000 de). */
  const theLevels = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "le # niveau",
    many: "les # de niveaux",
    other: "les # niveaux",
  });
  const levelsSpread = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "# niveau réparti",
    many: "# de niveaux répartis",
    other: "# niveaux répartis",
  });
  const worlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# monde",
    many: "# de mondes",
    other: "# mondes",
  });
  const itsWorlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "son # monde",
    many: "ses # de mondes",
    other: "ses # mondes",
  });
  const kitchenWorlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# monde culinaire",
    many: "# de mondes culinaires",
    other: "# mondes culinaires",
  });
  const theEndings = t.count(PLATFORMER_ENDING_COUNT, {
    one: "la # fin",
    many: "les # de fins",
    other: "les # fins",
  });
  const ofTheEndings = t.count(PLATFORMER_ENDING_COUNT, {
    one: "de la # fin",
    many: "des # de fins",
    other: "des # fins",
  });

  return {
    meta: {
      title: `${CHARLIE_NAME} - Jeu de plateforme gratuit et guide | ${name}`,
      description: `Joue à ${CHARLIE_NAME} gratuitement dans ton navigateur et maîtrise-le avec notre guide : commandes, personnages, ${theLevels} de ${itsWorlds}, astuces de stratégie, bonus à débloquer et toutes les fins.`,
    },
    hero: {
      title: CHARLIE_NAME,
      tagline,
      intro: `Aide Charlie à courir, sauter et foncer à travers ${levelsSpread} dans ${kitchenWorlds}, à rester le plus saignant possible et à échapper au dîner que lui prépare le Chef Poivre. C’est gratuit et ça se joue directement dans ton navigateur.`,
    },
    share: {
      title: CHARLIE_NAME,
      text: `Joue à ${CHARLIE_NAME} gratuitement dans ton navigateur. ${tagline}.`,
    },
    sections: {
      game: {
        title: `Jouer à ${CHARLIE_NAME}`,
        intro:
          "Le jeu se charge depuis le site de son éditeur. Clique d’abord dans le cadre pour qu’il reçoive les touches de ton clavier.",
      },
      guide: {
        title: "Guide du jeu",
        intro:
          "Apprends les commandes, maîtrise les capacités spéciales de Charlie et découvre comment le jeu mesure sa cuisson.",
        controls: "Commandes",
        controlsCaption: "Commandes au clavier et sur écran tactile",
        actionColumn: "Actions",
        inputColumn: "Clavier / Tactile",
        abilities: "Capacités spéciales",
        mechanics: "Règles du jeu",
      },
      characters: {
        title: "Personnages",
        intro:
          "Découvre les héros, le méchant et les amis que tu croiseras en chemin. Chaque personnage principal a une capacité spéciale et un point faible.",
        specialAbility: "Capacité spéciale",
        weakness: "Point faible",
        supportingCast: "Personnages secondaires",
      },
      worlds: {
        title: "Mondes et niveaux",
        intro: `${levelsSpread} dans ${worlds}, qui se terminent chacun par une épreuve finale plus corsée.`,
        level: (number: number, name: string) => `Niveau ${t.number(number)} : ${name}`,
      },
      strategy: {
        title: "Astuces de stratégie",
        intro:
          "Les bons réflexes qui font la différence entre un steak trop cuit et une partie parfaitement saignante.",
      },
      unlockables: {
        title: "Bonus et récompenses",
        intro:
          "Les assaisonnements donnent des pouvoirs à Charlie, les succès montrent ton talent, et ce que tu récoltes décide de la fin de son histoire.",
        seasonings: "Assaisonnements",
        achievements: "Succès",
        endings: "Fins",
        bonusContent: "Contenu bonus",
      },
      community: {
        title: "Communauté et ressources",
        intro:
          "Partage tes parties, échange des secrets et trouve de l’aide auprès d’autres joueurs.",
        comingSoon: "(bientôt disponible)",
      },
    },
    about: {
      title: "À propos du guide et points forts",
      intro: `Ce guide présente les commandes, les capacités de Charlie, tous les personnages, ${theLevels}, et comment débloquer les assaisonnements, les succès et ${theEndings}. Sers-t’en pour te débloquer ou pour viser une partie parfaite.`,
      keyFeatures: [
        {
          title: "Des sauts précis",
          body: "Charlie est rapide et s’arrête pile quand tu lâches la touche : les sauts difficiles restent justes. Doubles sauts et ruées s’enchaînent pour de longues courses fluides.",
        },
        {
          title: "La cuisson comme santé",
          body: "Pas de cœurs ici : Charlie cuit un peu plus à chaque coup reçu. Garde-le saignant en évitant les poêles brûlantes, et rafraîchis-le avec les glaçons trouvés en chemin.",
        },
        {
          title: t.count(PLATFORMER_WORLD_COUNT, {
            one: "# monde à thème",
            many: "# de mondes à thème",
            other: "# mondes à thème",
          }),
          body: "Cours sur les plaques de cuisson, glisse sur les étagères du frigo, escalade les tours du garde-manger et invite-toi à un grand dîner. Chaque monde ajoute un nouveau danger et se termine par un niveau final corsé.",
        },
        {
          title: "Secrets et plusieurs fins",
          body: `Des fourchettes dorées cachées, des assaisonnements à collectionner et une recette secrète récompensent l’exploration. Ce que tu trouves détermine laquelle ${ofTheEndings} tu verras.`,
        },
      ],
    },
    guide: {
      controls: [
        {
          action: "Se déplacer",
          input: "Flèches ou A et D / Tactile : boutons gauche et droite",
        },
        { action: "Sauter", input: "Espace, W ou flèche haut / Tactile : bouton de saut" },
        {
          action: "Double saut",
          input: "Appuie encore sur saut en l’air / Tactile : touche encore le bouton de saut",
        },
        { action: "Ruée grésillante", input: "Maj ou J / Tactile : bouton flamme" },
        {
          action: "Plongeon saisissant",
          input: "Flèche bas ou S en l’air / Tactile : glisse le doigt vers le bas",
        },
        {
          action: "Parler ou ouvrir une porte",
          input: "E près d’une porte ou d’un ami / Tactile : touche la bulle de dialogue",
        },
        {
          action: "Mettre en pause",
          input: "Échap ou P / Tactile : icône pause en haut de l’écran",
        },
      ],
      abilities: [
        {
          title: "Double saut",
          body: "Saute encore une fois en l’air pour atteindre les corniches hautes ou rattraper un saut trop court. Le second saut revient chaque fois que Charlie touche le sol ou un mur.",
        },
        {
          title: "Ruée grésillante",
          body: "Une accélération éclair qui fait franchir les grands trous à Charlie et fracasse les caisses de pain grillé. Elle se recharge quand l’icône de flamme redevient orange, au bout d’une seconde environ.",
        },
        {
          title: "Plongeon saisissant",
          body: "Fonce droit vers le bas depuis les airs pour casser les sols de biscuits fissurés, actionner les interrupteurs et assommer les ennemis par le dessus. Un plongeon réussi sur un ennemi fait rebondir Charlie.",
        },
        {
          title: "Glissade huileuse",
          body: "Cours sur un sol huileux et maintiens la touche bas pour glisser à toute vitesse sous les passages bas. Un saut en pleine glissade envoie Charlie plus loin qu’un saut normal.",
        },
      ],
      mechanics: [
        {
          title: "La cuisson",
          body: "La santé de Charlie passe de Saignant à Rosé, puis À point, puis Bien cuit. Chaque coup le cuit d’un cran ; un coup reçu quand il est Bien cuit le renvoie au dernier point de contrôle. Les glaçons le refroidissent d’un cran.",
        },
        {
          title: "Points de contrôle",
          body: "Touche un drapeau cure-dent pour le planter. Si Charlie est mis K.-O., il repart du dernier drapeau, de nouveau Saignant, mais les assaisonnements actifs disparaissent.",
        },
        {
          title: "Fourchettes dorées",
          body: "Chaque niveau cache trois fourchettes dorées, souvent derrière des murs fragiles ou au-dessus de l’écran. Les ramasser débloque du contenu bonus et compte pour les meilleures fins.",
        },
        {
          title: "Assaisonnements",
          body: "Des salières et des poivrières dispersées dans les niveaux donnent des pouvoirs pendant un court moment. Un seul assaisonnement agit à la fois : en ramasser un nouveau remplace l’effet en cours.",
        },
      ],
    },
    characters: [
      {
        name: "Charlie",
        role: "Le héros",
        description:
          "Un petit faux-filet courageux qui a sauté de la planche à découper en apprenant qu’il était le plat principal du soir. Rapide et têtu, il est bien décidé à rentrer entier à son gril.",
        specialAbility:
          "Ruée grésillante : une pointe de vitesse enflammée qui franchit les trous et brise les caisses.",
        weakness:
          "La chaleur. Plaques de cuisson, poêles brûlantes et vapeur le cuisent plus vite : chaque brûlure lui coûte un cran de cuisson.",
      },
      {
        name: "Bella Brocoli",
        role: "La meilleure amie et guide de Charlie",
        description:
          "Une joyeuse tête de brocoli qui connaît tous les raccourcis de la cuisine. Elle apparaît aux endroits clés pour donner des indices et ouvre des passages secrets quand tu as assez de fourchettes dorées.",
        specialAbility:
          "Tremplin feuillu : elle fait pousser une jeune pousse élastique qui propulse Charlie vers les corniches hors d’atteinte.",
        weakness:
          "La vapeur la fait faner : elle ne peut pas suivre Charlie dans les coins les plus embués des niveaux de plaques de cuisson.",
      },
      {
        name: "Chef Poivre",
        role: "Le méchant",
        description:
          "Un chef orgueilleux qui prépare le plus grand banquet que la Salle à manger ait jamais vu, avec Charlie comme plat vedette. Il le poursuit dans chaque monde et l’attend au festin final.",
        specialAbility:
          "Tempête de poivre : il éternue des nuages de poivre qui repoussent Charlie et cachent les plateformes.",
        weakness:
          "Après chaque Tempête de poivre, il doit s’arrêter pour éternuer : c’est le moment idéal pour un Plongeon saisissant.",
      },
      {
        name: "Patou la Patate",
        role: "Rival devenu allié",
        description:
          "Un vrai dur à cuire qui veille sur le garde-manger et trouve que les steaks attirent toute l’attention. Quand Charlie le bat à la course dans la cave, Patou devient un ami fidèle.",
        specialAbility:
          "Charge roulante : il se roule en boule et fonce à toute vitesse, écrasant tout sur son passage.",
        weakness:
          "Il ne sait ni freiner ni tourner vite. Saute par-dessus quand il passe en roulant : il s’écrase contre le mur, tout étourdi.",
      },
    ],
    supportingCast: [
      {
        name: "Les Sœurs Salière",
        description:
          "Deux salières qui tiennent une petite boutique dans chaque monde. Échange-leur des fourchettes dorées contre des assaisonnements ou un indice sur les secrets d’un niveau.",
      },
      {
        name: "La Bande des fines herbes",
        description:
          "Basilic, Thym et Romarin se cachent dans des pots de fleurs en chemin. Trouve-les tous les trois dans un niveau et ils ouvrent un raccourci feuillu qui évite un passage difficile.",
      },
      {
        name: "Capitaine Carotte",
        description:
          "Le chef de la patrouille des légumes du Frigo glacial. Il apprend la Glissade huileuse à Charlie et le prévient des étagères gelées les plus glissantes.",
      },
    ],
    worlds: [
      {
        name: "Royaume de la cuisine",
        description:
          "Plans de travail, plaques de cuisson et planches à découper forment le premier monde. Il enseigne les bases, puis ajoute des poêles brûlantes et des brûleurs qui clignotent et cuisent Charlie s’il reste sans bouger.",
        levels: [
          {
            name: "Course sur la planche",
            description:
              "Un départ en douceur pour apprendre à courir, sauter et faire un double saut. Regarde derrière le bloc à couteaux pour trouver ta première fourchette dorée.",
          },
          {
            name: "Plaques grésillantes",
            description:
              "Les brûleurs s’allument et s’éteignent à un rythme régulier. Attends que la lueur disparaisse avant de passer, et utilise la Ruée grésillante pour franchir les plus larges.",
          },
          {
            name: "Duel dans la poêle",
            description:
              "Le premier piège du Chef Poivre : une poêle géante qui bascule d’un côté à l’autre. Reste du côté relevé et fais un Plongeon saisissant sur le manche quand il devient bleu.",
          },
        ],
      },
      {
        name: "Frigo glacial",
        description:
          "Les étagères gelées et les tiroirs givrés sont glissants : Charlie glisse plus loin après chaque saut. Bonne nouvelle : il y a des glaçons partout, alors sa cuisson se rattrape facilement.",
        levels: [
          {
            name: "Ascension du bac à légumes",
            description:
              "Saute de feuille de laitue en tiroir coulissant. Capitaine Carotte t’attend en haut pour t’apprendre la Glissade huileuse.",
          },
          {
            name: "Glissade sur les glaçons",
            description:
              "Un niveau rapide sur de la glace glissante. Saute un peu en avance, car Charlie continue de glisser quand tu lâches la touche de direction.",
          },
          {
            name: "Sommet du congélateur",
            description:
              "Grimpe dans le congélateur pendant qu’un vent glacé repousse Charlie. Fonce face au vent seulement quand les flocons arrêtent de tourbillonner.",
          },
        ],
      },
      {
        name: "Passage du garde-manger",
        description:
          "De hautes étagères de boîtes de céréales, des conserves qui roulent et des allées sombres. Ce monde est fait pour grimper : prépare tes doubles sauts et méfie-toi des conserves qui tombent d’en haut.",
        levels: [
          {
            name: "Canyon des céréales",
            description:
              "Bondis de tour en tour sur les boîtes de céréales. Fais un Plongeon saisissant sur les boîtes fissurées pour tomber dans des salles secrètes pleines de fourchettes dorées.",
          },
          {
            name: "Escalade des épices",
            description:
              "Une longue montée à la verticale le long d’étagères pleines de bocaux. La boutique des Sœurs Salière est à mi-hauteur : l’endroit idéal pour faire le plein avant le sommet.",
          },
          {
            name: "La cave de Patou",
            description:
              "Fais la course contre Patou la Patate dans une cave sombre. Laisse-le passer en roulant, puis saute par-dessus pour qu’il s’écrase contre le mur.",
          },
        ],
      },
      {
        name: "Salle à manger",
        description:
          "Le dernier monde s’étend sur des nappes et des lustres qui se balancent, jusqu’à la table du banquet du Chef Poivre. Attends-toi à tous les dangers déjà croisés, souvent en même temps.",
        levels: [
          {
            name: "Traversée de la nappe",
            description:
              "La nappe ondule comme des vagues et fait monter et descendre les plateformes. Saute du haut d’une vague pour faire les plus grands bonds.",
          },
          {
            name: "Voltige des lustres",
            description:
              "Balance-toi de lustre en lustre, bien au-dessus de la table. La recette secrète est cachée sur le lustre le plus haut : une ruée bien placée permet de l’atteindre.",
          },
          {
            name: "Le grand banquet",
            description:
              "Le combat final contre le Chef Poivre. Esquive ses Tempêtes de poivre, puis fais-lui un Plongeon saisissant chaque fois qu’il s’arrête pour éternuer.",
          },
        ],
      },
    ],
    strategyTips: [
      {
        title: "Regarde avant de sauter",
        body: "Arrête-toi au bord de chaque nouvel écran et observe les dangers un instant. Brûleurs, conserves qui tombent et nuages de poivre suivent tous des rythmes que tu peux apprendre.",
      },
      {
        title: "Garde ta ruée",
        body: "Réserve la Ruée grésillante pour les urgences. Si un saut est trop court, fonce en l’air pour atteindre la corniche, puis fais un double saut s’il te faut plus de hauteur.",
      },
      {
        title: "Au frais avant les boss",
        body: "Attrape un glaçon ou un brin de romarin juste avant la porte d’un boss : Charlie commence le combat Saignant, avec le plus de marge pour les erreurs.",
      },
      {
        title: "Fouille plafonds et murs",
        body: "Les fourchettes dorées se cachent souvent au-dessus de l’écran ou derrière des murs un peu fissurés. Fais un plongeon ou une ruée sur tout ce qui te paraît louche.",
      },
      {
        title: "Plante chaque drapeau",
        body: "Toucher un drapeau cure-dent ne coûte rien et t’évite de tout recommencer. Dans les niveaux difficiles, reviens même chercher un drapeau que tu as dépassé.",
      },
    ],
    seasonings: [
      {
        name: "Sel de mer",
        effect: "Un bouclier croquant qui bloque le prochain coup : Charlie ne cuit pas.",
      },
      {
        name: "Poivre concassé",
        effect:
          "Charlie saute plus haut pendant un court moment : parfait pour atteindre les corniches secrètes.",
      },
      {
        name: "Pincée de paprika",
        effect:
          "Recharge la Ruée grésillante presque aussitôt : tu peux enchaîner plusieurs ruées d’affilée.",
      },
      {
        name: "Brin de romarin",
        effect: "Rafraîchit Charlie d’un cran de cuisson dès que tu le ramasses.",
      },
      {
        name: "Ail en poudre",
        effect: "Une odeur si forte que les petits ennemis fuient Charlie pendant un court moment.",
      },
      {
        name: "Piment en flocons",
        effect:
          "Quelques secondes d’invincibilité enflammée : Charlie traverse ennemis et poêles brûlantes sans rien craindre.",
      },
    ],
    achievements: [
      {
        name: "Première saisie",
        requirement: "Termine le premier niveau, Course sur la planche.",
      },
      {
        name: "Chasseur de fourchettes",
        requirement: "Ramasse toutes les fourchettes dorées d’un même monde.",
      },
      {
        name: "Toujours saignant",
        requirement: "Termine un niveau, n’importe lequel, sans prendre un seul coup.",
      },
      {
        name: "Collectionneur d’épices",
        requirement: "Utilise chaque sorte d’assaisonnement au moins une fois.",
      },
      {
        name: "Bolide",
        requirement: `Termine tout le jeu en moins de ${t.count(SPEEDSTER_LIMIT_MINUTES, { one: "# minute", many: "# de minutes", other: "# minutes" })}.`,
      },
      {
        name: "Menu complet",
        requirement: `Découvre ${theEndings}.`,
      },
    ],
    endings: [
      {
        name: "Retour au gril",
        howToReach:
          "La fin classique : bats le Chef Poivre dans Le grand banquet, et Charlie rentre chez lui.",
      },
      {
        name: "Festin entre amis",
        howToReach:
          "Ramasse toutes les fourchettes dorées avant le combat final. Bella, Patou et Capitaine Carotte rejoignent Charlie pour fêter la victoire.",
      },
      {
        name: "Parfaitement saignant",
        howToReach:
          "Bats le Chef Poivre sans prendre un seul coup, pour que Charlie soit encore Saignant à la fin du combat.",
      },
      {
        name: "L’apprenti du chef",
        howToReach:
          "Trouve la recette secrète dans Voltige des lustres, puis donne-la au Chef Poivre au lieu de lui faire le dernier plongeon. Il range son grand couteau et ouvre une boulangerie à la place.",
      },
    ],
    bonusContent: [
      {
        title: "Galerie de croquis",
        body: "Les premiers dessins de Charlie, de ses amis et de chaque monde. De nouvelles pages se débloquent à mesure que tu ramasses des fourchettes dorées.",
      },
      {
        title: "Mode Bien cuit",
        body: "Un mode difficile, débloqué après ta première fin. Charlie commence chaque niveau À point et les points de contrôle sont plus espacés.",
      },
      {
        title: "Salle d’écoute",
        body: "Écoute toutes les musiques et tous les bruitages depuis le menu pause, une fois la Salle à manger terminée.",
      },
    ],
    /** `page`: a page of this site the link leads to; `null`: a placeholder (coming soon). */
    communityLinks: [
      {
        label: "Serveur Discord",
        description:
          "Discute avec d’autres joueurs, partage tes cachettes secrètes et demande de l’aide pour les niveaux difficiles.",
        page: null,
      },
      {
        label: "Classement des speedruns",
        description:
          "Compare tes meilleurs temps et découvre les parcours des joueurs les plus rapides.",
        page: null,
      },
      {
        label: "Galerie des fans",
        description: "Dessins, BD et bricolages sur Charlie et ses amis, créés par les joueurs.",
        page: null,
      },
      {
        label: "Foire aux questions",
        description:
          "Des réponses sur la sauvegarde, les commandes, le son et sur ce qu’il faut faire si un jeu ne se charge pas.",
        page: "faq",
      },
    ] as { label: string; description: string; page: IndexablePageId | null }[],
  };
};
