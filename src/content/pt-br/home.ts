import { siteConfig } from "@/config/site";
import type { HomeWords } from "../types";

const name = siteConfig.name;

/** O Tidy Time em uma frase: abre a descrição da página e vai junto com um link compartilhado. */
const pitch = `Jogue ${name} grátis no navegador: arrume cômodos bagunçados, guarde a tralha e ganhe estrelas.`;

/** As palavras da página inicial. */
export const home: HomeWords = {
  meta: {
    title: `${name} - Jogo de limpeza online grátis`,
    description: `${pitch} Sem download e sem cadastro. Guias, dicas e respostas para jogadores de todas as idades.`,
  },
  hero: {
    title: name,
    subtitle: "Jogo de limpeza online grátis",
    intro: `Guarde a tralha, esfregue a sujeira e deixe cada cômodo bagunçado brilhando. ${name} é grátis, roda no navegador e salva seu progresso sozinho.`,
    learnMoreHidden: `sobre o ${name}`,
  },
  share: { title: name, text: pitch },
  game: {
    title: `Jogue ${name}`,
    intro: `Escolha uma ferramenta na barra, arraste cada objeto para o lugar certo e limpe todas as manchas antes de o tempo acabar.`,
    help: {
      text: "O jogo não carrega ou travou em um cômodo? {faq} ou {contact}.",
      faqLabel: "Veja as perguntas frequentes",
      contactLabel: "fale com o suporte",
    },
  },
  about: {
    title: `Sobre o ${name}`,
    intro: `${name} transforma a arrumação do dia a dia em um quebra-cabeça calmo e gostoso de resolver. Cada cômodo é uma fase curta, que você termina em poucos minutos, com estrelas para ganhar e decorações para desbloquear.`,
    featuresHeading: "Recursos",
    features: [
      {
        title: "Limpeza que dá gosto",
        body: "Passe pano, varra e aspire quartos, cozinhas e banheiros. Cada cantinho limpo brilha e enche o medidor de limpeza no alto da tela.",
      },
      {
        title: "Estrelas e combos",
        body: "Guarde objetos no lugar certo, um atrás do outro, para fazer combos que multiplicam seus pontos. Termine rápido e sem erros para ganhar as três estrelas do cômodo.",
      },
      {
        title: "Cômodos para decorar",
        body: "As estrelas liberam novos cômodos no mapa da casa, e as moedas compram tapetes, plantas e papel de parede na Loja de Decoração para deixar cada cômodo do seu jeito.",
      },
      {
        title: "Jogue onde quiser",
        body: "Jogue em qualquer navegador atual, no computador, tablet ou celular, sem baixar nada. Seu progresso fica salvo no navegador, então dá para continuar de onde parou.",
      },
    ],
    benefitsHeading: "Por que os jogadores adoram",
    benefits: [
      {
        title: "Menos estresse",
        body: "Ver um cômodo bagunçado ficar impecável acalma. Ligue o Modo Zen para desligar o cronômetro e arrumar no seu ritmo.",
      },
      {
        title: "Criatividade",
        body: "Escolha tapetes, plantas e papel de parede para cada cômodo que terminar e misture estilos até cada espaço ficar com a sua cara.",
      },
      {
        title: "Produtividade",
        body: "Cada cômodo ensina a planejar: primeiro tire a tralha, depois limpe de cima para baixo. Muitos jogadores levam esse hábito para as tarefas de casa de verdade.",
      },
      {
        title: "Diversão",
        body: "Vença o cronômetro, emende combos e jogue os cômodos de novo para ganhar mais estrelas. E todo mês chega conteúdo novo.",
      },
    ],
    playFreeNow: "Jogar grátis",
  },
  guide: {
    title: "Guia e dicas de jogo",
    intro: `Começando no ${name} ou querendo três estrelas em todos os cômodos? Comece pelo básico, aprenda como cada ferramenta funciona e depois use as dicas avançadas para aumentar sua pontuação.`,
    gettingStarted: {
      title: "Primeiros passos",
      intro: "Seu primeiro cômodo leva só alguns minutos. Veja como começar:",
      items: [
        "Aperte Jogar agora, espere o jogo carregar e escolha o Quarto no mapa da casa.",
        "Olhe a lista de tarefas no canto: ela mostra quantos objetos guardar e quantas manchas limpar.",
        "Arraste cada objeto para o lugar dele, como os brinquedos para a caixa de brinquedos e as roupas para o cesto de roupa suja.",
        "Escolha a esponja, a vassoura ou o aspirador na barra de ferramentas e esfregue as manchas até elas brilharem.",
        "Encha o medidor de limpeza antes de o tempo acabar para terminar o cômodo e pegar suas estrelas.",
      ],
    },
    techniquesHeading: "Técnicas de limpeza",
    techniques: [
      {
        title: "Guardar",
        body: "Arraste os objetos para a caixa, a prateleira ou o cesto com o desenho certo. Se você acertar, o objeto se encaixa e aumenta seu combo; se errar, ele volta e o combo zera.",
      },
      {
        title: "Passar pano",
        body: "Use a esponja em mesas, espelhos e bancadas. Esfregue para lá e para cá em cima da mancha; as manchas grudentas brilham em laranja e pedem umas passadas a mais.",
      },
      {
        title: "Varrer",
        body: "Use a vassoura no piso para juntar migalhas e poeira em um montinho. Depois toque na pá para recolher tudo de uma vez e ganhar pontos extras.",
      },
      {
        title: "Aspirar",
        body: "Troque para o aspirador em tapetes e carpetes. Ele limpa uma faixa larga de uma vez, então passe em linhas retas, uma encostada na outra, em vez de fazer zigue-zague.",
      },
    ],
    advanced: [
      {
        title: "Estratégias avançadas de limpeza",
        intro: "Quando você já conhece as ferramentas, estes hábitos são os que mais poupam tempo:",
        items: [
          "Guarde antes de limpar: os objetos no chão escondem sujeira, então tirá-los primeiro mostra todas as manchas de uma vez.",
          "Limpe de cima para baixo. Ao passar pano nas prateleiras, a poeira cai no chão, então varra ou aspire por último.",
          "Junte os objetos que vão para o mesmo lugar e guarde um atrás do outro para o combo não parar de crescer.",
          "Deixe o botão de dica para o final: ele destaca as últimas manchas esquecidas, mas zera seu combo.",
        ],
      },
      {
        title: "Dicas para cada cômodo",
        intro: "Cada cômodo tem seus cantinhos traiçoeiros:",
        items: [
          "Quarto: olhe embaixo da cama e atrás das cortinas, onde meias e brinquedinhos adoram se esconder.",
          "Cozinha: empilhe a louça na pia antes de limpar as bancadas, senão as migalhas caem de novo no que já está limpo.",
          "Banheiro: limpe o espelho por último, porque os respingos da pia podem embaçá-lo outra vez.",
          "Garagem: pendure as ferramentas no painel primeiro para abrir espaço e depois varra o chão grandão com passadas longas.",
        ],
      },
      {
        title: "Pontuação e conquistas",
        intro: "Pontos, estrelas e troféus seguem regras simples:",
        items: [
          "Cada objeto guardado e cada mancha limpa valem pontos, e os segundos que sobram no cronômetro viram bônus de tempo.",
          "Uma estrela por terminar a tempo, duas por bater a meta de pontos do cômodo e três por uma partida sem nenhum objeto no lugar errado.",
          "Os combos multiplicam seus pontos, então uma longa sequência de acertos vale mais do que limpar depressa.",
          "Os troféus do menu Conquistas premiam marcos, como seu primeiro cômodo com três estrelas ou um combo perfeito.",
        ],
      },
    ],
    proTipsHeading: "Dicas de craque",
    proTips: [
      "Leia a lista de tarefas primeiro para saber exatamente o que conta para o medidor de limpeza.",
      "Dê zoom com dois dedos ou com a rodinha do mouse para achar migalhas e objetos pequenininhos.",
      "Jogue de novo os cômodos que já terminou: você já conhece o lugar, e as três estrelas ficam bem mais fáceis.",
      "Gaste moedas com as decorações de que gostar; elas nunca custam estrelas nem tempo.",
      "Ligue o Modo Zen para conhecer um cômodo novo com calma e depois desligue para caçar estrelas.",
      "Em telas pequenas, jogue em tela cheia: os objetos ficam maiores e mais fáceis de arrastar.",
    ],
  },
  faqSection: {
    title: "Perguntas frequentes",
    intro: `Respostas rápidas sobre como jogar ${name}. Quer saber mais? A página de perguntas frequentes tem todas as dúvidas que recebemos.`,
    seeAll: "Ver todas as perguntas",
  },
  faq: [
    {
      question: `O que é ${name}?`,
      answer: `${name} é um jogo relaxante de limpeza e organização. Cada fase é um cômodo bagunçado: guarde a tralha nos cestos e prateleiras certos, passe pano, varra e aspire, e ganhe até três estrelas pelo seu desempenho.`,
    },
    {
      question: `${name} é grátis?`,
      answer: `Sim. Todos os cômodos, ferramentas e decorações são conquistados jogando. Não há nada para comprar nem limite de cômodos por dia.`,
    },
    {
      question: "Preciso baixar alguma coisa ou criar uma conta?",
      answer: `Não. ${name} roda direto no navegador, então não há nada para instalar. Também não existem contas: aperte Jogar agora e o primeiro cômodo abre na hora.`,
    },
    {
      question: "Em quais aparelhos posso jogar?",
      answer: `Em qualquer computador, tablet ou celular com um navegador atualizado, como Chrome, Firefox, Safari ou Edge. No celular, vire a tela de lado para ver o cômodo maior.`,
    },
    {
      question: "Como salvo meu progresso?",
      answer: `Você não precisa fazer nada. Suas estrelas, cômodos liberados e decorações são salvos sozinhos no navegador depois de cada cômodo. É só voltar no mesmo navegador e aparelho para continuar.`,
    },
    {
      question: "Como funcionam os controles?",
      answer: `Escolha uma ferramenta na barra na parte de baixo da tela e clique ou toque para usá-la. Arraste os objetos até o cesto ou a prateleira onde eles ficam e esfregue para lá e para cá em cima da sujeira para limpar ou varrer.`,
    },
    {
      question: "Qual é o objetivo de cada cômodo?",
      answer: `Completar a lista de tarefas do cômodo antes de o tempo acabar: todos os objetos guardados e todas as manchas limpas. O medidor de limpeza no alto da tela vai enchendo, e o cômodo termina quando ele fica cheio.`,
    },
    {
      question: "Quanto tempo leva um cômodo?",
      answer: `Os primeiros cômodos levam dois ou três minutos, e os maiores, mais adiante, uns cinco. Assim fica fácil jogar um cômodo numa pausa rápida e parar quando quiser.`,
    },
    {
      question: "Dá para jogar com calma, sem cronômetro?",
      answer: `Dá, sim. Ligue o Modo Zen no menu de configurações (o ícone de engrenagem) para desligar o cronômetro. Você continua ganhando pontos e moedas, mas os cômodos no Modo Zen não mudam suas estrelas.`,
    },
    {
      question: `${name} é adequado para crianças pequenas?`,
      answer: `Sim. Não tem violência, nem bate-papo com estranhos, nem nada para comprar. As crianças menores se dão melhor no Modo Zen, onde podem guardar e limpar no próprio ritmo.`,
    },
  ],
};
