import {
  PLATFORMER_ENDING_COUNT,
  PLATFORMER_LEVEL_COUNT,
  PLATFORMER_WORLD_COUNT,
  SPEEDSTER_LIMIT_MINUTES,
} from "@/lib/constants";
import type { IndexablePageId } from "@/lib/routes";
import { siteConfig } from "@/config/site";
import { CHARLIE_NAME } from "../names";
import type { CharlieWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
const tagline = "Un’avventura platform sfrigolante, dalla griglia al gran banchetto";
/**
 * The Charlie the Steak page's words, in Italian. Charlie is a sirloin ("controfiletto"), so he
 * stays masculine; the doneness steps are Al sangue, Rosato, Medio and Ben cotto.
 */
export const charlie = (t: WordsTools): CharlieWords => {
  /** Italian counts: one, many (round millions take "di": "un milione di livelli") and other. */
  const levels = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "# livello",
    many: "# di livelli",
    other: "# livelli",
  });
  const worlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# mondo",
    many: "# di mondi",
    other: "# mondi",
  });
  const kitchenWorlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# mondo a tema cucina",
    many: "# di mondi a tema cucina",
    other: "# mondi a tema cucina",
  });
  const endings = t.count(PLATFORMER_ENDING_COUNT, {
    one: "# finale",
    many: "# di finali",
    other: "# finali",
  });

  return {
    meta: {
      title: `${CHARLIE_NAME} - Guida al platform e gioco gratis | ${name}`,
      description: `Gioca gratis a ${CHARLIE_NAME} nel browser e diventa un campione con la nostra guida: comandi, personaggi, tutti i ${levels} in ${worlds}, consigli di strategia, contenuti sbloccabili e tutti i finali.`,
    },
    hero: {
      title: CHARLIE_NAME,
      tagline,
      intro: `Aiuta Charlie a correre, saltare e scattare attraverso ${levels} in ${kitchenWorlds}, a restare il più possibile al sangue e a sfuggire ai piani per la cena di Chef Pepe. È gratis e si gioca direttamente nel browser.`,
    },
    share: {
      title: CHARLIE_NAME,
      text: `Gioca gratis a ${CHARLIE_NAME} nel browser. ${tagline}.`,
    },
    sections: {
      game: {
        title: `Gioca a ${CHARLIE_NAME}`,
        intro:
          "Il gioco si carica dal sito del suo editore. Fai prima clic dentro la finestra di gioco, così riceve i tasti che premi.",
      },
      guide: {
        title: "Guida al gioco",
        intro:
          "Impara i comandi, padroneggia le abilità speciali di Charlie e scopri come il gioco tiene il conto della sua cottura.",
        controls: "Comandi",
        controlsCaption: "Comandi da tastiera e touch",
        actionColumn: "Azione",
        inputColumn: "Tastiera / Touch",
        abilities: "Abilità speciali",
        mechanics: "Meccaniche di gioco",
      },
      characters: {
        title: "Personaggi",
        intro:
          "Ecco gli eroi, il cattivo e gli amici che incontrerai lungo la strada. Ogni personaggio principale ha un’abilità speciale e un punto debole.",
        specialAbility: "Abilità speciale",
        weakness: "Punto debole",
        supportingCast: "Personaggi secondari",
      },
      worlds: {
        title: "Mondi e livelli",
        intro: `${levels} distribuiti in ${worlds}, ognuno con una tappa finale più difficile.`,
        level: (number: number, name: string) => `Livello ${t.number(number)}: ${name}`,
      },
      strategy: {
        title: "Consigli di strategia",
        intro:
          "Le abitudini che fanno la differenza tra una bistecca ben cotta e una partita perfettamente al sangue.",
      },
      unlockables: {
        title: "Sbloccabili e ricompense",
        intro:
          "I condimenti danno poteri a Charlie, gli obiettivi misurano la tua bravura e quello che raccogli decide come finisce la sua storia.",
        seasonings: "Condimenti",
        achievements: "Obiettivi",
        endings: "Finali",
        bonusContent: "Contenuti extra",
      },
      community: {
        title: "Community e risorse",
        intro: "Condividi le tue partite, scambia segreti e trova aiuto tra gli altri giocatori.",
        comingSoon: "(in arrivo)",
      },
    },
    about: {
      title: "La guida e i punti di forza",
      intro: `Questa guida spiega i comandi, le abilità di Charlie, tutti i personaggi, tutti i ${levels} e come sbloccare condimenti, obiettivi e tutti i ${endings}. Usala quando sei bloccato o per puntare alla partita perfetta.`,
      keyFeatures: [
        {
          title: "Salti precisi",
          body: "Charlie è veloce e si ferma esattamente dove lasci il tasto, così anche i salti difficili sono sempre onesti. Doppi salti e scatti si concatenano in lunghe corse fluide.",
        },
        {
          title: "La cottura come salute",
          body: "Niente cuori: a ogni colpo Charlie si cuoce un po’ di più. Tienilo al sangue evitando le padelle roventi e rinfrescalo con i cubetti di ghiaccio che trovi lungo la strada.",
        },
        {
          title: t.count(PLATFORMER_WORLD_COUNT, {
            one: "# mondo a tema",
            many: "# di mondi a tema",
            other: "# mondi a tema",
          }),
          body: "Corri sui fornelli, scivola sui ripiani del frigo, scala le torri della dispensa e piomba su una cena di gala. Ogni mondo aggiunge un nuovo pericolo e finisce con un livello finale tosto.",
        },
        {
          title: "Segreti e più finali",
          body: `Forchette d’oro nascoste, condimenti da collezionare e una ricetta segreta premiano chi esplora. Quello che trovi decide quale dei ${endings} vedrai.`,
        },
      ],
    },
    guide: {
      controls: [
        { action: "Muoversi", input: "Frecce o A e D / Touch: pulsanti sinistra e destra" },
        { action: "Saltare", input: "Spazio, W o freccia su / Touch: pulsante di salto" },
        {
          action: "Doppio salto",
          input: "Premi di nuovo salto a mezz’aria / Touch: tocca di nuovo il pulsante di salto",
        },
        { action: "Scatto Sfrigolante", input: "Maiusc o J / Touch: pulsante della fiamma" },
        {
          action: "Schiacciata Rovente",
          input: "Freccia giù o S a mezz’aria / Touch: scorri verso il basso",
        },
        {
          action: "Parlare o aprire porte",
          input: "E vicino a una porta o a un amico / Touch: tocca il fumetto",
        },
        { action: "Pausa", input: "Esc o P / Touch: icona di pausa nell’angolo in alto" },
      ],
      abilities: [
        {
          title: "Doppio salto",
          body: "Salta di nuovo a mezz’aria per raggiungere sporgenze alte o rimediare a un salto troppo corto. Il secondo salto si ricarica ogni volta che Charlie tocca terra o un muro.",
        },
        {
          title: "Scatto Sfrigolante",
          body: "Un’improvvisa accelerazione che porta Charlie oltre i burroni più larghi e sfonda le casse di pane tostato. Si ricarica quando l’icona della fiamma torna arancione, dopo circa un secondo.",
        },
        {
          title: "Schiacciata Rovente",
          body: "Piomba dritto verso il basso da mezz’aria per rompere i pavimenti di cracker crepati, azionare gli interruttori e stordire i nemici dall’alto. Se la Schiacciata va a segno su un nemico, Charlie rimbalza verso l’alto.",
        },
        {
          title: "Scivolata Oliata",
          body: "Corri su un pavimento unto e tieni premuto giù per scivolare a tutta velocità sotto i passaggi bassi. Se salti durante una scivolata, Charlie va più lontano che con un salto normale.",
        },
      ],
      mechanics: [
        {
          title: "Cottura",
          body: "La salute di Charlie passa da Al sangue a Rosato, poi Medio e infine Ben cotto. Ogni colpo lo cuoce di un grado; se viene colpito quando è Ben cotto, torna all’ultimo punto di controllo. I cubetti di ghiaccio lo rinfrescano di un grado.",
        },
        {
          title: "Punti di controllo",
          body: "Tocca una bandierina-stuzzicadenti per piantarla. Se Charlie va KO, riparte dall’ultima bandierina con la cottura tornata Al sangue, ma i condimenti attivi svaniscono.",
        },
        {
          title: "Forchette d’oro",
          body: "Ogni livello nasconde tre forchette d’oro, spesso dietro muri che si possono rompere o sopra lo schermo. Raccoglierle sblocca contenuti extra e conta per i finali migliori.",
        },
        {
          title: "Condimenti",
          body: "Saliere e spargispezie sparsi nei livelli danno brevi potenziamenti. Può essere attivo un solo condimento alla volta, quindi se ne raccogli uno nuovo prende il posto dell’effetto in corso.",
        },
      ],
    },
    characters: [
      {
        name: "Charlie",
        role: "L’eroe",
        description:
          "Un piccolo controfiletto coraggioso che è saltato giù dal tagliere quando ha sentito che sarebbe stato il piatto forte della serata. È veloce, testardo e deciso a tornare alla sua griglia tutto intero.",
        specialAbility:
          "Scatto Sfrigolante: un’esplosione di velocità infuocata che supera i burroni e rompe le casse.",
        weakness:
          "Il calore. Fornelli, padelle roventi e vapore lo cuociono più in fretta, quindi ogni scottatura gli costa un grado di cottura.",
      },
      {
        name: "Bella Broccoletta",
        role: "La migliore amica e guida di Charlie",
        description:
          "Una broccoletta allegra che conosce ogni scorciatoia della cucina. Compare nei punti chiave per darti suggerimenti e apre passaggi nascosti quando hai abbastanza forchette d’oro.",
        specialAbility:
          "Germoglio a Molla: pianta un germoglio elastico che fa rimbalzare Charlie fino alle sporgenze fuori portata.",
        weakness:
          "Il vapore la fa appassire, quindi non può seguire Charlie nelle zone più piene di vapore dei livelli sui fornelli.",
      },
      {
        name: "Chef Pepe",
        role: "Il cattivo",
        description:
          "Uno chef pieno di sé che sta preparando il banchetto più grandioso che la Sala da Pranzo abbia mai visto, con Charlie come portata principale. Lo insegue in ogni mondo e lo aspetta al banchetto finale.",
        specialAbility:
          "Tempesta di Pepe: starnutisce nuvole di pepe che spingono indietro Charlie e nascondono le piattaforme.",
        weakness:
          "Dopo ogni Tempesta di Pepe deve fermarsi a starnutire, e resta senza difese contro una Schiacciata Rovente.",
      },
      {
        name: "Tato la Patata",
        role: "Da rivale ad alleato",
        description:
          "Un patatone tutto d’un pezzo che fa la guardia alla Dispensa ed è convinto che le bistecche si prendano tutte le attenzioni. Quando Charlie lo batte in una corsa attraverso la Cantina, Tato diventa un amico fedele.",
        specialAbility:
          "Carica Rotolante: si appallottola e rotola a tutta velocità, schiacciando tutto quello che trova sulla sua strada.",
        weakness:
          "Non riesce a fermarsi né a girare in fretta. Saltagli sopra mentre ti passa accanto rotolando e andrà a sbattere contro il muro, tutto stordito.",
      },
    ],
    supportingCast: [
      {
        name: "Le Sorelle Saliera",
        description:
          "Due saliere che gestiscono un negozietto in ogni mondo. Scambia con loro le forchette d’oro per dei condimenti o per un indizio su dove si nascondono i segreti di un livello.",
      },
      {
        name: "La Banda delle Erbette",
        description:
          "Basilico, Timo e Rosmarino si nascondono nei vasi di fiori lungo la strada. Trovali tutti e tre in un livello e ti apriranno una scorciatoia tra le foglie che salta un tratto difficile.",
      },
      {
        name: "Capitan Carota",
        description:
          "Il capo della pattuglia delle verdure del Frigo Polare. Insegna a Charlie la Scivolata Oliata e lo avverte dei ripiani ghiacciati più scivolosi.",
      },
    ],
    worlds: [
      {
        name: "Regno della Cucina",
        description:
          "Piani di lavoro, fornelli e taglieri formano il primo mondo. Ti insegna le basi, poi aggiunge padelle roventi e fuochi che si accendono a intermittenza e cuociono Charlie se resta fermo.",
        levels: [
          {
            name: "Corsa sul tagliere",
            description:
              "Un inizio tranquillo per imparare a correre, saltare e fare il doppio salto. Guarda dietro il ceppo dei coltelli per trovare la tua prima forchetta d’oro.",
          },
          {
            name: "Fornelli sfrigolanti",
            description:
              "I fuochi si accendono e si spengono a ritmo regolare. Aspetta che il bagliore svanisca prima di passare, e usa lo Scatto Sfrigolante per superare quelli più larghi.",
          },
          {
            name: "Sfida nella padella",
            description:
              "La prima trappola di Chef Pepe: una padella gigante che si inclina da una parte all’altra. Resta sul lato sollevato e usa la Schiacciata Rovente sul manico quando diventa blu.",
          },
        ],
      },
      {
        name: "Frigo Polare",
        description:
          "Ripiani ghiacciati e cassetti pieni di brina sono scivolosi, quindi Charlie scivola più lontano dopo ogni salto. La buona notizia: qui i cubetti di ghiaccio sono ovunque, quindi è facile rimediare alla cottura.",
        levels: [
          {
            name: "Scalata del cassetto verdure",
            description:
              "Salta tra foglie di lattuga e cassetti che scorrono. In cima ti aspetta Capitan Carota, pronto a insegnarti la Scivolata Oliata.",
          },
          {
            name: "Pista di cubetti",
            description:
              "Un livello veloce sul ghiaccio scivoloso. Salta un po’ in anticipo, perché Charlie continua a scivolare anche dopo che lasci il tasto di direzione.",
          },
          {
            name: "Vetta del congelatore",
            description:
              "Scala il congelatore mentre un vento gelido spinge indietro Charlie. Scatta controvento solo quando i fiocchi di neve smettono di turbinare.",
          },
        ],
      },
      {
        name: "Passaggio della Dispensa",
        description:
          "Alti scaffali di scatole di cereali, scatolette che rotolano e corridoi bui. In questo mondo si arrampica: studia bene i doppi salti e occhio alle scatolette che cadono dall’alto.",
        levels: [
          {
            name: "Canyon dei cereali",
            description:
              "Salta da una torre di scatole di cereali all’altra. Usa la Schiacciata Rovente sulle scatole crepate per cadere in stanze nascoste piene di forchette d’oro.",
          },
          {
            name: "Salita sul portaspezie",
            description:
              "Una lunga arrampicata in verticale tra ripiani pieni di barattoli. Il negozio delle Sorelle Saliera è a metà strada: il posto giusto per fare scorta prima della cima.",
          },
          {
            name: "La cantina di Tato",
            description:
              "Sfida Tato la Patata in una corsa attraverso una cantina buia. Lascialo passare rotolando, poi saltagli sopra così va a sbattere contro il muro.",
          },
        ],
      },
      {
        name: "Sala da Pranzo",
        description:
          "L’ultimo mondo si estende su tovaglie e lampadari che dondolano, fino alla tavola del banchetto di Chef Pepe. Aspettati tutti i pericoli visti finora, spesso tutti insieme.",
        levels: [
          {
            name: "Traversata della tovaglia",
            description:
              "La tovaglia si increspa come le onde, alzando e abbassando le piattaforme. Salta dalla cima di un’onda per fare i balzi più lunghi.",
          },
          {
            name: "Di lampadario in lampadario",
            description:
              "Dondola da un lampadario all’altro, in alto sopra la tavola. La ricetta segreta è nascosta sul lampadario più alto, che raggiungi con uno scatto ben calcolato.",
          },
          {
            name: "Il gran banchetto",
            description:
              "La sfida finale con Chef Pepe. Schiva le sue Tempeste di Pepe, poi colpiscilo con una Schiacciata Rovente ogni volta che si ferma a starnutire.",
          },
        ],
      },
    ],
    strategyTips: [
      {
        title: "Guarda prima di saltare",
        body: "Fermati sul bordo di ogni nuova schermata e osserva i pericoli per un attimo. Fuochi, scatolette che cadono e nuvole di pepe seguono tutti schemi che puoi imparare.",
      },
      {
        title: "Tieni da parte lo scatto",
        body: "Conserva lo Scatto Sfrigolante per le emergenze. Se un salto è troppo corto, scatta a mezz’aria per raggiungere la sporgenza, poi fai un doppio salto se ti serve più altezza.",
      },
      {
        title: "Rinfrescati prima dei boss",
        body: "Prendi un cubetto di ghiaccio o un Rametto di rosmarino poco prima della porta di un boss, così inizi lo scontro Al sangue, con il massimo margine di errore.",
      },
      {
        title: "Controlla soffitti e muri",
        body: "Le forchette d’oro si nascondono spesso sopra lo schermo o dietro muri un po’ crepati. Prova una schiacciata o uno scatto contro tutto ciò che ti sembra sospetto.",
      },
      {
        title: "Pianta ogni bandierina",
        body: "Toccare una bandierina non costa niente e ti risparmia di rifare un lungo pezzo. Nei livelli difficili, torna indietro anche per una bandierina che hai superato.",
      },
    ],
    seasonings: [
      {
        name: "Sale marino",
        effect: "Uno scudo croccante che blocca il colpo successivo, così Charlie non si cuoce.",
      },
      {
        name: "Pepe macinato",
        effect:
          "Fa saltare Charlie più in alto per poco tempo: perfetto per raggiungere le sporgenze segrete.",
      },
      {
        name: "Paprica",
        effect:
          "Ricarica lo Scatto Sfrigolante quasi all’istante, così puoi concatenare più scatti di fila.",
      },
      {
        name: "Rametto di rosmarino",
        effect: "Rinfresca Charlie di un grado di cottura appena lo raccogli.",
      },
      {
        name: "Aglio in polvere",
        effect: "Un odore così forte che i nemici piccoli scappano da Charlie per un po’.",
      },
      {
        name: "Peperoncino in fiocchi",
        effect:
          "Qualche secondo di invincibilità infuocata: Charlie può attraversare di corsa nemici e padelle roventi.",
      },
    ],
    achievements: [
      {
        name: "Prima rosolatura",
        requirement: "Finisci il primo livello, Corsa sul tagliere.",
      },
      {
        name: "Cercaforchette",
        requirement: "Raccogli tutte le forchette d’oro di un mondo.",
      },
      {
        name: "Ancora al sangue",
        requirement: "Finisci un livello qualsiasi senza subire nemmeno un colpo.",
      },
      {
        name: "Collezionista di spezie",
        requirement: "Usa ogni tipo di condimento almeno una volta.",
      },
      {
        name: "Velocista",
        requirement: `Finisci l’intero gioco in meno di ${t.count(SPEEDSTER_LIMIT_MINUTES, { one: "# minuto", many: "# di minuti", other: "# minuti" })}.`,
      },
      {
        name: "Menù completo",
        requirement: `Scopri tutti i ${endings}.`,
      },
    ],
    endings: [
      {
        name: "Ritorno alla griglia",
        howToReach:
          "Il finale classico: sconfiggi Chef Pepe nel Gran banchetto e Charlie torna a casa.",
      },
      {
        name: "Festa tra amici",
        howToReach:
          "Raccogli tutte le forchette d’oro prima della battaglia finale. Bella, Tato e Capitan Carota festeggiano la vittoria insieme a Charlie.",
      },
      {
        name: "Perfettamente al sangue",
        howToReach:
          "Sconfiggi Chef Pepe senza subire colpi, così Charlie è ancora Al sangue alla fine dello scontro.",
      },
      {
        name: "L’apprendista dello chef",
        howToReach:
          "Trova la ricetta segreta in Di lampadario in lampadario, poi regalala a Chef Pepe invece di sferrare l’ultima schiacciata. Lui appende il coltello al chiodo e apre una panetteria.",
      },
    ],
    bonusContent: [
      {
        title: "Galleria dei bozzetti",
        body: "I primi schizzi di Charlie, dei suoi amici e di ogni mondo. Nuove pagine si sbloccano man mano che raccogli forchette d’oro.",
      },
      {
        title: "Modalità Ben cotto",
        body: "Una modalità difficile che si sblocca dopo il tuo primo finale. Charlie inizia ogni livello con la cottura già a Medio e i punti di controllo sono più distanti.",
      },
      {
        title: "Sala d’ascolto",
        body: "Ascolta tutte le musiche e gli effetti sonori dal menu di pausa, dopo aver finito la Sala da Pranzo.",
      },
    ],
    /** `page`: a page of this site the link leads to; `null`: a placeholder (coming soon). */
    communityLinks: [
      {
        label: "Server Discord",
        description:
          "Chiacchiera con altri giocatori, condividi i punti segreti e chiedi aiuto per i livelli difficili.",
        page: null,
      },
      {
        label: "Classifica speedrun",
        description:
          "Confronta i tuoi tempi migliori e scopri i percorsi dei giocatori più veloci.",
        page: null,
      },
      {
        label: "Galleria dei fan",
        description:
          "Disegni, fumetti e lavoretti su Charlie e i suoi amici, creati dai giocatori.",
        page: null,
      },
      {
        label: "Domande frequenti",
        description:
          "Risposte su salvataggi, comandi, audio e cosa fare se un gioco non si carica.",
        page: "faq",
      },
    ] as { label: string; description: string; page: IndexablePageId | null }[],
  };
};
