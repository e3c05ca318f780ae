import {
  PLATFORMER_ENDING_COUNT,
  PLATFORMER_LEVEL_COUNT,
  PLATFORMER_WORLD_COUNT,
  SPEEDSTER_LIMIT_MINUTES,
} from "@/lib/constants";
import { siteConfig } from "@/config/site";
import { CHARLIE_NAME } from "../names";
import type { CharlieWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
const tagline = "Uma aventura de plataforma pegando fogo, da grelha ao grande banquete";
/** As palavras da página do Charlie the Steak. */
export const charlie = (t: WordsTools): CharlieWords => {
  /** The counts, each with the words that agree with it in its sentence ("many": 1.000.000 de). */
  const levels = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "# fase",
    many: "# de fases",
    other: "# fases",
  });
  const theLevels = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "a # fase",
    many: "as # de fases",
    other: "as # fases",
  });
  const levelsSpread = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "# fase espalhada",
    many: "# de fases espalhadas",
    other: "# fases espalhadas",
  });
  const worlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# mundo",
    many: "# de mundos",
    other: "# mundos",
  });
  const ofTheWorlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "do # mundo",
    many: "dos # de mundos",
    other: "dos # mundos",
  });
  const kitchenWorlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# mundo de cozinha",
    many: "# de mundos de cozinha",
    other: "# mundos de cozinha",
  });
  const theEndings = t.count(PLATFORMER_ENDING_COUNT, {
    one: "o # final",
    many: "os # de finais",
    other: "os # finais",
  });
  const ofTheEndings = t.count(PLATFORMER_ENDING_COUNT, {
    one: "do # final",
    many: "dos # de finais",
    other: "dos # finais",
  });
  const allTheEndings = t.count(PLATFORMER_ENDING_COUNT, {
    one: "o # final",
    many: "todos os # de finais",
    other: "todos os # finais",
  });

  return {
    meta: {
      title: `${CHARLIE_NAME} - Guia e jogo de plataforma grátis | ${name}`,
      description: `Jogue ${CHARLIE_NAME} grátis no navegador e domine o jogo com nosso guia: controles, personagens, ${theLevels} ${ofTheWorlds}, dicas de estratégia, desbloqueáveis e todos os finais.`,
    },
    hero: {
      title: CHARLIE_NAME,
      tagline,
      intro: `Ajude o Charlie a correr, pular e disparar por ${levels} em ${kitchenWorlds}, continuar o mais mal passado possível e escapar dos planos de jantar do Chef Pimenta. É grátis e roda direto no navegador.`,
    },
    share: { title: CHARLIE_NAME, text: `Jogue ${CHARLIE_NAME} grátis no navegador. ${tagline}.` },
    sections: {
      game: {
        title: `Jogue ${CHARLIE_NAME}`,
        intro:
          "O jogo é carregado do site da editora dele. Clique dentro do quadro antes de começar, para ele receber as teclas que você apertar.",
      },
      guide: {
        title: "Guia do jogo",
        intro:
          "Aprenda os controles, domine as habilidades especiais do Charlie e entenda como o jogo acompanha o ponto da carne dele.",
        controls: "Controles",
        controlsCaption: "Controles no teclado e na tela de toque",
        actionColumn: "Ação",
        inputColumn: "Teclado / Toque",
        abilities: "Habilidades especiais",
        mechanics: "Como o jogo funciona",
      },
      characters: {
        title: "Personagens",
        intro:
          "Conheça os mocinhos, o vilão e os amigos que você vai encontrar pelo caminho. Cada personagem principal tem uma habilidade especial e um ponto fraco.",
        specialAbility: "Habilidade especial",
        weakness: "Ponto fraco",
        supportingCast: "Outros personagens",
      },
      worlds: {
        title: "Mundos e fases",
        intro: `${levelsSpread} por ${worlds}, e cada mundo termina com uma fase final mais difícil.`,
        level: (number: number, name: string) => `Fase ${t.number(number)}: ${name}`,
      },
      strategy: {
        title: "Dicas de estratégia",
        intro: "Hábitos que separam um bife bem passado de uma partida perfeitamente mal passada.",
      },
      unlockables: {
        title: "Desbloqueáveis e recompensas",
        intro:
          "Os temperos dão poderes ao Charlie, as conquistas mostram a sua habilidade e o que você coleta decide como a história dele termina.",
        seasonings: "Temperos",
        achievements: "Conquistas",
        endings: "Finais",
        bonusContent: "Conteúdo extra",
      },
      community: {
        title: "Comunidade e recursos",
        intro: "Compartilhe suas partidas, troque segredos e peça ajuda a outros jogadores.",
        comingSoon: "(em breve)",
      },
    },
    about: {
      title: "Sobre o guia e os destaques do jogo",
      intro: `Este guia mostra os controles, as habilidades do Charlie, todos os personagens, ${theLevels} e como desbloquear temperos, conquistas e ${theEndings}. Use-o para passar de um trecho difícil ou para buscar a partida perfeita.`,
      keyFeatures: [
        {
          title: "Plataforma na medida",
          body: "O Charlie é rápido e para exatamente onde você solta o botão, então até os pulos difíceis parecem justos. Pulos duplos e arrancadas se emendam em corridas longas e cheias de ritmo.",
        },
        {
          title: "Vida no ponto",
          body: "Em vez de corações, o Charlie cozinha um pouco mais a cada golpe. Mantenha-o mal passado fugindo das panelas quentes e refresque-o com os cubos de gelo que achar pelo caminho.",
        },
        {
          title: t.count(PLATFORMER_WORLD_COUNT, {
            one: "# mundo temático",
            many: "# de mundos temáticos",
            other: "# mundos temáticos",
          }),
          body: "Corra por cima do fogão, deslize nas prateleiras da geladeira, escale torres na despensa e entre de penetra num jantar chique. Cada mundo traz um perigo novo e termina com uma fase final difícil.",
        },
        {
          title: "Segredos e vários finais",
          body: `Garfos dourados escondidos, temperos para colecionar e uma receita secreta recompensam quem explora. O que você encontra decide qual ${ofTheEndings} você vai ver.`,
        },
      ],
    },
    guide: {
      controls: [
        { action: "Andar", input: "Setas ou A e D / Na tela: botões de esquerda e direita" },
        { action: "Pular", input: "Espaço, W ou seta para cima / Na tela: botão de pulo" },
        {
          action: "Pulo duplo",
          input: "Pule de novo no ar / Na tela: toque de novo no botão de pulo",
        },
        { action: "Arrancada em Brasa", input: "Shift ou J / Na tela: botão de chama" },
        {
          action: "Pisão na Chapa",
          input: "Seta para baixo ou S no ar / Na tela: deslize o dedo para baixo",
        },
        {
          action: "Falar ou abrir portas",
          input: "E perto de uma porta ou de um amigo / Na tela: toque no balão de fala",
        },
        { action: "Pausar", input: "Esc ou P / Na tela: ícone de pausa no canto de cima" },
      ],
      abilities: [
        {
          title: "Pulo duplo",
          body: "Pule de novo no ar para alcançar beiradas altas ou salvar um pulo que ficou curto. O segundo pulo volta toda vez que o Charlie encosta no chão ou numa parede.",
        },
        {
          title: "Arrancada em Brasa",
          body: "Uma explosão de velocidade que leva o Charlie por cima de buracos largos e quebra caixotes de torrada. Ela recarrega quando o ícone de chama fica laranja de novo, depois de mais ou menos um segundo.",
        },
        {
          title: "Pisão na Chapa",
          body: "Desça com tudo lá do alto para quebrar pisos de biscoito rachados, acionar alavancas e atordoar inimigos por cima. Quando o pisão acerta um inimigo, o Charlie quica de volta para cima.",
        },
        {
          title: "Deslize na Gordura",
          body: "Corra para um chão engordurado e segure para baixo para deslizar por passagens baixas a toda velocidade. Pular no meio do deslize lança o Charlie mais longe que um pulo normal.",
        },
      ],
      mechanics: [
        {
          title: "Ponto da carne",
          body: "A vida do Charlie tem quatro pontos: Mal Passado, Ao Ponto para Mal, Ao Ponto e Bem Passado. Cada golpe deixa ele um ponto mais passado; levar um golpe já Bem Passado manda ele de volta à última bandeirinha. Cada cubo de gelo faz o Charlie voltar um ponto.",
        },
        {
          title: "Pontos de controle",
          body: "Toque numa bandeirinha de palito para fincá-la. Se o Charlie levar nocaute, ele recomeça na última bandeirinha, de novo Mal Passado, mas os temperos que estavam ativos perdem o efeito.",
        },
        {
          title: "Garfos dourados",
          body: "Cada fase esconde três garfos dourados, muitas vezes atrás de paredes que quebram ou acima da tela. Coletar os garfos libera conteúdo extra e conta para os melhores finais.",
        },
        {
          title: "Temperos",
          body: "Potinhos de tempero espalhados pelas fases dão poderes rápidos. Só um tempero fica ativo por vez, então pegar outro troca o efeito atual.",
        },
      ],
    },
    characters: [
      {
        name: "Charlie",
        role: "O herói",
        description:
          "Um contrafilé pequeno e corajoso que pulou da tábua de corte quando ouviu que seria o prato principal do jantar. Ele é rápido, teimoso e está decidido a voltar inteirinho para a grelha.",
        specialAbility:
          "Arrancada em Brasa: uma explosão de velocidade flamejante que atravessa buracos e quebra caixotes.",
        weakness:
          "Calor. Fogões, panelas quentes e vapor cozinham o Charlie mais depressa, e cada queimadura deixa ele um ponto mais passado.",
      },
      {
        name: "Bela Brócolis",
        role: "Melhor amiga e guia do Charlie",
        description:
          "Alegre e esperta, a Bela conhece todos os atalhos da cozinha. Ela aparece em pontos importantes para dar dicas e abre caminhos escondidos quando você já tem garfos dourados suficientes.",
        specialAbility:
          "Mola de Broto: planta um broto que funciona como trampolim e lança o Charlie até beiradas fora de alcance.",
        weakness:
          "O vapor deixa a Bela murcha, então ela não consegue seguir o Charlie nas partes mais cheias de vapor das fases do fogão.",
      },
      {
        name: "Chef Pimenta",
        role: "O vilão",
        description:
          "Um chef cheio de si que planeja o maior banquete que a Sala de Jantar já viu, com o Charlie como estrela da mesa. Ele persegue o Charlie por todos os mundos e espera por ele no banquete final.",
        specialAbility:
          "Tempestade de Pimenta: espirra nuvens de pimenta que empurram o Charlie para trás e escondem as plataformas.",
        weakness:
          "Depois de cada Tempestade de Pimenta, ele precisa parar para espirrar e fica desprotegido contra um Pisão na Chapa.",
      },
      {
        name: "Batatão",
        role: "De rival a aliado",
        description:
          "Durão, o Batatão guarda a Despensa e acha que os bifes ficam com toda a atenção. Depois que o Charlie ganha dele numa corrida pelo Porão, o Batatão vira um amigo leal.",
        specialAbility:
          "Rolo Compressor: se enrola e sai rolando a toda velocidade, achatando tudo o que vê pela frente.",
        weakness:
          "Ele não consegue parar nem virar rápido. Pule por cima dele quando ele passar rolando, e ele bate na parede, tonto.",
      },
    ],
    supportingCast: [
      {
        name: "Irmãs do Sal",
        description:
          "Duas irmãs saleiras que têm uma lojinha em cada mundo. Troque garfos dourados com elas por temperos ou por uma dica de onde estão os segredos da fase.",
      },
      {
        name: "Turma da Horta",
        description:
          "Manjericão, Tomilho e Alecrim se escondem em vasinhos pelo caminho. Ache os três numa fase e eles abrem um atalho cheio de folhas que pula um trecho difícil.",
      },
      {
        name: "Capitão Cenoura",
        description:
          "O líder da patrulha das verduras da Geladeira Gelada. Ele ensina o Deslize na Gordura ao Charlie e avisa onde ficam as prateleiras de gelo mais escorregadias.",
      },
    ],
    worlds: [
      {
        name: "Reino da Cozinha",
        description:
          "Bancadas, fogões e tábuas de corte formam o primeiro mundo. Ele ensina o básico e depois traz panelas quentes e bocas de fogão piscando, que cozinham o Charlie se ele ficar parado.",
        levels: [
          {
            name: "Corrida na Tábua",
            description:
              "Um começo tranquilo para aprender a correr, pular e dar o pulo duplo. Procure seu primeiro garfo dourado atrás do suporte de facas.",
          },
          {
            name: "Fogão Chiando",
            description:
              "As bocas do fogão acendem e apagam num ritmo certinho. Espere o brilho sumir antes de passar e use a Arrancada em Brasa para atravessar as bocas mais largas.",
          },
          {
            name: "Duelo na Frigideira",
            description:
              "A primeira armadilha do Chef Pimenta: uma frigideira gigante que balança de um lado para o outro. Fique no lado mais alto e dê um Pisão na Chapa no cabo quando ele ficar azul.",
          },
        ],
      },
      {
        name: "Geladeira Gelada",
        description:
          "Prateleiras de gelo e gavetas congeladas são escorregadias, então o Charlie desliza mais depois de cada pulo. A boa notícia: aqui tem cubo de gelo por todo lado, então é fácil voltar a ficar mal passado.",
        levels: [
          {
            name: "Escalada na Gaveta",
            description:
              "Pule entre folhas de alface e gavetas que deslizam. O Capitão Cenoura espera lá no alto para ensinar o Deslize na Gordura.",
          },
          {
            name: "Tobogã de Gelo",
            description:
              "Uma fase rápida no gelo escorregadio. Pule um pouquinho antes, porque o Charlie continua deslizando depois que você solta a tecla de direção.",
          },
          {
            name: "Cume do Congelador",
            description:
              "Escale o congelador enquanto um vento gelado empurra o Charlie para trás. Só dê a arrancada contra o vento quando os flocos de neve pararem de rodopiar.",
          },
        ],
      },
      {
        name: "Passagem da Despensa",
        description:
          "Prateleiras altas de caixas de cereal, latas rolando e corredores escuros. Este mundo é de escalada: planeje seus pulos duplos e fique de olho nas latas que caem lá de cima.",
        levels: [
          {
            name: "Cânion do Cereal",
            description:
              "Salte entre torres de caixas de cereal. Dê um Pisão na Chapa nas caixas rachadas para cair em salas escondidas cheias de garfos dourados.",
          },
          {
            name: "Subida do Porta-Temperos",
            description:
              "Uma escalada bem alta, passando por prateleiras de potes. A lojinha das Irmãs do Sal fica no meio do caminho, um bom lugar para se abastecer antes do topo.",
          },
          {
            name: "O Porão do Batatão",
            description:
              "Dispute uma corrida com o Batatão num porão escuro. Deixe ele passar rolando e pule por cima dele para ele bater na parede.",
          },
        ],
      },
      {
        name: "Sala de Jantar",
        description:
          "O último mundo atravessa toalhas de mesa e lustres balançando até a mesa do banquete do Chef Pimenta. Prepare-se para todos os perigos que você já viu, muitas vezes ao mesmo tempo.",
        levels: [
          {
            name: "Travessia da Toalha",
            description:
              "A toalha de mesa ondula como o mar, subindo e descendo as plataformas. Pule do alto de uma onda para dar os saltos mais longos.",
          },
          {
            name: "Balanço do Lustre",
            description:
              "Balance de lustre em lustre, bem acima da mesa. A receita secreta está escondida no lustre mais alto, que você alcança com uma arrancada na hora certa.",
          },
          {
            name: "O Grande Banquete",
            description:
              "O confronto final com o Chef Pimenta. Desvie das Tempestades de Pimenta e dê um Pisão na Chapa nele toda vez que ele parar para espirrar.",
          },
        ],
      },
    ],
    strategyTips: [
      {
        title: "Olhe antes de pular",
        body: "Pare na beirada de cada tela nova e observe os perigos por um instante. Bocas de fogão, latas caindo e nuvens de pimenta seguem padrões que dá para aprender.",
      },
      {
        title: "Guarde a arrancada",
        body: "Deixe a Arrancada em Brasa pronta para emergências. Se um pulo ficar curto, dê a arrancada no ar para alcançar a beirada e, se precisar de mais altura, use o pulo duplo.",
      },
      {
        title: "Esfrie antes dos chefões",
        body: "Pegue um cubo de gelo ou um Raminho de Alecrim logo antes da porta de um chefão, para começar a luta Mal Passado e com mais espaço para errar.",
      },
      {
        title: "Confira tetos e paredes",
        body: "Os garfos dourados costumam se esconder acima da tela ou atrás de paredes com uma rachadinha. Dê um pisão ou uma arrancada em tudo que parecer suspeito.",
      },
      {
        title: "Finque todas as bandeiras",
        body: "Tocar numa bandeirinha de palito não custa nada e evita repetir um trecho longo. Nas fases difíceis, vale até voltar para pegar uma bandeirinha que você passou direto.",
      },
    ],
    seasonings: [
      {
        name: "Sal Marinho",
        effect: "Um escudo crocante que bloqueia o próximo golpe: assim o Charlie não cozinha.",
      },
      {
        name: "Pimenta Moída",
        effect:
          "Deixa os pulos do Charlie mais altos por um tempinho, perfeito para alcançar beiradas secretas.",
      },
      {
        name: "Páprica",
        effect:
          "Recarrega a Arrancada em Brasa quase na hora, para você emendar várias arrancadas seguidas.",
      },
      {
        name: "Raminho de Alecrim",
        effect: "Assim que você pega, o Charlie esfria e volta um ponto.",
      },
      {
        name: "Alho em Pó",
        effect: "Um cheiro tão forte que os inimigos pequenos fogem do Charlie por um tempinho.",
      },
      {
        name: "Pimenta Calabresa",
        effect:
          "Alguns segundos de invencibilidade flamejante: o Charlie passa direto por inimigos e panelas quentes.",
      },
    ],
    achievements: [
      {
        name: "Primeira Tostada",
        requirement: "Termine a primeira fase, Corrida na Tábua.",
      },
      {
        name: "Caçador de Garfos",
        requirement: "Colete todos os garfos dourados de um mesmo mundo.",
      },
      {
        name: "Ainda Mal Passado",
        requirement: "Termine qualquer fase sem levar nenhum golpe.",
      },
      {
        name: "Colecionador de Temperos",
        requirement: "Use todos os tipos de tempero pelo menos uma vez.",
      },
      {
        name: "Velocista",
        requirement: `Termine o jogo inteiro em menos de ${t.count(SPEEDSTER_LIMIT_MINUTES, { one: "# minuto", many: "# de minutos", other: "# minutos" })}.`,
      },
      {
        name: "Cardápio Completo",
        requirement: `Veja ${allTheEndings}.`,
      },
    ],
    endings: [
      {
        name: "De Volta à Grelha",
        howToReach:
          "O final padrão: derrote o Chef Pimenta no Grande Banquete e o Charlie volta para casa.",
      },
      {
        name: "Festa dos Amigos",
        howToReach:
          "Colete todos os garfos dourados antes da batalha final. A Bela, o Batatão e o Capitão Cenoura comemoram a vitória com o Charlie numa grande festa.",
      },
      {
        name: "Perfeitamente Mal Passado",
        howToReach:
          "Derrote o Chef Pimenta sem levar nenhum golpe, para o Charlie ainda estar Mal Passado quando a luta acabar.",
      },
      {
        name: "O Aprendiz do Chef",
        howToReach:
          "Ache a receita secreta no Balanço do Lustre e, em vez de dar o pisão final, entregue-a ao Chef Pimenta. Ele aposenta a faca de trinchar e abre uma padaria.",
      },
    ],
    bonusContent: [
      {
        title: "Galeria de Arte Conceitual",
        body: "Os primeiros rascunhos do Charlie, dos amigos dele e de cada mundo. Novas páginas são liberadas conforme você coleta mais garfos dourados.",
      },
      {
        title: "Modo Bem Passado",
        body: "Um modo difícil liberado depois do seu primeiro final. O Charlie começa cada fase Ao Ponto, e as bandeirinhas ficam mais longe umas das outras.",
      },
      {
        title: "Teste de Som",
        body: "Ouça todas as músicas e efeitos sonoros no menu de pausa. Ele é liberado quando você termina a Sala de Jantar.",
      },
    ],
    /** `page`: uma página deste site; `null`: um link que ainda não existe (em breve). */
    communityLinks: [
      {
        label: "Servidor no Discord",
        description:
          "Converse com outros jogadores, troque dicas de lugares secretos e peça ajuda nas fases difíceis.",
        page: null,
      },
      {
        label: "Ranking dos mais rápidos",
        description:
          "Compare seus melhores tempos e veja os caminhos que os jogadores mais rápidos usam.",
        page: null,
      },
      {
        label: "Galeria dos fãs",
        description:
          "Desenhos, quadrinhos e trabalhos manuais do Charlie e dos amigos, feitos pelos jogadores.",
        page: null,
      },
      {
        label: "Perguntas frequentes",
        description:
          "Respostas sobre como salvar, controles, som e o que fazer se um jogo não carregar.",
        page: "faq",
      },
    ],
  };
};
