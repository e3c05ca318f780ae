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
  /** As palavras da Política de Privacidade. */
  return {
    meta: {
      title: `Política de Privacidade | ${name}`,
      description: `Como o ${name} trata as informações: o que é coletado, cookies e armazenamento local, sites de jogos de terceiros, privacidade das crianças e suas escolhas.`,
    },
    title: "Política de Privacidade",
    /** Before the spec's date, which the page writes as Brazilian Portuguese writes dates. */
    lastUpdated: (date: string) => `Última atualização: ${date}`,
    intro: `Esta política explica quais informações o ${name} coleta quando você visita este site e joga os jogos dele, como essas informações são usadas e quais escolhas você tem. Não existem contas, e só pedimos dados pessoais se você decidir entrar em contato conosco.`,
    sections: {
      "information-we-collect": {
        title: "Informações que coletamos",
        paragraphs: [
          "Algumas informações técnicas são recebidas automaticamente quando o seu navegador carrega nossas páginas ou os jogos incorporados a elas. O progresso no jogo e as preferências ficam no seu navegador, no seu próprio aparelho. Só recebemos os dados pessoais que você decidir nos enviar.",
        ],
        items: [
          "Tipo e versão do navegador",
          "Informações do aparelho, como tipo de aparelho, sistema operacional e tamanho da tela",
          "Endereço IP",
          "Progresso no jogo, como cômodos concluídos, estrelas e decorações liberadas",
          "Preferências, como configurações de som, música e Modo Zen",
          "Seu nome e seu e-mail, somente se você entrar em contato conosco",
        ],
      },
      "how-we-use-information": {
        title: "Como usamos as informações",
        paragraphs: [
          "Usamos as informações técnicas para entregar as páginas ao seu aparelho, manter o site funcionando em diferentes navegadores e tamanhos de tela, e encontrar e corrigir problemas.",
          "O progresso no jogo e as preferências servem apenas para você continuar de onde parou, com as configurações que escolheu. Se você entrar em contato, usamos seu nome e seu e-mail somente para responder. Não vendemos suas informações.",
        ],
      },
      "cookies-and-local-storage": {
        title: "Cookies e armazenamento local",
        paragraphs: [
          `Este site não usa cookies. Ele guarda no máximo duas coisas no seu aparelho, no armazenamento local do navegador: o tema que você escolher (Claro ou Escuro), com o nome "${THEME_STORAGE_KEY}", para que cada página abra com esse tema, e, quando você fecha a sugestão de ler uma página no seu idioma ou escolhe um idioma por conta própria, "${LANGUAGE_NOTICE_STORAGE_KEY}", para que a sugestão não apareça de novo. A opção Sistema não guarda nada, e nenhum desses dados sai do seu aparelho.`,
          "Você pode apagar os cookies e o armazenamento local a qualquer momento nas configurações do navegador. Isso redefine o tema escolhido, traz de volta a sugestão de idioma e apaga o seu progresso nos jogos. Janelas anônimas ou privadas apagam esses dados quando são fechadas.",
        ],
      },
      "third-party-services": {
        title: "Serviços de terceiros",
        paragraphs: [
          "Os jogos deste site são carregados em quadros incorporados, a partir de sites de jogos externos. Quando um jogo carrega, o site que o hospeda recebe informações técnicas, como seu endereço IP e o tipo de navegador, e pode usar cookies ou armazenamento local próprios.",
          "Esses sites têm suas próprias políticas de privacidade, que definem como eles tratam essas informações. Recomendamos que você as leia.",
        ],
      },
      "data-security": {
        title: "Segurança dos dados",
        paragraphs: [
          "Este site é acessado por uma conexão criptografada, e guardamos o mínimo possível de informações. As mensagens que você nos envia ficam guardadas apenas pelo tempo necessário para respondê-las.",
          "Nenhum meio de enviar ou guardar informações pela internet é totalmente seguro, por isso não podemos garantir segurança absoluta.",
        ],
      },
      "childrens-privacy": {
        title: "Privacidade das crianças",
        paragraphs: [
          `Nossos jogos são adequados para jogadores de todas as idades, mas não coletamos intencionalmente informações pessoais de crianças com menos de ${t.count(POLICY_MIN_AGE_YEARS, { one: "# ano", many: "# de anos", other: "# anos" })}.`,
          `Se você é mãe, pai ou responsável e acredita que uma criança com menos de ${t.count(POLICY_MIN_AGE_YEARS, { one: "# ano", many: "# de anos", other: "# anos" })} sob seus cuidados nos enviou informações pessoais, entre em contato conosco e nós vamos apagá-las.`,
        ],
      },
      "international-data-transfers": {
        title: "Transferências internacionais de dados",
        paragraphs: [
          "Os serviços que nós e os sites de jogos usamos podem ficar fora do seu país. Por isso, as informações podem ser transferidas para os Estados Unidos e tratadas lá, onde as leis de proteção de dados podem ser diferentes das do seu país.",
        ],
      },
      "changes-to-this-policy": {
        title: "Alterações nesta política",
        paragraphs: [
          'Podemos atualizar esta política de vez em quando. Quando isso acontecer, publicaremos a nova versão nesta página e mudaremos a data de "última atualização", então volte aqui de vez em quando.',
        ],
      },
    },
    questions: {
      title: "Dúvidas sobre a sua privacidade?",
      body: "Pergunte o que quiser sobre esta política ou peça que apaguemos uma mensagem que você enviou.",
      contactUs: "Fale conosco",
    },
  };
};
