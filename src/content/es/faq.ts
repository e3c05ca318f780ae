import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { FaqWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** Las palabras de la página de preguntas frecuentes. */
export const faq = (t: WordsTools): FaqWords => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} a ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# hora", many: "# de horas", other: "# horas" })}`;

  return {
    meta: {
      title: `Preguntas frecuentes - Ayuda y respuestas de ${name}`,
      description: `Respuestas a ${t.count(FAQ_PAGE_COUNT, { one: "la # pregunta más habitual", many: "las # de preguntas más habituales", other: "las # preguntas más habituales" })} sobre ${name}: cómo se guarda el progreso, dispositivos, controles, puntuación, límites de juego, contenido nuevo y cómo pedir ayuda.`,
    },
    title: "Preguntas frecuentes",
    intro: `Todo lo que los jugadores preguntan sobre ${name}, desde cómo se guarda el progreso hasta cómo pedir ayuda. Elige una pregunta para ver la respuesta.`,
    entries: [
      {
        question: `¿${name} cuesta algo?`,
        answer: `No, ${name} es totalmente gratis. No hay habitaciones de pago, ni monedas premium, ni compras dentro del juego. Todo se desbloquea jugando.`,
      },
      {
        question: "¿Necesito una cuenta para jugar?",
        answer: `No. Por ahora no hay cuentas, así que no tienes que registrarte ni recordar ninguna contraseña. Puede que en una futura actualización lleguen las cuentas, para que puedas llevar tu progreso de un dispositivo a otro.`,
      },
      {
        question: "¿Tengo que descargar o instalar algo?",
        answer: `No. El juego se carga dentro de esta web y funciona en tu navegador. Solo necesitas conexión a internet mientras el juego se inicia.`,
      },
      {
        question: "¿Qué dispositivos y navegadores son compatibles?",
        answer: `${name} funciona en computadoras, tabletas y teléfonos con una versión reciente de Chrome, Firefox, Safari o Edge. Si va lento, cierra otras pestañas o actualiza tu navegador.`,
      },
      {
        question: "¿Dónde se guarda mi progreso?",
        answer: `Tus estrellas, habitaciones desbloqueadas, decoraciones y ajustes se guardan en el almacenamiento local de tu navegador, en tu propio dispositivo. No nos llega nada, y se guarda solo cada vez que terminas una habitación.`,
      },
      {
        question: "¿Por qué desapareció mi progreso?",
        answer: `El progreso se guarda en el almacenamiento local de tu navegador, así que se borra si eliminas las cookies y los datos del sitio, y las ventanas privadas o de incógnito lo olvidan al cerrarse. Juega en una ventana normal para conservar tus habitaciones.`,
      },
      {
        question: "¿Puedo seguir jugando en otro navegador o dispositivo?",
        answer: `Todavía no. El almacenamiento local pertenece a un solo navegador en un solo dispositivo, así que otro navegador, otra computadora u otro teléfono empiezan una partida nueva. Puede que en una futura actualización lleguen las cuentas para llevarte tu progreso.`,
      },
      {
        question: "¿Hay un límite de tiempo de juego al día?",
        answer: `No. No hay límites diarios de juego, ni barras de energía, ni esperas entre habitaciones. Repite cualquier habitación tantas veces como quieras para mejorar tus estrellas.`,
      },
      {
        question: "¿Cada cuánto se añade contenido nuevo?",
        answer: `Cada mes sale contenido nuevo. Cada actualización trae habitaciones, decoraciones o eventos de temporada nuevos, y tu progreso guardado se mantiene intacto.`,
      },
      {
        question: "¿Cómo juego a pantalla completa?",
        answer: `Haz clic en el botón de pantalla completa, en la esquina del recuadro del juego. Para salir, pulsa Esc en el teclado o, en una pantalla táctil, vuelve a tocar el mismo botón.`,
      },
      {
        question: "¿Cómo quito el sonido o la música?",
        answer: `Abre el menú de ajustes con el icono del engranaje del juego. La música y los efectos de sonido tienen interruptores separados, así que puedes dejar los sonidos de limpieza y silenciar la música.`,
      },
      {
        question: "El juego no carga. ¿Qué puedo hacer?",
        answer: `Recarga la página y comprueba tu conexión a internet. Si el recuadro sigue en blanco, permite el servidor del juego en los ajustes del navegador y desactiva en este sitio los bloqueadores de anuncios o de contenido muy estrictos. Luego vuelve a cargar la página.`,
      },
      {
        question: "¿En qué se diferencian los controles táctiles y los del ratón?",
        answer: `Con el ratón, haces clic en una herramienta, arrastras los objetos y mantienes pulsado el botón mientras mueves el ratón para frotar. En pantallas táctiles, tocas, arrastras con un dedo y frotas de un lado a otro. Con los dos se consigue la misma puntuación.`,
      },
      {
        question: "¿Cómo se calculan los puntos y las estrellas?",
        answer: `Ganas puntos por cada objeto ordenado y cada mancha limpia, más una bonificación por el tiempo que te sobre. Una estrella por terminar a tiempo, dos por alcanzar la puntuación objetivo y tres por una partida perfecta, sin colocar nada mal.`,
      },
      {
        question: "¿Qué son los combos?",
        answer: `Si colocas varios objetos seguidos en su sitio, haces un combo que multiplica tus puntos. Si colocas uno mal, vuelve a su lugar y el combo se reinicia, así que tómate un momento para mirar bien cada etiqueta.`,
      },
      {
        question: "¿Cómo desbloqueo habitaciones y decoraciones nuevas?",
        answer: `Las estrellas desbloquean habitaciones nuevas en el mapa de la casa, y con las monedas que ganas con tus puntos compras decoraciones como alfombras, plantas y papel de pared en la tienda de decoración. Si repites habitaciones para conseguir más estrellas, también ganas más monedas.`,
      },
      {
        question: `¿${name} es apto para niños?`,
        answer: `Sí, está pensado para jugadores de todas las edades. No hay violencia, ni chat, ni nada que comprar, y el modo Zen quita el temporizador para que los más pequeños jueguen sin prisa.`,
      },
      {
        question: "¿Qué información se recoge cuando juego?",
        answer: `Muy poca. Tu progreso se queda en tu propio navegador y no hay que registrarse en nada. Para conocer todos los detalles, consulta nuestra Política de privacidad.`,
      },
      {
        question: "¿Cómo contacto con el equipo de soporte?",
        answer: `Usa el enlace Contactar con soporte de esta página para ir a la página de contacto y enviarnos un mensaje. Respondemos en un plazo de ${responseWindow} en días hábiles; dinos qué navegador y dispositivo usas para que podamos ayudarte antes.`,
      },
      {
        question: "¿Qué es Charlie the Steak?",
        answer: `Charlie the Steak es un juego de plataformas gratis de este sitio, protagonizado por un filete valiente que corre, salta y acelera por mundos con temática de cocina. Abre la página de Charlie the Steak para jugar y ver los controles y una guía completa de niveles.`,
      },
    ],
    moreHelp: {
      title: "¿Aún tienes alguna pregunta?",
      body: "Nuestro equipo de soporte te ayudará encantado con cualquier cosa que no aparezca en esta página.",
      contactSupport: "Contactar con soporte",
    },
  };
};
