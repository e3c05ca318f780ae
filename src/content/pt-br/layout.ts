import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/** O que toda página mostra em volta da sua parte: cabeçalho, rodapé, controles e jogos. */
export const layout: LayoutWords = {
  skipToContent: "Pular para o conteúdo",
  nav: { home: "Início", charlie: CHARLIE_NAME, faq: "FAQ", privacy: "Privacidade" },
  mainNav: "Principal",
  openMenu: "Abrir menu",
  closeMenu: "Fechar menu",
  playNow: "Jogar agora",
  learnMore: "Saiba mais",
  theme: { label: "Tema", options: { system: "Sistema", light: "Claro", dark: "Escuro" } },
  languages: "Idioma",
  footer: {
    blurb: `${name} é um jogo de limpeza e organização grátis e relaxante, que você joga em qualquer navegador atual.`,
    quickLinks: "Links rápidos",
    quickLinkLabels: {
      home: "Início",
      faq: "Perguntas frequentes",
      privacy: "Política de Privacidade",
      contact: "Fale conosco",
    },
    contact: "Contato",
    legal: "Jurídico",
    legalLinkLabels: {
      privacy: "Política de Privacidade",
      terms: "Termos de Uso",
      cookies: "Política de Cookies",
    },
    socialMedia: "Redes sociais",
    socialLink: (network: SocialNetwork) => `${name} no ${network} (em breve)`,
    rights: "Todos os direitos reservados.",
  },
  sectionError: {
    heading: "Esta parte da página precisa de uma faxina",
    body: "Algo deu errado ao mostrar esta seção. O resto do site continua funcionando: tente recarregar ou escolha outra página no menu.",
    retry: "Tentar de novo",
  },
  offline: {
    title: "Você está sem conexão",
    body: "Conecte-se à internet e toque no link de novo para abrir a página.",
    dismiss: "Fechar",
  },
  toast: {
    announcement: "Notificação",
    /** `{hotkey}` é a tecla que leva o foco às notificações (F8). */
    region: "Notificações ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: jogo de limpeza online grátis`,
    charlie: `${CHARLIE_NAME}: jogo de plataforma grátis e guia`,
  },
  gameFacts: {
    genres: { tidyTime: "Limpeza e organização", charlie: "Plataforma" },
    platform: "Navegador web",
  },
};
