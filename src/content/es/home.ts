import { siteConfig } from "@/config/site";
import type { HomeWords } from "../types";

const name = siteConfig.name;

/** Tidy Time en una frase: abre la descripción de la página y acompaña al enlace compartido. */
const pitch = `Juega gratis a ${name} en tu navegador: pon orden en habitaciones caóticas, recoge los trastos y gana estrellas.`;

/** Las palabras de la página de inicio. */
export const home: HomeWords = {
  meta: {
    title: `${name} - Juego de limpieza gratis en línea`,
    description: `${pitch} Sin descargas ni registro. Guías, trucos y respuestas para jugadores de todas las edades.`,
  },
  hero: {
    title: name,
    subtitle: "Juego de limpieza gratis en línea",
    intro: `Recoge los trastos, frota hasta quitar toda la suciedad y deja cada habitación reluciente. ${name} es gratis, funciona en tu navegador y guarda tu progreso automáticamente.`,
    learnMoreHidden: `sobre ${name}`,
  },
  share: { title: name, text: pitch },
  game: {
    title: `Juega a ${name}`,
    intro: `Elige una herramienta de la barra, arrastra cada objeto a su sitio y limpia todas las manchas antes de que se acabe el tiempo.`,
    help: {
      text: "¿El juego no carga o se queda atascado en una habitación? {faq} o {contact}.",
      faqLabel: "Lee las preguntas frecuentes",
      contactLabel: "contacta con soporte",
    },
  },
  about: {
    title: `Sobre ${name}`,
    intro: `${name} convierte el orden de cada día en un rompecabezas tranquilo y satisfactorio. Cada habitación es un nivel corto que puedes terminar en pocos minutos, con estrellas que ganar y decoraciones que desbloquear.`,
    featuresHeading: "Características",
    features: [
      {
        title: "Limpieza satisfactoria",
        body: "Frota, barre y aspira dormitorios, cocinas y baños. Cada mancha limpia brilla y llena el medidor de limpieza de la parte de arriba de la pantalla.",
      },
      {
        title: "Estrellas y combos",
        body: "Coloca bien varios objetos seguidos para hacer combos que multiplican tus puntos. Termina rápido y sin errores para ganar las tres estrellas de una habitación.",
      },
      {
        title: "Habitaciones para decorar",
        body: "Las estrellas desbloquean habitaciones nuevas en el mapa de la casa, y con las monedas compras alfombras, plantas y papel de pared en la tienda de decoración para dar tu toque a cada habitación terminada.",
      },
      {
        title: "Juega donde quieras",
        body: "Juega en cualquier navegador moderno, en computadora, tableta o teléfono, sin descargar nada. Tu progreso se guarda en el navegador, así que puedes seguir justo donde lo dejaste.",
      },
    ],
    benefitsHeading: "Por qué les encanta a los jugadores",
    benefits: [
      {
        title: "Antiestrés",
        body: "Ver cómo una habitación desordenada queda reluciente da mucha calma. Activa el modo Zen para quitar el temporizador y ordenar a tu ritmo.",
      },
      {
        title: "Creatividad",
        body: "Elige alfombras, plantas y papel de pared para cada habitación que termines, y mezcla estilos hasta que cada rincón sea tuyo.",
      },
      {
        title: "Productividad",
        body: "Cada habitación te enseña a planificar: primero recoge el desorden y luego limpia de arriba abajo. Muchos jugadores se llevan esta costumbre a las tareas de casa de verdad.",
      },
      {
        title: "Diversión",
        body: "Gánale al reloj, encadena combos y repite habitaciones para conseguir más estrellas, con contenido nuevo cada mes.",
      },
    ],
    playFreeNow: "Juega gratis ya",
  },
  guide: {
    title: "Guía de juego y consejos",
    intro: `¿Empiezas en ${name} o buscas las tres estrellas en todas las habitaciones? Aprende lo básico, descubre cómo funciona cada herramienta y usa los consejos avanzados para subir tu puntuación.`,
    gettingStarted: {
      title: "Primeros pasos",
      intro: "Tu primera habitación solo te llevará unos minutos. Así se empieza:",
      items: [
        "Pulsa Jugar ahora, espera a que cargue el juego y elige el Dormitorio en el mapa de la casa.",
        "Mira la lista de tareas de la esquina: indica cuántos objetos hay que ordenar y cuántas manchas hay que limpiar.",
        "Arrastra cada objeto a su sitio: los juguetes al baúl de juguetes y la ropa al cesto de la ropa sucia.",
        "Elige la esponja, la escoba o la aspiradora en la barra de herramientas y frota las manchas hasta que brillen.",
        "Llena el medidor de limpieza antes de que se acabe el tiempo para terminar la habitación y recoger tus estrellas.",
      ],
    },
    techniquesHeading: "Técnicas de limpieza",
    techniques: [
      {
        title: "Ordenar",
        body: "Arrastra los objetos a la caja, la estantería o la cesta que tenga el mismo dibujo. Si aciertas, el objeto encaja y suma a tu combo; si fallas, rebota y el combo vuelve a cero.",
      },
      {
        title: "Frotar",
        body: "Usa la esponja en mesas, espejos y encimeras. Frota de un lado a otro sobre la mancha; las manchas pegajosas brillan en naranja y necesitan unas pasadas más.",
      },
      {
        title: "Barrer",
        body: "Usa la escoba en suelos duros para juntar migas y polvo en un montón, y luego toca el recogedor para llevarte todo el montón de una vez y ganar puntos extra.",
      },
      {
        title: "Aspirar",
        body: "Cambia a la aspiradora para alfombras. Limpia una franja ancha de una pasada, así que avanza en líneas rectas que se solapen, sin hacer zigzag.",
      },
    ],
    advanced: [
      {
        title: "Estrategias de limpieza avanzadas",
        intro: "Cuando ya conozcas las herramientas, estos hábitos te ahorrarán más tiempo:",
        items: [
          "Ordena antes de limpiar: los objetos del suelo tapan la suciedad, así que al quitarlos verás todas las manchas a la vez.",
          "Trabaja de arriba abajo. Al limpiar las estanterías cae polvo al suelo, así que barre o aspira al final.",
          "Agrupa los objetos según su destino y colócalos uno detrás de otro para que tu combo siga creciendo.",
          "Guarda el botón de pista para el final: señala las últimas manchas que se te escaparon, pero reinicia tu combo.",
        ],
      },
      {
        title: "Consejos para cada nivel",
        intro: "Cada habitación tiene sus rincones difíciles:",
        items: [
          "Dormitorio: mira debajo de la cama y detrás de las cortinas, donde se esconden los calcetines y los juguetes pequeños.",
          "Cocina: apila los platos en el fregadero antes de limpiar las encimeras, o las migas volverán a caer en lo limpio.",
          "Baño: limpia el espejo al final, porque las salpicaduras del lavabo pueden volver a empañarlo.",
          "Garaje: cuelga primero las herramientas en el panel para hacer sitio y luego barre el suelo grande con pasadas largas.",
        ],
      },
      {
        title: "Puntuación y logros",
        intro: "Los puntos, las estrellas y los trofeos siguen reglas sencillas:",
        items: [
          "Cada objeto ordenado y cada mancha limpia dan puntos, y los segundos que te sobren se convierten en una bonificación de tiempo.",
          "Una estrella por terminar a tiempo, dos por alcanzar la puntuación objetivo de la habitación y tres por hacerlo sin colocar nada mal.",
          "Los combos multiplican tus puntos, así que una buena racha ordenando vale más que limpiar deprisa.",
          "Los trofeos del menú de logros premian hitos como tu primera habitación con tres estrellas o un combo perfecto.",
        ],
      },
    ],
    proTipsHeading: "Trucos de experto",
    proTips: [
      "Lee primero la lista de tareas para saber exactamente qué cuenta para el medidor de limpieza.",
      "Acerca la imagen pellizcando la pantalla o con la rueda del ratón para ver migas diminutas y objetos pequeños.",
      "Repite habitaciones terminadas: como ya te sabes dónde está todo, las tres estrellas son mucho más fáciles.",
      "Gasta monedas en las decoraciones que te gusten: nunca te cuestan estrellas ni tiempo.",
      "Activa el modo Zen para aprender una habitación nueva con calma y luego desactívalo para buscar las tres estrellas.",
      "En pantallas pequeñas, juega a pantalla completa: los objetos se ven más grandes y se arrastran mejor.",
    ],
  },
  faqSection: {
    title: "Preguntas frecuentes",
    intro: `Respuestas rápidas sobre cómo jugar a ${name}. ¿Necesitas más? En la página de preguntas frecuentes están todas las que nos hacen.`,
    seeAll: "Ver todas las preguntas",
  },
  faq: [
    {
      question: `¿Qué es ${name}?`,
      answer: `${name} es un juego relajante de limpiar y ordenar. Cada nivel es una habitación desordenada: coloca los trastos en las cajas y estanterías correctas, frota, barre y aspira, y gana hasta tres estrellas según lo bien que lo hayas hecho.`,
    },
    {
      question: `¿${name} es gratis?`,
      answer: `Sí. Todas las habitaciones, herramientas y decoraciones se consiguen jugando. No hay nada que comprar ni límite de habitaciones al día.`,
    },
    {
      question: "¿Tengo que descargar algo o registrarme?",
      answer: `No. ${name} funciona directamente en tu navegador, así que no hay nada que instalar. Tampoco hay cuentas: pulsa Jugar ahora y la primera habitación se abre al momento.`,
    },
    {
      question: "¿En qué dispositivos puedo jugar?",
      answer: `En cualquier computadora, tableta o teléfono con un navegador actualizado, como Chrome, Firefox, Safari o Edge. En el teléfono, ponlo en horizontal para ver la habitación más grande.`,
    },
    {
      question: "¿Cómo guardo mi progreso?",
      answer: `No tienes que hacer nada. Tus estrellas, habitaciones desbloqueadas y decoraciones se guardan solas en tu navegador al terminar cada habitación. Para seguir jugando, vuelve con el mismo navegador y el mismo dispositivo.`,
    },
    {
      question: "¿Cómo se controla el juego?",
      answer: `Elige una herramienta en la barra de la parte de abajo de la pantalla y haz clic o toca para usarla. Arrastra los objetos a la caja o la estantería que les toca, y frota de un lado a otro sobre la suciedad para limpiarla o barrerla.`,
    },
    {
      question: "¿Cuál es el objetivo en cada habitación?",
      answer: `Completar la lista de tareas de la habitación antes de que se acabe el tiempo: cada objeto en su sitio y cada mancha limpia. El medidor de limpieza de arriba se va llenando y la habitación está terminada cuando llega al final.`,
    },
    {
      question: "¿Cuánto dura una habitación?",
      answer: `Las primeras habitaciones duran dos o tres minutos, y las más grandes, más adelante, unos cinco. Así es fácil jugar una habitación en un descanso corto y parar cuando quieras.`,
    },
    {
      question: "¿Se puede jugar con calma, sin temporizador?",
      answer: `Sí. Activa el modo Zen en el menú de ajustes (el icono del engranaje) para quitar el temporizador. Sigues ganando puntos y monedas, pero las habitaciones en modo Zen no cambian tus estrellas.`,
    },
    {
      question: `¿${name} es apto para niños pequeños?`,
      answer: `Sí. No hay violencia, ni chat con desconocidos, ni nada que comprar. A los más pequeños les va mejor el modo Zen, donde pueden ordenar y limpiar a su ritmo.`,
    },
  ],
};
