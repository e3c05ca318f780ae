import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { FaqWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** As palavras da página de perguntas frequentes. */
export const faq = (t: WordsTools): FaqWords => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} a ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# hora", many: "# de horas", other: "# horas" })}`;

  return {
    meta: {
      title: `FAQ - Ajuda e respostas sobre o ${name}`,
      description: `Respostas ${t.count(FAQ_PAGE_COUNT, { one: "à # pergunta mais feita", many: "às # de perguntas mais feitas", other: "às # perguntas mais feitas" })} sobre o ${name}: como salvar o progresso, aparelhos, controles, pontuação, limites de jogo, novidades e suporte.`,
    },
    title: "Perguntas frequentes",
    intro: `Tudo o que os jogadores perguntam sobre o ${name}, de como salvar o progresso a como pedir ajuda. Escolha uma pergunta para ver a resposta.`,
    entries: [
      {
        question: `${name} custa alguma coisa?`,
        answer: `Não, ${name} é totalmente grátis. Não há cômodos pagos, nem moedas compradas com dinheiro de verdade, nem compras dentro do jogo. Tudo é liberado jogando.`,
      },
      {
        question: "Preciso de uma conta para jogar?",
        answer: `Não. Por enquanto não existem contas, então não há cadastro nem senha para lembrar. As contas podem chegar em uma atualização futura, para você levar seu progresso de um aparelho para outro.`,
      },
      {
        question: "Preciso baixar ou instalar alguma coisa?",
        answer: `Não. O jogo carrega dentro deste site e roda no seu navegador. Você só precisa de internet enquanto o jogo abre.`,
      },
      {
        question: "Quais aparelhos e navegadores funcionam?",
        answer: `${name} funciona em computadores, tablets e celulares com uma versão recente do Chrome, Firefox, Safari ou Edge. Se estiver lento, feche outras abas ou atualize o navegador.`,
      },
      {
        question: "Onde meu progresso fica salvo?",
        answer: `Suas estrelas, cômodos liberados, decorações e configurações ficam salvos no armazenamento local do navegador, no seu próprio aparelho. Nada é enviado para nós, e o jogo salva sozinho toda vez que você termina um cômodo.`,
      },
      {
        question: "Por que meu progresso sumiu?",
        answer: `O progresso fica no armazenamento local do navegador. Por isso, limpar os cookies e os dados do site apaga tudo, e as janelas anônimas ou privadas esquecem o progresso quando são fechadas. Jogue numa janela normal para não perder seus cômodos.`,
      },
      {
        question: "Posso continuar em outro navegador ou aparelho?",
        answer: `Ainda não. O armazenamento local pertence a um navegador em um aparelho, então outro navegador, computador ou celular começa um jogo do zero. Contas para levar o progresso podem chegar em uma atualização futura.`,
      },
      {
        question: "Existe limite de tempo de jogo por dia?",
        answer: `Não. Não há limite diário de jogo, nem barra de energia, nem espera entre um cômodo e outro. Jogue qualquer cômodo quantas vezes quiser para ganhar mais estrelas.`,
      },
      {
        question: "De quanto em quanto tempo chega conteúdo novo?",
        answer: `Todo mês chega conteúdo novo. Cada atualização traz novos cômodos, decorações ou eventos de temporada, e o seu progresso salvo continua lá quando ela chega.`,
      },
      {
        question: "Como jogo em tela cheia?",
        answer: `Clique no botão de tela cheia no canto do quadro do jogo. Para sair, aperte Esc no teclado ou, na tela de toque, toque no mesmo botão de novo.`,
      },
      {
        question: "Como desligo o som ou a música?",
        answer: `Abra o menu de configurações pelo ícone de engrenagem no jogo. A música e os efeitos sonoros têm botões separados, então dá para manter os sons gostosos da limpeza e desligar só a música.`,
      },
      {
        question: "O jogo não carrega. O que eu faço?",
        answer: `Atualize a página e confira sua conexão com a internet. Se o quadro continuar em branco, libere o site do jogo nas configurações do navegador e desative para este site os bloqueadores de anúncios ou de scripts mais rigorosos. Depois, recarregue a página.`,
      },
      {
        question: "Qual é a diferença entre jogar com mouse e na tela de toque?",
        answer: `Com o mouse, você clica numa ferramenta, clica e arrasta os objetos e segura o botão enquanto move para esfregar. Na tela de toque, você toca, arrasta com um dedo e esfrega para lá e para cá. A pontuação é a mesma nos dois.`,
      },
      {
        question: "Como são calculados os pontos e as estrelas?",
        answer: `Você ganha pontos por cada objeto guardado e cada mancha limpa, mais um bônus pelo tempo que sobrar no relógio. Uma estrela é por terminar a tempo, duas por bater a meta de pontos e três por uma partida perfeita, sem nenhum objeto no lugar errado.`,
      },
      {
        question: "O que são combos?",
        answer: `Guardar objetos no lugar certo, um atrás do outro, forma um combo que multiplica seus pontos. Um objeto no lugar errado volta e zera o combo, então olhe bem cada etiqueta antes de soltar.`,
      },
      {
        question: "Como libero novos cômodos e decorações?",
        answer: `As estrelas liberam novos cômodos no mapa da casa, e as moedas que você ganha com os pontos compram decorações, como tapetes, plantas e papel de parede, na Loja de Decoração. Jogar os cômodos de novo para ganhar mais estrelas também dá mais moedas.`,
      },
      {
        question: `${name} é adequado para crianças?`,
        answer: `Sim, ele foi feito para jogadores de todas as idades. Não tem violência, nem bate-papo, nem nada para comprar, e o Modo Zen tira o cronômetro para os mais novos jogarem com calma.`,
      },
      {
        question: "Que informações vocês coletam quando eu jogo?",
        answer: `Muito poucas. Seu progresso no jogo fica no seu próprio navegador, e não há cadastro. Para saber todos os detalhes, leia nossa Política de Privacidade.`,
      },
      {
        question: "Como falo com o suporte?",
        answer: `Use o link Falar com o suporte nesta página para ir até a página de contato e mandar uma mensagem. Respondemos em ${responseWindow}, em dias úteis. Conte qual navegador e aparelho você usa para podermos ajudar mais rápido.`,
      },
      {
        question: "O que é Charlie the Steak?",
        answer: `Charlie the Steak é um jogo de plataforma grátis deste site, estrelado por um bife corajoso que corre, pula e dispara por mundos com tema de cozinha. Abra a página do Charlie the Steak para jogar e ver os controles e um guia completo das fases.`,
      },
    ],
    moreHelp: {
      title: "Ainda tem alguma dúvida?",
      body: "Nossa equipe de suporte terá prazer em ajudar com o que esta página não responde.",
      contactSupport: "Falar com o suporte",
    },
  };
};
