import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/** Lo que toda página muestra alrededor de la suya: cabecera, pie, controles comunes y juegos. */
export const layout: LayoutWords = {
  skipToContent: "Saltar al contenido principal",
  nav: {
    home: "Inicio",
    charlie: CHARLIE_NAME,
    faq: "Preguntas frecuentes",
    privacy: "Privacidad",
  },
  mainNav: "Principal",
  openMenu: "Abrir menú",
  closeMenu: "Cerrar menú",
  playNow: "Jugar ahora",
  learnMore: "Más información",
  theme: { label: "Tema", options: { system: "Sistema", light: "Claro", dark: "Oscuro" } },
  languages: "Idioma",
  footer: {
    blurb: `${name} es un juego gratis y relajante de limpiar y ordenar que puedes jugar en cualquier navegador moderno.`,
    quickLinks: "Enlaces rápidos",
    quickLinkLabels: {
      home: "Inicio",
      faq: "Preguntas frecuentes",
      privacy: "Política de privacidad",
      contact: "Contacto",
    },
    contact: "Contacto",
    legal: "Información legal",
    legalLinkLabels: {
      privacy: "Política de privacidad",
      terms: "Términos del servicio",
      cookies: "Política de cookies",
    },
    socialMedia: "Redes sociales",
    socialLink: (network: SocialNetwork) => `${name} en ${network} (próximamente)`,
    rights: "Todos los derechos reservados.",
  },
  sectionError: {
    heading: "Esta parte de la página necesita una limpieza",
    body: "Algo salió mal al mostrar esta sección. El resto del sitio sigue funcionando: prueba a recargar la página o elige otra en el menú.",
    retry: "Reintentar",
  },
  game: {
    loading: "Cargando el juego",
    frameTitle: (game: string) => `Juego ${game}`,
    fullscreen: "Pantalla completa",
    exitFullscreen: "Salir de pantalla completa",
    closeTheater: "Cerrar",
    turnSideways: "Gira el teléfono en horizontal para ver el juego más grande.",
    noScripts: "El juego necesita JavaScript, que está desactivado o no se pudo cargar.",
    playOnHost: (game: string) => `Juega a ${game} en su propio sitio`,
    newTab: "(se abre en una pestaña nueva)",
    slow: "El juego está tardando más de lo normal en cargar.",
    tryAgain: "Reintentar",
    offline:
      "El juego necesita conexión a internet. Empezará solo en cuanto vuelvas a tener conexión.",
  },
  offline: {
    title: "Estás sin conexión",
    body: "Conéctate a internet y vuelve a tocar el enlace para abrir la página.",
  },
  share: {
    share: "Compartir",
    linkCopied: "Enlace copiado",
    linkCopiedDescription: (game: string) => `Pégalo donde quieras para compartir ${game}.`,
    linkLabel: (game: string) => `Copia este enlace para compartir ${game}`,
  },
  toast: {
    announcement: "Notificación",
    /** `{hotkey}` es la tecla que lleva el foco a las notificaciones (F8). */
    region: "Notificaciones ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: juego de limpieza gratis en línea`,
    charlie: `${CHARLIE_NAME}: juego de plataformas gratis y guía`,
  },
  gameFacts: {
    genres: { tidyTime: "Limpieza y organización", charlie: "Plataformas" },
    platform: "Navegador web",
  },
};
