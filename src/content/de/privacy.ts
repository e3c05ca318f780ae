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
  /** The privacy policy's words, in German. */
  return {
    meta: {
      title: `Datenschutzerklärung | ${name}`,
      description: `Wie ${name} mit Daten umgeht: was erfasst wird, Cookies und lokaler Speicher, externe Spiele-Anbieter, Datenschutz für Kinder und deine Wahlmöglichkeiten.`,
    },
    /** "Datenschutz": the h1 on a phone; "Datenschutzerklärung" would overflow it. */
    title: "Datenschutz",
    /** Before the spec's date, which the page writes as German writes dates. */
    lastUpdated: (date: string) => `Zuletzt aktualisiert am ${date}`,
    intro: `Diese Erklärung beschreibt, welche Daten ${name} erfasst, wenn du diese Website besuchst und ihre Spiele spielst, wofür diese Daten verwendet werden und welche Wahlmöglichkeiten du hast. Es gibt keine Konten, und wir fragen nur dann nach persönlichen Angaben, wenn du uns selbst kontaktierst.`,
    sections: {
      "information-we-collect": {
        title: "Welche Daten wir erfassen",
        paragraphs: [
          "Einige technische Daten erhalten wir automatisch, wenn dein Browser unsere Seiten oder die eingebetteten Spiele lädt. Spielfortschritt und Einstellungen bleiben in deinem Browser auf deinem eigenen Gerät. Persönliche Angaben erhalten wir nur, wenn du sie uns selbst schickst.",
        ],
        items: [
          "Art und Version des Browsers",
          "Angaben zum Gerät, zum Beispiel Gerätetyp, Betriebssystem und Bildschirmgröße",
          "IP-Adresse",
          "Spielfortschritt, zum Beispiel geschaffte Zimmer, Sterne und freigeschaltete Deko",
          "Einstellungen, zum Beispiel für Ton, Musik und Zen-Modus",
          "Dein Name und deine E-Mail-Adresse, nur wenn du uns kontaktierst",
        ],
      },
      "how-we-use-information": {
        title: "Wofür wir Daten verwenden",
        paragraphs: [
          "Technische Daten nutzen wir, um die Seiten auf dein Gerät zu liefern, die Website in verschiedenen Browsern und auf verschiedenen Bildschirmgrößen funktionsfähig zu halten und Fehler zu finden und zu beheben.",
          "Spielfortschritt und Einstellungen dienen nur dazu, dass du mit deinen gewählten Einstellungen dort weiterspielen kannst, wo du aufgehört hast. Wenn du uns kontaktierst, verwenden wir deinen Namen und deine E-Mail-Adresse nur, um dir zu antworten. Wir verkaufen deine Daten nicht.",
        ],
      },
      "cookies-and-local-storage": {
        title: "Cookies und lokaler Speicher",
        paragraphs: [
          `Diese Website setzt keine Cookies. Sie speichert höchstens zwei Dinge auf deinem Gerät, im lokalen Speicher (Local Storage) deines Browsers: dein gewähltes Design (Hell oder Dunkel) unter „${THEME_STORAGE_KEY}“, damit jede Seite gleich so angezeigt wird, und – sobald du den Vorschlag schließt, eine Seite in deiner Sprache zu lesen, oder selbst eine Sprache wählst – „${LANGUAGE_NOTICE_STORAGE_KEY}“, damit der Vorschlag nicht wieder erscheint. Die Einstellung „Systemstandard“ speichert nichts, und keiner der beiden Werte verlässt je dein Gerät.`,
          "Du kannst Cookies und lokalen Speicher jederzeit in deinen Browser-Einstellungen löschen. Dadurch wird dein gewähltes Design zurückgesetzt, der Sprachvorschlag erscheint wieder und dein Spielfortschritt wird gelöscht. Private Fenster (Inkognito-Modus) löschen beides automatisch, wenn du sie schließt.",
        ],
      },
      "third-party-services": {
        title: "Dienste von Drittanbietern",
        paragraphs: [
          "Die Spiele auf dieser Website werden in eingebetteten Rahmen von externen Spiele-Anbietern geladen. Wenn ein Spiel lädt, erhält der Anbieter technische Daten wie deine IP-Adresse und deinen Browsertyp und verwendet möglicherweise eigene Cookies oder eigenen lokalen Speicher.",
          "Diese Anbieter haben eigene Datenschutzerklärungen, die regeln, wie sie mit diesen Daten umgehen. Wir empfehlen dir, sie zu lesen.",
        ],
      },
      "data-security": {
        title: "Datensicherheit",
        paragraphs: [
          "Diese Website wird über eine verschlüsselte Verbindung ausgeliefert, und wir halten die Daten, die wir haben, so gering wie möglich. Nachrichten, die du uns schickst, bewahren wir nur so lange auf, wie wir sie zum Antworten brauchen.",
          "Keine Methode, Daten über das Internet zu senden oder zu speichern, ist völlig sicher. Deshalb können wir keine absolute Sicherheit garantieren.",
        ],
      },
      "childrens-privacy": {
        title: "Datenschutz für Kinder",
        paragraphs: [
          `Unsere Spiele sind für Spieler jeden Alters geeignet, aber wir erfassen nicht wissentlich persönliche Daten von Kindern unter ${t.count(POLICY_MIN_AGE_YEARS, { one: "# Jahr", other: "# Jahren" })}.`,
          `Wenn du Mutter, Vater oder erziehungsberechtigt bist und glaubst, dass uns dein Kind unter ${t.count(POLICY_MIN_AGE_YEARS, { one: "# Jahr", other: "# Jahren" })} persönliche Daten geschickt hat, kontaktiere uns bitte. Wir löschen sie dann.`,
        ],
      },
      "international-data-transfers": {
        title: "Datenübermittlung ins Ausland",
        paragraphs: [
          "Die Dienste, die wir und die Spiele-Anbieter nutzen, können sich außerhalb deines Landes befinden. Daten können deshalb in die Vereinigten Staaten übermittelt und dort verarbeitet werden, wo andere Datenschutzgesetze gelten können als in deinem Land.",
        ],
      },
      "changes-to-this-policy": {
        title: "Änderungen dieser Erklärung",
        paragraphs: [
          "Wir können diese Erklärung von Zeit zu Zeit aktualisieren. Dann veröffentlichen wir die neue Fassung auf dieser Seite und ändern das Datum bei „Zuletzt aktualisiert“. Schau also ab und zu wieder vorbei.",
        ],
      },
    },
    questions: {
      title: "Fragen zum Datenschutz?",
      body: "Frag uns alles zu dieser Erklärung oder bitte uns, eine Nachricht zu löschen, die du uns geschickt hast.",
      contactUs: "Schreib uns",
    },
  };
};
