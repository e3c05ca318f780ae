import { siteConfig } from "@/config/site";
import type { HomeWords } from "../types";

const name = siteConfig.name;

/** Tidy Time in one line: opens the page's description and goes out with a shared link. */
const pitch = `Gioca gratis a ${name} nel tuo browser: rimetti in ordine stanze sottosopra, sistema il disordine e guadagna stelle.`;

/** The home page's words, in Italian. */
export const home: HomeWords = {
  meta: {
    title: `${name} - Gioco di pulizie gratis online`,
    description: `${pitch} Niente download, niente registrazione. Guide, consigli e risposte per giocatori di tutte le età.`,
  },
  hero: {
    title: name,
    subtitle: "Gioco di pulizie gratis online",
    intro: `Sistema il disordine, strofina via lo sporco e trasforma stanze sottosopra in stanze splendenti. ${name} è gratis, funziona nel browser e salva i tuoi progressi in automatico.`,
    /** Read after "Scopri di più" by screen readers and search engines. */
    learnMoreHidden: `su ${name}`,
  },
  share: { title: name, text: pitch },
  game: {
    title: `Gioca a ${name}`,
    intro:
      "Scegli un attrezzo dalla barra degli strumenti, trascina ogni oggetto al suo posto e pulisci ogni macchia prima che scada il tempo.",
    help: {
      text: "Il gioco non si carica o si è bloccato in una stanza? {faq} o {contact}.",
      faqLabel: "Leggi le FAQ",
      contactLabel: "contatta l’assistenza",
    },
  },
  about: {
    title: `Tutto su ${name}`,
    intro: `${name} trasforma il riordino di tutti i giorni in un rompicapo tranquillo e appagante. Ogni stanza è un breve livello che puoi finire in pochi minuti, con stelle da guadagnare e decorazioni da sbloccare.`,
    featuresHeading: "Caratteristiche",
    features: [
      {
        title: "Pulizie che danno soddisfazione",
        body: "Strofina, spazza e passa l’aspirapolvere in camere da letto, cucine e bagni. Ogni macchia pulita brilla e riempie l’indicatore di pulizia in cima allo schermo.",
      },
      {
        title: "Stelle e combo",
        body: "Metti a posto correttamente più oggetti di fila per creare combo che moltiplicano i punti. Finisci in fretta e senza errori per conquistare tutte e tre le stelle di una stanza.",
      },
      {
        title: "Stanze da arredare",
        body: "Le stelle sbloccano nuove stanze sulla mappa della casa, e con le monete compri tappeti, piante e carta da parati nel negozio Arredi per rendere davvero tua ogni stanza finita.",
      },
      {
        title: "Gioca dove vuoi",
        body: "Gioca in qualsiasi browser moderno su computer, tablet o telefono, senza scaricare niente. I progressi restano salvati nel browser, così puoi riprendere da dove avevi lasciato.",
      },
    ],
    benefitsHeading: "Perché piace così tanto",
    benefits: [
      {
        title: "Antistress",
        body: "Guardare una stanza sottosopra tornare splendente mette di buon umore. Attiva la modalità Zen per spegnere il timer e riordinare con calma, ai tuoi ritmi.",
      },
      {
        title: "Creatività",
        body: "Scegli tappeti, piante e carta da parati per ogni stanza che finisci, e mescola gli stili finché ogni spazio non ti somiglia.",
      },
      {
        title: "Produttività",
        body: "Ogni stanza ti allena a organizzarti: prima togli il disordine, poi pulisci dall’alto verso il basso. Molti giocatori si accorgono che l’abitudine li aiuta anche nelle faccende di casa.",
      },
      {
        title: "Divertimento",
        body: "Batti il timer, inanella combo su combo e rigioca le stanze per migliorare le stelle, con nuovi contenuti in arrivo ogni mese.",
      },
    ],
    playFreeNow: "Gioca gratis ora",
  },
  guide: {
    title: "Guida al gioco e consigli",
    intro: `Muovi i primi passi in ${name} o punti alle tre stelle in ogni stanza? Parti dalle basi, scopri come funziona ogni attrezzo e poi usa i consigli avanzati per alzare il punteggio.`,
    gettingStarted: {
      title: "Primi passi",
      intro: "La prima stanza ti porta via solo pochi minuti. Ecco come cominciare:",
      items: [
        "Premi Gioca ora e aspetta che il gioco si carichi, poi scegli la Camera da letto sulla mappa della casa.",
        "Dai un’occhiata alla lista delle cose da fare nell’angolo: ti dice quanti oggetti mettere a posto e quante macchie pulire.",
        "Trascina ogni oggetto al posto giusto: i giocattoli nella cesta dei giochi, i vestiti nel cesto della biancheria.",
        "Scegli la spugna, la scopa o l’aspirapolvere dalla barra degli strumenti e strofina sulle macchie finché non brillano.",
        "Riempi l’indicatore di pulizia prima che scada il tempo per finire la stanza e raccogliere le tue stelle.",
      ],
    },
    techniquesHeading: "Tecniche di pulizia",
    techniques: [
      {
        title: "Mettere a posto",
        body: "Trascina gli oggetti sul contenitore, sulla mensola o nel cesto con il disegno giusto. Se indovini, l’oggetto scatta al suo posto e fa crescere la combo; se sbagli, torna indietro e la azzera.",
      },
      {
        title: "Strofinare",
        body: "Usa la spugna per tavoli, specchi e piani di lavoro. Strofina avanti e indietro sulla macchia: quelle appiccicose si illuminano di arancione e richiedono qualche passata in più.",
      },
      {
        title: "Spazzare",
        body: "Usa la scopa sui pavimenti per ammucchiare briciole e polvere, poi tocca la paletta per raccogliere tutto il mucchio in un colpo solo e guadagnare punti bonus.",
      },
      {
        title: "Passare l’aspirapolvere",
        body: "Passa all’aspirapolvere per tappeti e moquette. Pulisce una striscia larga in una sola passata, quindi muoviti in linee dritte che si sovrappongono invece di andare a zigzag.",
      },
    ],
    advanced: [
      {
        title: "Strategie di pulizia avanzate",
        intro:
          "Quando conosci gli attrezzi, queste abitudini ti fanno risparmiare più tempo di tutte:",
        items: [
          "Metti a posto prima di pulire: gli oggetti sul pavimento nascondono lo sporco, quindi toglierli subito fa comparire tutte le macchie in una volta.",
          "Lavora dall’alto verso il basso. Pulendo le mensole la polvere cade a terra, quindi spazza o passa l’aspirapolvere per ultimo.",
          "Raggruppa gli oggetti in base a dove vanno e sistemali uno dopo l’altro per far crescere la combo.",
          "Tieni il pulsante dei suggerimenti per la fine: evidenzia le ultime macchie sfuggite, ma azzera la combo.",
        ],
      },
      {
        title: "Consigli stanza per stanza",
        intro: "Ogni stanza ha i suoi punti difficili:",
        items: [
          "Camera da letto: controlla sotto il letto e dietro le tende, dove calzini e giocattolini adorano nascondersi.",
          "Cucina: impila i piatti nel lavello prima di pulire i piani di lavoro, o le briciole ricadranno sulle superfici pulite.",
          "Bagno: pulisci lo specchio per ultimo, perché gli schizzi del lavandino possono appannarlo di nuovo.",
          "Garage: appendi prima gli attrezzi al pannello forato per fare spazio, poi spazza il grande pavimento con passate lunghe.",
        ],
      },
      {
        title: "Punteggio e obiettivi",
        intro: "Punti, stelle e trofei seguono regole semplici:",
        items: [
          "Ogni oggetto messo a posto e ogni macchia pulita valgono punti, e i secondi rimasti sul timer diventano un bonus tempo.",
          "Una stella se finisci in tempo, due se raggiungi il punteggio obiettivo della stanza, tre se non sbagli neanche un posto.",
          "Le combo moltiplicano i punti, quindi una lunga serie di oggetti al posto giusto vale più di una pulizia veloce.",
          "I trofei del menu Obiettivi premiano i traguardi importanti, come la tua prima stanza da tre stelle o una combo perfetta.",
        ],
      },
    ],
    proTipsHeading: "Consigli da esperti",
    proTips: [
      "Leggi prima la lista delle cose da fare, così sai esattamente cosa conta per l’indicatore di pulizia.",
      "Ingrandisci con due dita o con la rotellina del mouse per scovare briciole minuscole e oggetti piccoli.",
      "Rigioca le stanze già finite: conosci già la disposizione, e le tre stelle diventano molto più facili.",
      "Spendi le monete nelle decorazioni che ti piacciono: non ti costano mai stelle né tempo.",
      "Attiva la modalità Zen per imparare con calma una stanza nuova, poi disattivala per puntare alle stelle.",
      "Sugli schermi piccoli gioca a schermo intero: gli oggetti sono più grandi e più facili da trascinare.",
    ],
  },
  faqSection: {
    title: "Domande frequenti",
    intro: `Risposte veloci su come si gioca a ${name}. Ti serve altro? Nella pagina delle FAQ trovi tutte le domande che ci arrivano.`,
    seeAll: "Vedi tutte le domande",
  },
  faq: [
    {
      question: `Che cos’è ${name}?`,
      answer: `${name} è un gioco rilassante di pulizie e riordino. Ogni livello è una stanza in disordine: sistema le cose nei contenitori e sulle mensole giuste, strofina, spazza e passa l’aspirapolvere, poi guadagna fino a tre stelle in base a come te la sei cavata.`,
    },
    {
      question: `${name} è gratis?`,
      answer:
        "Sì. Ogni stanza, attrezzo e decorazione si ottiene giocando. Non c’è niente da comprare e non c’è limite al numero di stanze che puoi giocare in un giorno.",
    },
    {
      question: "Devo scaricare qualcosa o registrarmi?",
      answer: `No. ${name} funziona direttamente nel browser, quindi non c’è niente da installare. E non servono account: premi Gioca ora e la prima stanza si apre subito.`,
    },
    {
      question: "Su quali dispositivi posso giocare?",
      answer:
        "Su qualsiasi computer, tablet o telefono con un browser aggiornato, come Chrome, Firefox, Safari o Edge. Sul telefono, giralo in orizzontale per vedere la stanza più grande.",
    },
    {
      question: "Come salvo i miei progressi?",
      answer:
        "Non devi fare niente. Stelle, stanze sbloccate e decorazioni vengono salvate in automatico nel browser dopo ogni stanza: torna sullo stesso browser e dispositivo per continuare.",
    },
    {
      question: "Come si controlla il gioco?",
      answer:
        "Scegli un attrezzo dalla barra in fondo allo schermo, poi fai clic o tocca per usarlo. Trascina gli oggetti nel contenitore o sulla mensola dove vanno, e strofina avanti e indietro sullo sporco per pulirlo o spazzarlo via.",
    },
    {
      question: "Qual è l’obiettivo in ogni stanza?",
      answer:
        "Completare la lista delle cose da fare prima che scada il tempo: ogni oggetto al suo posto e ogni macchia pulita. L’indicatore di pulizia in alto si riempie man mano, e quando arriva in fondo la stanza è finita.",
    },
    {
      question: "Quanto dura una stanza?",
      answer:
        "Le prime stanze richiedono due o tre minuti, quelle più grandi, più avanti, circa cinque. Così è facile giocare una stanza durante una breve pausa e smettere quando vuoi.",
    },
    {
      question: "C’è un modo rilassante per giocare senza timer?",
      answer:
        "Sì. Attiva la modalità Zen nel menu delle impostazioni (l’icona a forma di ingranaggio) per spegnere il timer. Guadagni comunque punti e monete, ma le stanze giocate in modalità Zen non cambiano le stelle che hai ottenuto.",
    },
    {
      question: `${name} è adatto ai bambini piccoli?`,
      answer:
        "Sì. Non c’è violenza, non ci sono chat con sconosciuti e non c’è niente da comprare. I più piccoli si trovano meglio in modalità Zen, dove possono mettere a posto e pulire con i loro tempi.",
    },
  ],
};
