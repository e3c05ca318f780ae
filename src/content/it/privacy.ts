import { siteConfig } from "@/config/site";
import {
  LANGUAGE_NOTICE_STORAGE_KEY,
  POLICY_MIN_AGE_YEARS,
  THEME_STORAGE_KEY,
} from "@/lib/constants";
import type { PrivacyWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The privacy policy's words, in Italian. */
export const privacy = (t: WordsTools): PrivacyWords => {
  /** The minimum age with its unit: Italian says "con meno di N anni" where English says "under N". */
  const minAge = t.count(POLICY_MIN_AGE_YEARS, {
    one: "# anno",
    many: "# di anni",
    other: "# anni",
  });

  return {
    meta: {
      title: `Informativa sulla privacy | ${name}`,
      description: `Come ${name} tratta le informazioni: cosa viene raccolto, cookie e memoria locale, siti esterni che ospitano i giochi, privacy dei bambini e le tue scelte.`,
    },
    title: "Informativa sulla privacy",
    /** Before the spec's date, which the page writes as Italian does (day, month name, year). */
    lastUpdated: (date: string) => `Ultimo aggiornamento: ${date}`,
    intro: `Questa informativa spiega quali informazioni raccoglie ${name} quando visiti questo sito e giochi ai suoi giochi, come vengono usate e quali scelte hai. Non ci sono account, e ti chiediamo dati personali solo se decidi tu di contattarci.`,
    /** The keys are the sections' addresses on the page: the same in every language. */
    sections: {
      "information-we-collect": {
        title: "Informazioni che raccogliamo",
        paragraphs: [
          "Alcune informazioni tecniche ci arrivano automaticamente quando il tuo browser carica le nostre pagine o i giochi incorporati. I progressi e le preferenze di gioco restano nel browser, sul tuo dispositivo. Riceviamo solo i dati personali che scegli tu di inviarci.",
        ],
        items: [
          "Tipo e versione del browser",
          "Informazioni sul dispositivo, come il tipo, il sistema operativo e le dimensioni dello schermo",
          "Indirizzo IP",
          "Progressi di gioco, come le stanze completate, le stelle e le decorazioni sbloccate",
          "Preferenze, come le impostazioni di suoni, musica e modalità Zen",
          "Il tuo nome e il tuo indirizzo e-mail, solo se ci contatti",
        ],
      },
      "how-we-use-information": {
        title: "Come usiamo le informazioni",
        paragraphs: [
          "Usiamo le informazioni tecniche per mostrare le pagine sul tuo dispositivo, far funzionare il sito su browser e schermi di ogni tipo, e trovare e risolvere i problemi.",
          "I progressi e le preferenze di gioco servono solo a farti riprendere da dove avevi lasciato, con le impostazioni che hai scelto. Se ci contatti, usiamo il tuo nome e il tuo indirizzo e-mail solo per risponderti. Non vendiamo le tue informazioni.",
        ],
      },
      "cookies-and-local-storage": {
        title: "Cookie e memoria locale",
        paragraphs: [
          `Questo sito non usa cookie. Salva al massimo due cose sul tuo dispositivo, nella memoria locale del browser: il tema che hai scelto (Chiaro o Scuro), con il nome “${THEME_STORAGE_KEY}”, perché ogni pagina si apra con quel tema, e, quando chiudi il suggerimento di leggere una pagina nella tua lingua o scegli tu una lingua, “${LANGUAGE_NOTICE_STORAGE_KEY}”, perché il suggerimento non ricompaia. L’opzione Sistema non salva niente, e nessuno dei due valori lascia mai il tuo dispositivo.`,
          "Puoi cancellare cookie e memoria locale in qualsiasi momento dalle impostazioni del browser. In questo modo il tema scelto si azzera, il suggerimento della lingua ricompare e i tuoi progressi di gioco vengono cancellati; le finestre private o in incognito, poi, li cancellano da sole quando le chiudi.",
        ],
      },
      "third-party-services": {
        title: "Servizi di terze parti",
        paragraphs: [
          "I giochi di questo sito vengono caricati in riquadri incorporati, da siti esterni che li ospitano. Quando un gioco si carica, il sito che lo ospita riceve informazioni tecniche come il tuo indirizzo IP e il tipo di browser, e può usare i propri cookie o la propria memoria locale.",
          "Questi siti hanno le loro informative sulla privacy, che stabiliscono come trattano queste informazioni. Ti invitiamo a leggerle.",
        ],
      },
      "data-security": {
        title: "Sicurezza dei dati",
        paragraphs: [
          "Questo sito usa una connessione cifrata, e conserviamo meno informazioni possibile. I messaggi che ci invii vengono tenuti solo per il tempo necessario a risponderti.",
          "Nessun metodo per inviare o conservare informazioni su internet è sicuro al cento per cento, quindi non possiamo garantire una sicurezza assoluta.",
        ],
      },
      "childrens-privacy": {
        title: "Privacy dei bambini",
        paragraphs: [
          `I nostri giochi sono adatti a giocatori di tutte le età, ma non raccogliamo consapevolmente dati personali di bambini con meno di ${minAge}.`,
          `Se sei un genitore o un tutore e pensi che tuo figlio o tua figlia con meno di ${minAge} ci abbia inviato dati personali, contattaci e li cancelleremo.`,
        ],
      },
      "international-data-transfers": {
        title: "Trasferimenti internazionali di dati",
        paragraphs: [
          "I servizi che usiamo noi e i siti che ospitano i giochi possono trovarsi fuori dal tuo Paese. Le informazioni possono quindi essere trasferite e trattate negli Stati Uniti, dove le leggi sulla protezione dei dati possono essere diverse da quelle del tuo Paese.",
        ],
      },
      "changes-to-this-policy": {
        title: "Modifiche a questa informativa",
        paragraphs: [
          "Potremmo aggiornare questa informativa di tanto in tanto. In quel caso pubblicheremo la nuova versione su questa pagina e cambieremo la data di “ultimo aggiornamento”: torna a dare un’occhiata ogni tanto.",
        ],
      },
    },
    questions: {
      title: "Domande sulla tua privacy?",
      body: "Scrivici per qualsiasi dubbio su questa informativa, o per chiederci di cancellare un messaggio che ci hai mandato.",
      contactUs: "Contattaci",
    },
  };
};
