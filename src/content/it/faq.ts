import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import { CHARLIE_NAME } from "../names";
import type { FaqWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The FAQ page's words, in Italian. */
export const faq = (t: WordsTools): FaqWords => {
  /** The window as Italian usually gives it: "min–max ore", the unit once. */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)}–${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# ora", many: "# di ore", other: "# ore" })}`;

  return {
    meta: {
      title: `FAQ - Aiuto e risposte su ${name}`,
      description: `Le risposte alle ${t.count(FAQ_PAGE_COUNT, { one: "# domanda più frequente", many: "# di domande più frequenti", other: "# domande più frequenti" })} su ${name}: salvataggio dei progressi, dispositivi, comandi, punteggio, limiti di gioco, nuovi contenuti e assistenza.`,
    },
    title: "Domande frequenti",
    intro: `Tutto quello che i giocatori chiedono su ${name}, dal salvataggio dei progressi a come ricevere aiuto. Seleziona una domanda per vedere la risposta.`,
    /** Each question's address (/it/faq#…) is made from its Italian wording. */
    entries: [
      {
        question: `${name} costa qualcosa?`,
        answer: `No, ${name} è completamente gratis. Non ci sono stanze a pagamento, valute premium o acquisti nel gioco. Tutto si sblocca giocando.`,
      },
      {
        question: "Serve un account per giocare?",
        answer:
          "No. Per ora non ci sono account, quindi non devi registrarti né ricordare nessuna password. In un aggiornamento futuro potrebbero arrivare gli account, per portare i progressi da un dispositivo all’altro.",
      },
      {
        question: "Devo scaricare o installare qualcosa?",
        answer:
          "No. Il gioco si carica dentro questo sito e funziona nel browser. Ti serve una connessione a internet solo mentre il gioco si avvia.",
      },
      {
        question: "Quali dispositivi e browser sono supportati?",
        answer: `${name} funziona su computer, tablet e telefoni con una versione recente di Chrome, Firefox, Safari o Edge. Se ti sembra lento, chiudi le altre schede o aggiorna il browser.`,
      },
      {
        question: "Dove vengono salvati i miei progressi?",
        answer:
          "Stelle, stanze sbloccate, decorazioni e impostazioni vengono salvate nella memoria locale del browser, sul tuo dispositivo. A noi non arriva niente, e il salvataggio avviene da solo ogni volta che finisci una stanza.",
      },
      {
        question: "Perché i miei progressi sono spariti?",
        answer:
          "I progressi stanno nella memoria locale del browser: se cancelli i cookie e i dati dei siti li perdi, e le finestre private o in incognito li dimenticano quando si chiudono. Gioca in una finestra normale per tenerti le tue stanze.",
      },
      {
        question: "Posso continuare su un altro browser o dispositivo?",
        answer:
          "Non ancora. La memoria locale appartiene a un solo browser su un solo dispositivo, quindi su un altro browser, computer o telefono si riparte con una partita nuova. In un aggiornamento futuro potrebbero arrivare gli account per spostare i progressi.",
      },
      {
        question: "C’è un limite a quanto posso giocare ogni giorno?",
        answer:
          "No. Non ci sono limiti di gioco giornalieri, barre dell’energia o attese tra una stanza e l’altra. Rigioca qualsiasi stanza tutte le volte che vuoi per migliorare le stelle.",
      },
      {
        question: "Ogni quanto arrivano nuovi contenuti?",
        answer:
          "I nuovi contenuti escono ogni mese. Ogni aggiornamento porta nuove stanze, decorazioni o eventi stagionali, e i progressi che hai salvato restano al loro posto.",
      },
      {
        question: "Come si gioca a schermo intero?",
        answer:
          "Fai clic sul pulsante dello schermo intero nell’angolo della finestra di gioco. Per uscire, premi Esc sulla tastiera o, sul touchscreen, tocca di nuovo lo stesso pulsante.",
      },
      {
        question: "Come si disattivano i suoni o la musica?",
        answer:
          "Apri il menu delle impostazioni con l’icona a forma di ingranaggio nel gioco. Musica ed effetti sonori hanno interruttori separati, così puoi tenere i suoni rilassanti delle pulizie e togliere la musica.",
      },
      {
        question: "Il gioco non si carica. Cosa posso fare?",
        answer:
          "Ricarica la pagina e controlla la connessione a internet. Se la finestra di gioco resta vuota, consenti il sito che ospita il gioco nelle impostazioni del browser e disattiva per questo sito i blocchi di pubblicità o script più aggressivi, poi ricarica.",
      },
      {
        question: "Cosa cambia tra touchscreen e mouse?",
        answer:
          "Con il mouse fai clic su un attrezzo, trascini gli oggetti tenendo premuto il pulsante e strofini muovendo il mouse sempre col pulsante premuto. Sul touchscreen tocchi, trascini con un dito e strofini avanti e indietro. Il punteggio è lo stesso in tutti e due i casi.",
      },
      {
        question: "Come si calcolano punti e stelle?",
        answer:
          "Guadagni punti per ogni oggetto messo a posto e ogni macchia pulita, più un bonus per il tempo rimasto sul timer. Una stella se finisci in tempo, due se raggiungi il punteggio obiettivo, tre per una partita perfetta senza oggetti fuori posto.",
      },
      {
        question: "Cosa sono le combo?",
        answer:
          "Mettere gli oggetti al posto giusto uno dopo l’altro crea una combo che moltiplica i punti. Un oggetto messo nel posto sbagliato torna indietro e azzera la combo, quindi prenditi un attimo per controllare ogni etichetta.",
      },
      {
        question: "Come si sbloccano nuove stanze e decorazioni?",
        answer:
          "Le stelle sbloccano nuove stanze sulla mappa della casa, e con le monete che guadagni dai punti compri decorazioni come tappeti, piante e carta da parati nel negozio Arredi. Rigiocare le stanze per avere più stelle ti fa guadagnare anche più monete.",
      },
      {
        question: `${name} è adatto ai bambini?`,
        answer:
          "Sì, è pensato per giocatori di tutte le età. Non c’è violenza, non ci sono chat e non c’è niente da comprare, e la modalità Zen toglie il timer così i più piccoli possono prendersela con calma.",
      },
      {
        question: "Quali dati raccogliete mentre gioco?",
        answer:
          "Pochissimi. I tuoi progressi restano nel tuo browser e non c’è nessuna registrazione. Per tutti i dettagli, leggi la nostra Informativa sulla privacy.",
      },
      {
        question: "Come contatto l’assistenza?",
        answer: `Usa il link Contatta l’assistenza in questa pagina per arrivare alla pagina dei contatti e mandarci un messaggio. Rispondiamo entro ${responseWindow} nei giorni lavorativi: scrivici quale browser e dispositivo usi, così possiamo aiutarti più in fretta.`,
      },
      {
        question: `Che cos’è ${CHARLIE_NAME}?`,
        answer: `${CHARLIE_NAME} è un platform gratuito su questo sito, con protagonista una bistecca coraggiosa che corre, salta e scatta attraverso mondi a tema cucina. Apri la pagina di ${CHARLIE_NAME} per il gioco, i comandi e una guida completa ai livelli.`,
      },
    ],
    moreHelp: {
      title: "Hai ancora una domanda?",
      body: "Il nostro team di assistenza ti aiuta volentieri con tutto quello che non trovi in questa pagina.",
      contactSupport: "Contatta l’assistenza",
    },
  };
};
