import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** Las palabras de la página que no existe. */
export const notFound: NotFoundWords = {
  meta: {
    title: `Página no encontrada | ${siteConfig.name}`,
    description: `Esta página no existe. Vuelve a ${siteConfig.name} para seguir limpiando o avísanos del enlace roto.`,
  },
  code: "404",
  heading: "¡Uy! Esta página necesita una limpieza",
  body: "La página que buscas se ha barrido o nunca existió. Vamos a llevarte de vuelta a un sitio limpio.",
  returnHome: "Volver al inicio",
  reportIssue: "Avisar del error",
};
