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
const tagline = "Una aventura de plataformas a la plancha, de la parrilla al gran banquete";
/** Las palabras de la página de Charlie the Steak. */
export const charlie = (t: WordsTools): CharlieWords => {
  /** The counts, each with the words that agree with it in its sentence ("many": 1.000.000 de). */
  const levels = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "# nivel",
    many: "# de niveles",
    other: "# niveles",
  });
  const theLevels = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "el # nivel",
    many: "los # de niveles",
    other: "los # niveles",
  });
  const levelsSpread = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "# nivel repartido",
    many: "# de niveles repartidos",
    other: "# niveles repartidos",
  });
  const worlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# mundo",
    many: "# de mundos",
    other: "# mundos",
  });
  const itsWorlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "su # mundo",
    many: "sus # de mundos",
    other: "sus # mundos",
  });
  const kitchenWorlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# mundo de cocina",
    many: "# de mundos de cocina",
    other: "# mundos de cocina",
  });
  const theEndings = t.count(PLATFORMER_ENDING_COUNT, {
    one: "el # final",
    many: "los # de finales",
    other: "los # finales",
  });
  const ofTheEndings = t.count(PLATFORMER_ENDING_COUNT, {
    one: "del # final",
    many: "de los # de finales",
    other: "de los # finales",
  });

  return {
    meta: {
      title: `${CHARLIE_NAME}: guía y juego de plataformas gratis | ${name}`,
      description: `Juega gratis a ${CHARLIE_NAME} en tu navegador y domínalo con nuestra guía: controles, personajes, ${theLevels} de ${itsWorlds}, estrategias, desbloqueables y todos los finales.`,
    },
    hero: {
      title: CHARLIE_NAME,
      tagline,
      intro: `Ayuda a Charlie a correr, saltar y acelerar por ${levels} en ${kitchenWorlds}, a mantenerse lo más jugoso posible y a escapar de los planes del Chef Pimienta para la cena. Es gratis y se juega directamente en tu navegador.`,
    },
    share: {
      title: CHARLIE_NAME,
      text: `Juega gratis a ${CHARLIE_NAME} en tu navegador. ${tagline}.`,
    },
    sections: {
      game: {
        title: `Juega a ${CHARLIE_NAME}`,
        intro:
          "El juego se carga desde la web de su editor. Haz clic primero dentro del recuadro para que reciba las teclas que pulses.",
      },
      guide: {
        title: "Guía de juego",
        intro:
          "Aprende los controles, domina las habilidades especiales de Charlie y descubre cómo el juego mide su punto de cocción.",
        controls: "Controles",
        controlsCaption: "Controles de teclado y táctiles",
        actionColumn: "Acción",
        inputColumn: "Teclado / Táctil",
        abilities: "Habilidades especiales",
        mechanics: "Mecánicas de juego",
      },
      characters: {
        title: "Personajes",
        intro:
          "Conoce a los héroes, al villano y a los amigos que encontrarás por el camino. Cada personaje principal tiene una habilidad especial y un punto débil.",
        specialAbility: "Habilidad especial",
        weakness: "Punto débil",
        supportingCast: "Personajes secundarios",
      },
      worlds: {
        title: "Mundos y niveles",
        intro: `${levelsSpread} en ${worlds}, cada uno con una fase final más difícil.`,
        level: (number: number, name: string) => `Nivel ${t.number(number)}: ${name}`,
      },
      strategy: {
        title: "Consejos de estrategia",
        intro: "Los hábitos que separan un filete muy hecho de una partida perfectamente jugosa.",
      },
      unlockables: {
        title: "Desbloqueables y premios",
        intro:
          "Los condimentos dan poderes a Charlie, los logros miden tu habilidad y lo que recojas decide cómo termina su historia.",
        seasonings: "Condimentos",
        achievements: "Logros",
        endings: "Finales",
        bonusContent: "Contenido extra",
      },
      community: {
        title: "Comunidad y recursos",
        intro: "Comparte tus partidas, intercambia secretos y pide ayuda a otros jugadores.",
        comingSoon: "(próximamente)",
      },
    },
    about: {
      title: "Sobre la guía y lo más destacado",
      intro: `Esta guía explica los controles, las habilidades de Charlie, todos los personajes, ${theLevels} y cómo desbloquear condimentos, logros y ${theEndings}. Úsala si te atascas o si buscas la partida perfecta.`,
      keyFeatures: [
        {
          title: "Plataformas precisas",
          body: "Charlie se mueve rápido y se para justo donde sueltas la tecla, así que los saltos difíciles son justos. Los dobles saltos y los acelerones se encadenan en carreras largas y fluidas.",
        },
        {
          title: "Vida al punto",
          body: "En lugar de corazones, Charlie se cocina un poco más con cada golpe. Mantenlo jugoso esquivando las sartenes calientes y refréscalo con los cubitos de hielo que encuentres por el camino.",
        },
        {
          title: t.count(PLATFORMER_WORLD_COUNT, {
            one: "# mundo temático",
            many: "# de mundos temáticos",
            other: "# mundos temáticos",
          }),
          body: "Corre sobre fogones, deslízate por los estantes del refrigerador, escala torres en la despensa y cuélate en una cena de gala. Cada mundo trae un peligro nuevo y termina con un nivel final muy difícil.",
        },
        {
          title: "Secretos y varios finales",
          body: `Tenedores dorados escondidos, condimentos coleccionables y una receta secreta premian a quien explora. Lo que encuentres decide cuál ${ofTheEndings} verás.`,
        },
      ],
    },
    guide: {
      controls: [
        { action: "Moverse", input: "Flechas o A y D / Táctil: botones izquierda y derecha" },
        { action: "Saltar", input: "Espacio, W o flecha arriba / Táctil: botón de salto" },
        {
          action: "Doble salto",
          input: "Vuelve a saltar en el aire / Táctil: toca otra vez el botón de salto",
        },
        { action: "Acelerón Ardiente", input: "Mayús o J / Táctil: botón de la llama" },
        {
          action: "Pisotón a la Plancha",
          input: "Flecha abajo o S en el aire / Táctil: desliza hacia abajo",
        },
        {
          action: "Hablar o abrir puertas",
          input: "E junto a una puerta o un amigo / Táctil: toca el globo de diálogo",
        },
        { action: "Pausa", input: "Esc o P / Táctil: icono de pausa en la esquina superior" },
      ],
      abilities: [
        {
          title: "Doble salto",
          body: "Salta otra vez en el aire para llegar a salientes altos o salvar un salto que se quedaba corto. El segundo salto se recupera cada vez que Charlie toca el suelo o una pared.",
        },
        {
          title: "Acelerón Ardiente",
          body: "Un golpe de velocidad que lleva a Charlie por encima de huecos anchos y rompe cajas de tostadas. Se recarga cuando el icono de la llama vuelve a ponerse naranja, más o menos en un segundo.",
        },
        {
          title: "Pisotón a la Plancha",
          body: "Cae en picado desde el aire para romper suelos de galleta agrietados, activar interruptores y aturdir a los enemigos desde arriba. Si aterrizas sobre un enemigo, Charlie sale rebotando hacia arriba.",
        },
        {
          title: "Resbalón Grasiento",
          body: "Corre sobre un suelo con aceite y mantén pulsado abajo para deslizarte a toda velocidad por debajo de los huecos bajos. Si saltas durante el resbalón, Charlie llega más lejos que con un salto normal.",
        },
      ],
      mechanics: [
        {
          title: "Punto de cocción",
          body: "La vida de Charlie va de Jugoso a Poco hecho, Al punto y Muy hecho. Cada golpe lo cocina un paso más; si recibe un golpe estando Muy hecho, vuelve al último punto de control. Los cubitos de hielo lo enfrían un paso.",
        },
        {
          title: "Puntos de control",
          body: "Toca una bandera de palillo para clavarla. Si Charlie cae derrotado, vuelve a la última bandera y su punto de cocción vuelve a Jugoso, pero pierde los condimentos que tuviera activos.",
        },
        {
          title: "Tenedores dorados",
          body: "Cada nivel esconde tres tenedores dorados, a menudo detrás de paredes que se pueden romper o por encima de la pantalla. Al recogerlos desbloqueas contenido extra y te acercas a los mejores finales.",
        },
        {
          title: "Condimentos",
          body: "Los saleros repartidos por los niveles dan poderes por poco tiempo. Solo puede haber un condimento activo a la vez, así que al recoger uno nuevo se sustituye el efecto del anterior.",
        },
      ],
    },
    characters: [
      {
        name: "Charlie",
        role: "El héroe",
        description:
          "Un filetito valiente que saltó de la tabla de cortar al oír que iba a ser el plato principal de la cena. Es rápido, testarudo y está decidido a volver entero a su parrilla.",
        specialAbility:
          "Acelerón Ardiente: un golpe de velocidad llameante que cruza huecos y rompe cajas.",
        weakness:
          "El calor. Los fogones, las sartenes calientes y el vapor lo cocinan más rápido, así que cada quemadura lo cocina un paso más.",
      },
      {
        name: "Bella Brócoli",
        role: "Mejor amiga y guía de Charlie",
        description:
          "Alegre y lista, Bella conoce todos los atajos de la cocina. Aparece en los lugares clave para dar pistas y abre caminos ocultos cuando tienes suficientes tenedores dorados.",
        specialAbility:
          "Brote Saltarín: planta un brote elástico que lanza a Charlie hasta salientes fuera de su alcance.",
        weakness:
          "El vapor la marchita, así que no puede seguir a Charlie por las zonas con más vapor de los niveles de fogones.",
      },
      {
        name: "Chef Pimienta",
        role: "El villano",
        description:
          "Un chef orgulloso que prepara el banquete más espectacular que el Comedor haya visto jamás, con Charlie como plato estrella. Lo persigue por todos los mundos y lo espera en el festín final.",
        specialAbility:
          "Tormenta de Pimienta: estornuda nubes de pimienta que empujan a Charlie hacia atrás y tapan las plataformas.",
        weakness:
          "Después de cada Tormenta de Pimienta tiene que parar a estornudar, y ese es el momento de darle un Pisotón a la Plancha.",
      },
      {
        name: "Tubi el Tubérculo",
        role: "De rival a aliado",
        description:
          "Un tubérculo duro de pelar que vigila la Despensa y cree que los filetes se llevan toda la atención. Cuando Charlie le gana una carrera por el sótano, Tubi se convierte en un amigo leal.",
        specialAbility:
          "Embestida Rodante: se hace una bola y rueda a toda velocidad, aplastando todo lo que encuentra.",
        weakness:
          "No puede frenar ni girar rápido. Salta por encima cuando pase rodando y se estrellará, mareado, contra la pared.",
      },
    ],
    supportingCast: [
      {
        name: "Hermanas Salero",
        description:
          "Dos saleros que llevan una tiendecita en cada mundo. Cámbiales tenedores dorados por condimentos o por una pista sobre dónde se esconden los secretos de un nivel.",
      },
      {
        name: "La Pandilla del Huerto",
        description:
          "Albahaca, Tomillo y Romero se esconden en macetas por el camino. Encuentra a los tres en un nivel y te abrirán un atajo frondoso para saltarte una parte difícil.",
      },
      {
        name: "Capitán Zanahoria",
        description:
          "El jefe de la patrulla de verduras del Refrigerador Glacial. Enseña a Charlie el Resbalón Grasiento y le avisa de cuáles son los estantes de hielo que más resbalan.",
      },
    ],
    worlds: [
      {
        name: "Reino de la Cocina",
        description:
          "Encimeras, fogones y tablas de cortar forman el primer mundo. Empieza enseñando lo básico y luego añade sartenes calientes y fuegos que parpadean y cocinan a Charlie si se queda quieto.",
        levels: [
          {
            name: "Carrera en la Tabla",
            description:
              "Un comienzo tranquilo para aprender a correr, saltar y hacer el doble salto. Mira detrás del soporte de los cuchillos para encontrar tu primer tenedor dorado.",
          },
          {
            name: "Fogones al Rojo",
            description:
              "Los fuegos se encienden y se apagan a un ritmo constante. Espera a que se apague el brillo antes de cruzar y usa el Acelerón Ardiente para pasar los más anchos.",
          },
          {
            name: "Duelo en la Sartén",
            description:
              "La primera trampa del Chef Pimienta: una sartén gigante que se inclina de un lado a otro. Quédate en el lado que está más alto y dale un Pisotón a la Plancha al mango cuando se ponga azul.",
          },
        ],
      },
      {
        name: "Refrigerador Glacial",
        description:
          "Los estantes helados y los cajones escarchados resbalan, así que Charlie se desliza más después de cada salto. La buena noticia: aquí hay cubitos de hielo por todas partes, así que es fácil enfriar a Charlie.",
        levels: [
          {
            name: "Subida al Cajón de Verduras",
            description:
              "Salta entre hojas de lechuga y cajones que se deslizan. El Capitán Zanahoria te espera arriba para enseñarte el Resbalón Grasiento.",
          },
          {
            name: "Pista de Cubitos",
            description:
              "Un nivel rápido sobre hielo resbaladizo. Salta un poco antes de tiempo, porque Charlie sigue deslizándose después de soltar la tecla de dirección.",
          },
          {
            name: "Cumbre del Congelador",
            description:
              "Escala el congelador mientras un viento helado empuja a Charlie hacia atrás. Acelera contra el viento solo cuando los copos de nieve dejen de girar.",
          },
        ],
      },
      {
        name: "Pasadizo de la Despensa",
        description:
          "Estanterías altas llenas de cajas de cereales, latas que ruedan y pasillos oscuros. En este mundo toca escalar: planea bien tus dobles saltos y cuidado con las latas que caen desde arriba.",
        levels: [
          {
            name: "Cañón de los Cereales",
            description:
              "Salta entre torres de cajas de cereales. Dale un Pisotón a la Plancha a las cajas agrietadas para caer en salas ocultas llenas de tenedores dorados.",
          },
          {
            name: "Ascenso al Especiero",
            description:
              "Una larga subida en vertical junto a estantes llenos de tarros. La tienda de las Hermanas Salero está a medio camino: buen sitio para abastecerte antes de llegar arriba.",
          },
          {
            name: "El Sótano de Tubi",
            description:
              "Échale una carrera a Tubi el Tubérculo por un sótano oscuro. Deja que pase rodando y salta por encima para que se estrelle contra la pared.",
          },
        ],
      },
      {
        name: "Comedor",
        description:
          "El último mundo recorre manteles y lámparas que se balancean hasta la mesa del banquete del Chef Pimienta. Prepárate para todos los peligros que has visto hasta ahora, muchas veces a la vez.",
        levels: [
          {
            name: "Travesía del Mantel",
            description:
              "El mantel se ondula como las olas y sube y baja las plataformas. Salta desde lo alto de una ola para dar los saltos más largos.",
          },
          {
            name: "De Lámpara en Lámpara",
            description:
              "Balancéate entre las lámparas, muy por encima de la mesa. La receta secreta está en la lámpara más alta, y se llega con un acelerón en el momento justo.",
          },
          {
            name: "El Gran Banquete",
            description:
              "El duelo final contra el Chef Pimienta. Esquiva sus Tormentas de Pimienta y dale un Pisotón a la Plancha cada vez que pare a estornudar.",
          },
        ],
      },
    ],
    strategyTips: [
      {
        title: "Mira antes de saltar",
        body: "Detente al borde de cada pantalla nueva y observa los peligros un momento. Los fuegos, las latas que caen y las nubes de pimienta siguen patrones que puedes aprender.",
      },
      {
        title: "Guarda tu acelerón",
        body: "Ten el Acelerón Ardiente listo para las emergencias. Si un salto se queda corto, acelera en el aire para llegar al saliente y usa el doble salto si necesitas más altura.",
      },
      {
        title: "Enfríate antes del jefe",
        body: "Agarra un cubito de hielo o una Ramita de Romero justo antes de la puerta de un jefe para empezar la pelea Jugoso, con más margen de error.",
      },
      {
        title: "Revisa techos y paredes",
        body: "Los tenedores dorados suelen esconderse por encima de la pantalla o detrás de paredes con alguna grieta. Dale un pisotón o un acelerón a todo lo que te parezca sospechoso.",
      },
      {
        title: "Clava todas las banderas",
        body: "Tocar una bandera de palillo no cuesta nada y te ahorra repetir un buen trozo. En los niveles difíciles, vale la pena volver atrás para tocar una bandera que te hayas saltado.",
      },
    ],
    seasonings: [
      {
        name: "Sal Marina",
        effect: "Un escudo crujiente que para el siguiente golpe, así Charlie no se cocina.",
      },
      {
        name: "Pimienta Molida",
        effect:
          "Hace que Charlie salte más alto durante un rato, perfecta para llegar a salientes secretos.",
      },
      {
        name: "Pimentón",
        effect:
          "Recarga el Acelerón Ardiente casi al instante, para que puedas encadenar varios seguidos.",
      },
      {
        name: "Ramita de Romero",
        effect: "Enfría a Charlie un paso de cocción en cuanto la recoges.",
      },
      {
        name: "Ajo en Polvo",
        effect: "Un olor tan fuerte que los enemigos pequeños huyen de Charlie durante un rato.",
      },
      {
        name: "Chile Picante",
        effect:
          "Unos segundos de invencibilidad ardiente: Charlie puede atravesar enemigos y sartenes calientes sin problema.",
      },
    ],
    achievements: [
      {
        name: "Primer Chisporroteo",
        requirement: "Termina el primer nivel, Carrera en la Tabla.",
      },
      {
        name: "Cazatenedores",
        requirement: "Recoge todos los tenedores dorados de un mismo mundo.",
      },
      {
        name: "Sigo Jugoso",
        requirement: "Termina cualquier nivel sin recibir ni un golpe.",
      },
      {
        name: "Coleccionista de Especias",
        requirement: "Usa cada tipo de condimento al menos una vez.",
      },
      {
        name: "Velocista",
        requirement: `Termina el juego completo en menos de ${t.count(SPEEDSTER_LIMIT_MINUTES, { one: "# minuto", many: "# de minutos", other: "# minutos" })}.`,
      },
      {
        name: "Menú Completo",
        requirement: `Consigue ${theEndings}.`,
      },
    ],
    endings: [
      {
        name: "De Vuelta a la Parrilla",
        howToReach:
          "El final normal: derrota al Chef Pimienta en El Gran Banquete y Charlie vuelve a casa.",
      },
      {
        name: "Festín de Amigos",
        howToReach:
          "Recoge todos los tenedores dorados antes de la batalla final. Bella, Tubi y el Capitán Zanahoria se unen a Charlie en una fiesta de victoria.",
      },
      {
        name: "Jugoso y Perfecto",
        howToReach:
          "Derrota al Chef Pimienta sin recibir ni un golpe, para que Charlie siga Jugoso al terminar la pelea.",
      },
      {
        name: "El Aprendiz del Chef",
        howToReach:
          "Encuentra la receta secreta en De Lámpara en Lámpara y dásela al Chef Pimienta en lugar de darle el último pisotón. Él cuelga el cuchillo de trinchar y abre una panadería.",
      },
    ],
    bonusContent: [
      {
        title: "Galería de Arte Conceptual",
        body: "Los primeros bocetos de Charlie, sus amigos y todos los mundos. Se desbloquean páginas nuevas a medida que recoges más tenedores dorados.",
      },
      {
        title: "Modo Muy Hecho",
        body: "Un modo difícil que se desbloquea tras tu primer final. Charlie empieza cada nivel Al punto y los puntos de control están más separados.",
      },
      {
        title: "Prueba de Sonido",
        body: "Escucha todas las canciones y efectos de sonido desde el menú de pausa. Se desbloquea al terminar el Comedor.",
      },
    ],
    /** `page`: una página de este sitio; `null`: un enlace provisional (próximamente). */
    communityLinks: [
      {
        label: "Servidor de Discord",
        description:
          "Charla con otros jugadores, comparte escondites secretos y pide ayuda con los niveles difíciles.",
        page: null,
      },
      {
        label: "Récords de velocidad",
        description:
          "Compara tus mejores tiempos y descubre las rutas de los jugadores más rápidos.",
        page: null,
      },
      {
        label: "Galería de los fans",
        description: "Dibujos, cómics y manualidades de Charlie y sus amigos hechos por jugadores.",
        page: null,
      },
      {
        label: "Preguntas frecuentes",
        description:
          "Respuestas sobre el guardado, los controles, el sonido y qué hacer si un juego no carga.",
        page: "faq",
      },
    ] as { label: string; description: string; page: IndexablePageId | null }[],
  };
};
