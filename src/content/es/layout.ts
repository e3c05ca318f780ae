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
  offline: {
    title: "Estás sin conexión",
    body: "Conéctate a internet y vuelve a tocar el enlace para abrir la página.",
    dismiss: "Cerrar",
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
