import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { FaqWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The FAQ page's words, in German. */
export const faq = (t: WordsTools): FaqWords => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} bis ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# Stunde", other: "# Stunden" })}`;

  return {
    meta: {
      title: `FAQ – Hilfe und Antworten zu ${name}`,
      description: `Antworten auf ${t.count(FAQ_PAGE_COUNT, { one: "die # häufigste Frage", other: "die # häufigsten Fragen" })} zu ${name}: Fortschritt speichern, Geräte, Steuerung, Punkte, Spielzeit, neue Inhalte und Hilfe vom Support.`,
    },
    title: "Häufige Fragen",
    intro: `Alles, was Spieler über ${name} wissen wollen – vom Speichern bis zur Hilfe bei Problemen. Wähl eine Frage aus, um die Antwort zu sehen.`,
    entries: [
      {
        question: `Kostet ${name} etwas?`,
        answer: `Nein, ${name} ist komplett kostenlos. Es gibt keine kostenpflichtigen Zimmer, keine Premium-Währung und keine Käufe im Spiel. Alles schaltest du durchs Spielen frei.`,
      },
      {
        question: "Brauche ich ein Konto zum Spielen?",
        answer: `Nein. Im Moment gibt es keine Konten, du musst dich also nirgends registrieren und dir kein Passwort merken. Konten kommen vielleicht mit einem späteren Update, damit du deinen Fortschritt auf andere Geräte mitnehmen kannst.`,
      },
      {
        question: "Muss ich etwas herunterladen oder installieren?",
        answer: `Nein. Das Spiel lädt direkt auf dieser Website und läuft in deinem Browser. Eine Internetverbindung brauchst du nur, während das Spiel startet.`,
      },
      {
        question: "Welche Geräte und Browser werden unterstützt?",
        answer: `${name} läuft auf Computern, Tablets und Handys mit einer aktuellen Version von Chrome, Firefox, Safari oder Edge. Wenn es langsam wirkt, schließ andere Tabs oder aktualisiere deinen Browser.`,
      },
      {
        question: "Wo wird mein Fortschritt gespeichert?",
        answer: `Deine Sterne, freigeschalteten Zimmer, Deko und Einstellungen werden im lokalen Speicher (Local Storage) deines Browsers auf deinem eigenen Gerät gespeichert. Nichts davon wird an uns geschickt, und gespeichert wird automatisch, jedes Mal wenn du ein Zimmer schaffst.`,
      },
      {
        question: "Warum ist mein Fortschritt verschwunden?",
        answer: `Dein Fortschritt liegt im lokalen Speicher deines Browsers. Wenn du Cookies und Websitedaten löschst, ist er weg, und private Fenster (Inkognito-Modus) vergessen ihn beim Schließen. Spiel in einem normalen Fenster, damit deine Zimmer erhalten bleiben.`,
      },
      {
        question: "Kann ich in einem anderen Browser oder auf einem anderen Gerät weiterspielen?",
        answer: `Noch nicht. Der lokale Speicher gehört zu einem Browser auf einem Gerät. Ein anderer Browser, Computer oder ein anderes Handy startet also ein neues Spiel. Konten, mit denen du deinen Fortschritt mitnehmen kannst, kommen vielleicht mit einem späteren Update.`,
      },
      {
        question: "Gibt es eine Grenze, wie viel ich am Tag spielen kann?",
        answer: `Nein. Es gibt kein tägliches Spiellimit, keine Energieleisten und keine Wartezeiten zwischen den Zimmern. Spiel jedes Zimmer so oft du magst, um mehr Sterne zu holen.`,
      },
      {
        question: "Wie oft gibt es neue Inhalte?",
        answer: `Neue Inhalte kommen jeden Monat. Jedes Update bringt neue Zimmer, Deko oder Aktionen zur Jahreszeit, und dein gespeicherter Fortschritt bleibt dabei erhalten.`,
      },
      {
        question: "Wie spiele ich im Vollbild?",
        answer: `Klick auf die Vollbild-Schaltfläche in der Ecke des Spielfensters. Um das Vollbild zu verlassen, drück auf der Tastatur Esc oder tipp auf dem Touchscreen noch einmal auf dieselbe Schaltfläche.`,
      },
      {
        question: "Wie schalte ich Ton oder Musik aus?",
        answer: `Öffne im Spiel das Einstellungsmenü über das Zahnrad-Symbol. Musik und Geräusche haben getrennte Schalter. So kannst du die schönen Putzgeräusche behalten und nur die Musik stummschalten.`,
      },
      {
        question: "Das Spiel lädt nicht. Was kann ich tun?",
        answer: `Lade die Seite neu und prüf deine Internetverbindung. Bleibt das Spielfenster leer, erlaube den Spiele-Anbieter in deinen Browser-Einstellungen und schalte strenge Werbe- oder Skriptblocker für diese Seite aus. Lade sie dann neu.`,
      },
      {
        question: "Wie unterscheidet sich die Steuerung mit Maus und auf dem Touchscreen?",
        answer: `Mit der Maus klickst du ein Werkzeug an, ziehst Gegenstände mit gedrückter Taste und hältst die Taste beim Bewegen gedrückt, um zu schrubben. Auf dem Touchscreen tippst du, ziehst mit einem Finger und reibst hin und her. Beides bringt gleich viele Punkte.`,
      },
      {
        question: "Wie werden Punkte und Sterne berechnet?",
        answer: `Du bekommst Punkte für jeden sortierten Gegenstand und jede geputzte Stelle, dazu einen Bonus für die übrige Zeit. Einen Stern gibt es, wenn du rechtzeitig fertig wirst, zwei für das Punkteziel und drei für eine perfekte Runde ohne falsch abgelegte Gegenstände.`,
      },
      {
        question: "Was sind Combos?",
        answer: `Wenn du mehrere Gegenstände hintereinander richtig einsortierst, baust du eine Combo auf, die deine Punkte vervielfacht. Legst du etwas falsch ab, springt es zurück und die Combo beginnt von vorn. Schau dir also jedes Schild kurz an.`,
      },
      {
        question: "Wie schalte ich neue Zimmer und Deko frei?",
        answer: `Mit Sternen schaltest du neue Zimmer auf der Hauskarte frei. Mit den Münzen, die du für deine Punkte bekommst, kaufst du im Deko-Laden zum Beispiel Teppiche, Pflanzen und Tapeten. Wenn du Zimmer für mehr Sterne nochmal spielst, verdienst du auch mehr Münzen.`,
      },
      {
        question: `Ist ${name} für Kinder geeignet?`,
        answer: `Ja, es ist für Spieler jeden Alters gemacht. Es gibt keine Gewalt, keinen Chat und nichts zu kaufen. Im Zen-Modus gibt es keinen Timer, so können sich jüngere Spieler Zeit lassen.`,
      },
      {
        question: "Welche Daten erfasst ihr, wenn ich spiele?",
        answer: `Sehr wenige. Dein Spielfortschritt bleibt in deinem eigenen Browser, und du musst dich nirgends anmelden. Alle Einzelheiten findest du in unserer Datenschutzerklärung.`,
      },
      {
        question: "Wie erreiche ich den Support?",
        answer: `Über den Link „Support kontaktieren“ auf dieser Seite kommst du zu unserer Kontaktseite und kannst uns eine Nachricht schicken. Wir antworten an Werktagen innerhalb von ${responseWindow}. Schreib am besten deinen Browser und dein Gerät dazu, dann können wir dir schneller helfen.`,
      },
      {
        question: "Was ist Charlie the Steak?",
        answer: `Charlie the Steak ist ein kostenloses Jump ’n’ Run auf dieser Website. Ein mutiges Steak rennt, springt und sprintet darin durch Welten rund um die Küche. Auf der Seite zu Charlie the Steak findest du das Spiel, die Steuerung und eine Anleitung zu allen Leveln.`,
      },
    ],
    moreHelp: {
      title: "Noch Fragen?",
      body: "Unser Support-Team hilft dir gern bei allem, was hier nicht beantwortet wird.",
      contactSupport: "Support kontaktieren",
    },
  };
};
