import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** As palavras da página de contato. */
export const contact = (t: WordsTools): ContactWords => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} a ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# hora", many: "# de horas", other: "# horas" })}`;

  return {
    meta: {
      title: `Fale conosco | ${name}`,
      description: `Dúvidas, bugs ou ideias? Fale com a equipe do ${name} pelo formulário, por e-mail ou por telefone. Respondemos em ${responseWindow}, em dias úteis.`,
    },
    title: "Fale conosco",
    intro:
      "Achou um bug, tem uma ideia para um cômodo novo ou precisa de uma mãozinha numa fase difícil? Mande uma mensagem: uma pessoa de verdade vai ler.",
    form: {
      heading: "Mande uma mensagem",
      fields: {
        name: { label: "Nome", placeholder: "Seu nome" },
        email: { label: "E-mail", placeholder: "voce@exemplo.com" },
        subject: { label: "Assunto", placeholder: "Sobre o que é?" },
        message: {
          label: "Mensagem",
          placeholder: "Conte o que aconteceu ou o que você gostaria de ver",
        },
      },
      submit: "Enviar mensagem",
      sending: "Enviando...",
      validation: {
        missing: "Preencha este campo.",
        badEmail: "Digite um e-mail como voce@exemplo.com.",
        /** `fields`: os nomes dos campos vazios já em lista, por exemplo "Nome e Mensagem". */
        missingFields: (fields: string) => `Preencha: ${fields}.`,
      },
      privacyNote: "Sua mensagem não fica guardada neste site.",
    },
    sent: {
      title: "Mensagem enviada!",
      description: "Obrigado pelo contato! Vamos responder sua mensagem em breve.",
    },
    details: {
      heading: "Dados de contato",
      email: "E-mail",
      phone: "Telefone",
      address: "Endereço",
    },
    supportHours: {
      heading: "Horário de atendimento",
      rows: [
        { days: "Segunda a sexta", hours: "9h às 18h (EST)" },
        { days: "Sábado", hours: "10h às 16h (EST)" },
        { days: "Domingo", hours: "Fechado" },
      ],
      responseTime: `Respondemos em ${responseWindow}, em dias úteis.`,
    },
  };
};
