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
  /** Las palabras de la política de privacidad. */
  return {
    meta: {
      title: `Política de privacidad | ${name}`,
      description: `Cómo trata ${name} la información: qué se recoge, cookies y almacenamiento local, servidores de juegos de terceros, privacidad de los menores y tus opciones.`,
    },
    title: "Política de privacidad",
    /** Antes de la fecha de la especificación (19 de abril de 2023), que la página escribe en español. */
    lastUpdated: (date: string) => `Última actualización: ${date}`,
    intro: `Esta política explica qué información recoge ${name} cuando visitas este sitio web y juegas a sus juegos, cómo se usa esa información y qué opciones tienes. No hay cuentas, y solo te pedimos datos personales si decides ponerte en contacto con nosotros.`,
    sections: {
      "information-we-collect": {
        title: "Información que recogemos",
        paragraphs: [
          "Recibimos automáticamente cierta información técnica cuando tu navegador carga nuestras páginas o los juegos integrados. El progreso de los juegos y tus preferencias se guardan en tu navegador, en tu propio dispositivo. Solo recibimos los datos personales que tú decides enviarnos.",
        ],
        items: [
          "Tipo y versión del navegador",
          "Información del dispositivo, como el tipo de dispositivo, el sistema operativo y el tamaño de la pantalla",
          "Dirección IP",
          "Progreso en los juegos, como las habitaciones completadas, las estrellas y las decoraciones desbloqueadas",
          "Preferencias, como los ajustes de sonido, música y modo Zen",
          "Tu nombre y tu dirección de correo electrónico, solo si te pones en contacto con nosotros",
        ],
      },
      "how-we-use-information": {
        title: "Cómo usamos la información",
        paragraphs: [
          "Usamos la información técnica para mostrar las páginas en tu dispositivo, hacer que el sitio funcione en distintos navegadores y tamaños de pantalla, y detectar y corregir problemas.",
          "El progreso de los juegos y tus preferencias solo se usan para que puedas seguir donde lo dejaste, con los ajustes que elegiste. Si te pones en contacto con nosotros, usamos tu nombre y tu dirección de correo electrónico solo para responderte. No vendemos tu información.",
        ],
      },
      "cookies-and-local-storage": {
        title: "Cookies y almacenamiento local",
        paragraphs: [
          `Este sitio no usa cookies. Como mucho, guarda dos cosas en tu dispositivo, en el almacenamiento local de tu navegador: el tema que elijas (Claro u Oscuro), con el nombre "${THEME_STORAGE_KEY}", para que cada página se abra con él, y, cuando cierras la sugerencia de leer una página en tu idioma o eliges tú un idioma, "${LANGUAGE_NOTICE_STORAGE_KEY}", para que la sugerencia no vuelva a aparecer. La opción Sistema no guarda nada, y ninguno de los dos datos sale nunca de tu dispositivo.`,
          "Puedes borrar las cookies y el almacenamiento local cuando quieras desde los ajustes de tu navegador. Al hacerlo, se restablece el tema que elegiste, vuelve a aparecer la sugerencia de idioma y se borra tu progreso en los juegos. Las ventanas privadas o de incógnito los borran al cerrarse.",
        ],
      },
      "third-party-services": {
        title: "Servicios de terceros",
        paragraphs: [
          "Los juegos de este sitio se cargan en marcos integrados desde servidores de juegos externos. Cuando se carga un juego, su servidor recibe información técnica, como tu dirección IP y el tipo de navegador, y puede usar sus propias cookies o su propio almacenamiento local.",
          "Estos servidores tienen sus propias políticas de privacidad, que regulan cómo tratan esa información. Te recomendamos leerlas.",
        ],
      },
      "data-security": {
        title: "Seguridad de los datos",
        paragraphs: [
          "Este sitio se sirve a través de una conexión cifrada, y guardamos la menor cantidad de información posible. Los mensajes que nos envías solo se conservan el tiempo necesario para responderlos.",
          "Ningún método para enviar o almacenar información por internet es totalmente seguro, así que no podemos garantizar una seguridad absoluta.",
        ],
      },
      "childrens-privacy": {
        title: "Privacidad de los menores",
        paragraphs: [
          `Nuestros juegos son aptos para jugadores de todas las edades, pero no recogemos a sabiendas información personal de menores de ${t.count(POLICY_MIN_AGE_YEARS, { one: "# año", many: "# de años", other: "# años" })}.`,
          `Si eres madre, padre o tutor y crees que tu hijo o hija menor de ${t.count(POLICY_MIN_AGE_YEARS, { one: "# año", many: "# de años", other: "# años" })} nos ha enviado información personal, ponte en contacto con nosotros y la eliminaremos.`,
        ],
      },
      "international-data-transfers": {
        title: "Transferencias internacionales de datos",
        paragraphs: [
          "Los servicios que usamos nosotros y los servidores de juegos pueden estar fuera de tu país. Por eso, la información puede transferirse a los Estados Unidos y tratarse allí, donde las leyes de protección de datos pueden ser distintas de las de tu país.",
        ],
      },
      "changes-to-this-policy": {
        title: "Cambios en esta política",
        paragraphs: [
          'Es posible que actualicemos esta política de vez en cuando. Si lo hacemos, publicaremos la nueva versión en esta página y cambiaremos la fecha de "última actualización", así que te recomendamos volver a consultarla de vez en cuando.',
        ],
      },
    },
    questions: {
      title: "¿Tienes preguntas sobre tu privacidad?",
      body: "Pregúntanos lo que quieras sobre esta política o pídenos que borremos un mensaje que nos enviaste.",
      contactUs: "Contáctanos",
    },
  };
};
