import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** Las palabras de la página de contacto. */
export const contact = (t: WordsTools): ContactWords => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} a ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# hora", many: "# de horas", other: "# horas" })}`;

  return {
    meta: {
      title: `Contacto | ${name}`,
      description: `¿Tienes preguntas, has encontrado un error o tienes una idea? Escribe al equipo de ${name} por formulario, correo electrónico o teléfono. Respondemos en un plazo de ${responseWindow} en días hábiles.`,
    },
    title: "Contáctanos",
    intro:
      "¿Has encontrado un error, tienes una idea para una habitación nueva o necesitas ayuda con un nivel difícil? Envíanos un mensaje y lo leerá una persona de verdad.",
    form: {
      heading: "Envíanos un mensaje",
      fields: {
        name: { label: "Nombre", placeholder: "Tu nombre" },
        email: { label: "Correo electrónico", placeholder: "tu@ejemplo.com" },
        subject: { label: "Asunto", placeholder: "¿De qué se trata?" },
        message: {
          label: "Mensaje",
          placeholder: "Cuéntanos qué ha pasado o qué te gustaría ver",
        },
      },
      submit: "Enviar mensaje",
      sending: "Enviando...",
      validation: {
        missing: "Completa este campo.",
        badEmail: "Escribe una dirección de correo electrónico como tu@ejemplo.com.",
        /** `fields`: las etiquetas de los campos vacíos en forma de lista, p. ej. "Nombre y Mensaje". */
        missingFields: (fields: string) => `Falta completar: ${fields}.`,
      },
      privacyNote: "Tu mensaje no se guarda en este sitio.",
    },
    sent: {
      title: "¡Mensaje enviado!",
      description: "Gracias por escribirnos. Te responderemos muy pronto.",
    },
    details: {
      heading: "Datos de contacto",
      email: "Correo electrónico",
      phone: "Teléfono",
      address: "Dirección",
    },
    supportHours: {
      heading: "Horario de atención",
      rows: [
        { days: "De lunes a viernes", hours: "9:00 - 18:00 EST" },
        { days: "Sábado", hours: "10:00 - 16:00 EST" },
        { days: "Domingo", hours: "Cerrado" },
      ],
      responseTime: `Respondemos en un plazo de ${responseWindow} en días hábiles.`,
    },
  };
};
