import { siteConfig } from "@/config/site";
import type { HomeWords } from "../types";

const name = siteConfig.name;

/** Tidy Time in one line: opens the page's description and goes out with a shared link. */
const pitch = `Spiel ${name} kostenlos im Browser: Räum unordentliche Zimmer auf, sortier das Chaos und sammle Sterne.`;

/** The home page's words, in German. */
export const home: HomeWords = {
  meta: {
    title: `${name} – Kostenloses Online-Putzspiel`,
    description: `${pitch} Kein Download, keine Anmeldung. Anleitungen, Tipps und Antworten für Spieler jeden Alters.`,
  },
  hero: {
    title: name,
    subtitle: "Kostenloses Online-Putzspiel",
    intro: `Sortier das Durcheinander, schrubb den Schmutz weg und mach aus chaotischen Zimmern blitzblanke. ${name} ist kostenlos, läuft im Browser und speichert deinen Fortschritt automatisch.`,
    /** Read after "Mehr erfahren" by screen readers and search engines. */
    learnMoreHidden: `über ${name}`,
  },
  share: { title: name, text: pitch },
  game: {
    title: `${name} spielen`,
    intro: `Nimm ein Werkzeug aus der Werkzeugleiste, zieh jeden Gegenstand an seinen Platz und putz jede Stelle, bevor die Zeit abläuft.`,
    help: {
      text: "Das Spiel lädt nicht oder hängt in einem Zimmer fest? {faq} oder {contact}.",
      faqLabel: "Lies die FAQ",
      contactLabel: "schreib unserem Support",
    },
  },
  about: {
    title: `Über ${name}`,
    intro: `${name} macht aus dem Aufräumen ein ruhiges Rätsel, das richtig zufrieden macht. Jedes Zimmer ist ein kurzes Level, das du in wenigen Minuten schaffst – mit Sternen zum Sammeln und Deko zum Freischalten.`,
    featuresHeading: "Das erwartet dich",
    features: [
      {
        title: "Herrlich sauber",
        body: "Wisch, feg und saug dich durch Schlafzimmer, Küchen und Bäder. Jede geputzte Stelle funkelt und füllt die Putzanzeige oben am Bildschirm.",
      },
      {
        title: "Sterne und Combos",
        body: "Sortier mehrere Gegenstände hintereinander richtig ein, um Combos aufzubauen, die deine Punkte vervielfachen. Sei schnell und mach keine Fehler, dann bekommst du alle drei Sterne für ein Zimmer.",
      },
      {
        title: "Zimmer zum Einrichten",
        body: "Mit Sternen schaltest du neue Zimmer auf der Hauskarte frei. Mit Münzen kaufst du im Deko-Laden Teppiche, Pflanzen und Tapeten und machst jedes fertige Zimmer zu deinem eigenen.",
      },
      {
        title: "Überall spielen",
        body: "Spiel ohne Download in jedem modernen Browser auf Computer, Tablet oder Handy. Dein Fortschritt wird im Browser gespeichert, so kannst du genau dort weitermachen, wo du aufgehört hast.",
      },
    ],
    benefitsHeading: "Darum macht es so viel Spaß",
    benefits: [
      {
        title: "Entspannung",
        body: "Zuzusehen, wie ein chaotisches Zimmer blitzblank wird, beruhigt. Schalte den Zen-Modus ein, dann gibt es keinen Timer und du räumst in deinem eigenen Tempo auf.",
      },
      {
        title: "Kreativität",
        body: "Such für jedes fertige Zimmer Teppiche, Pflanzen und Tapeten aus und kombiniere Stile, bis sich jeder Raum nach dir anfühlt.",
      },
      {
        title: "Produktivität",
        body: "Jedes Zimmer übt das Planen: erst das Durcheinander wegräumen, dann von oben nach unten putzen. Viele Spieler merken, dass ihnen das auch bei echter Hausarbeit hilft.",
      },
      {
        title: "Spielspaß",
        body: "Schlag den Timer, jag lange Combo-Serien und spiel Zimmer nochmal für mehr Sterne. Jeden Monat kommen neue Inhalte dazu.",
      },
    ],
    playFreeNow: "Jetzt gratis spielen",
  },
  guide: {
    title: "Spielanleitung und Tipps",
    intro: `Neu bei ${name} oder auf der Jagd nach drei Sternen in jedem Zimmer? Fang mit den Grundlagen an, lerne, wie jedes Werkzeug funktioniert, und hol dir mit den Profi-Tipps mehr Punkte.`,
    gettingStarted: {
      title: "Erste Schritte",
      intro: "Dein erstes Zimmer dauert nur ein paar Minuten. So geht's los:",
      items: [
        "Drück auf „Jetzt spielen“, warte, bis das Spiel geladen ist, und wähle dann auf der Hauskarte das Schlafzimmer.",
        "Schau dir die Aufgabenliste in der Ecke an: Dort steht, wie viele Gegenstände du sortieren und wie viele Stellen du putzen musst.",
        "Zieh jeden Gegenstand an den passenden Platz, zum Beispiel Spielzeug in die Spielzeugkiste und Kleidung in den Wäschekorb.",
        "Wähle in der Werkzeugleiste Schwamm, Besen oder Staubsauger und reib über schmutzige Stellen, bis sie funkeln.",
        "Füll die Putzanzeige, bevor die Zeit abläuft. Dann ist das Zimmer geschafft und du bekommst deine Sterne.",
      ],
    },
    techniquesHeading: "Putztechniken",
    techniques: [
      {
        title: "Sortieren",
        body: "Zieh Gegenstände auf die Kiste, das Regal oder den Korb mit dem passenden Bild. Richtig abgelegt rastet ein Gegenstand ein und erhöht deine Combo. Falsch abgelegt springt er zurück und die Combo ist weg.",
      },
      {
        title: "Wischen",
        body: "Nimm den Schwamm für Tische, Spiegel und Arbeitsflächen. Reib über einen Fleck hin und her. Klebrige Flecken leuchten orange und brauchen ein paar Wischer mehr.",
      },
      {
        title: "Fegen",
        body: "Feg mit dem Besen Krümel und Staub auf glatten Böden zu einem Haufen. Tipp dann auf die Kehrschaufel, um den ganzen Haufen auf einmal aufzunehmen – das gibt Bonuspunkte.",
      },
      {
        title: "Saugen",
        body: "Wechsle für Teppiche zum Staubsauger. Er putzt auf einmal einen breiten Streifen, also fahr in geraden Bahnen, die sich etwas überlappen, statt im Zickzack.",
      },
    ],
    advanced: [
      {
        title: "Profi-Strategien fürs Putzen",
        intro: "Wenn du die Werkzeuge kennst, sparen dir diese Gewohnheiten die meiste Zeit:",
        items: [
          "Erst sortieren, dann putzen: Gegenstände auf dem Boden verdecken Schmutz. Räumst du sie zuerst weg, siehst du alle Stellen auf einmal.",
          "Arbeite von oben nach unten. Beim Abwischen der Regale fällt Staub auf den Boden, also fegst oder saugst du zum Schluss.",
          "Sammle Gegenstände mit demselben Ziel und leg sie direkt nacheinander ab, damit deine Combo weiterwächst.",
          "Heb dir den Tipp-Knopf fürs Ende auf. Er zeigt dir die letzten übersehenen Stellen, setzt aber deine Combo zurück.",
        ],
      },
      {
        title: "Tipps für jedes Zimmer",
        intro: "Jedes Zimmer hat seine eigenen kniffligen Stellen:",
        items: [
          "Schlafzimmer: Schau unter das Bett und hinter die Vorhänge. Dort verstecken sich gern Socken und kleines Spielzeug.",
          "Küche: Stell das Geschirr in die Spüle, bevor du die Arbeitsflächen abwischst, sonst fallen Krümel wieder auf die sauberen Flächen.",
          "Badezimmer: Wisch den Spiegel zuletzt, denn Spritzer aus dem Waschbecken können ihn wieder beschlagen lassen.",
          "Garage: Häng zuerst das Werkzeug an die Lochwand, damit Platz frei wird. Dann feg den großen Boden in langen Zügen.",
        ],
      },
      {
        title: "Punkte & Erfolge",
        intro: "Für Punkte, Sterne und Pokale gelten einfache Regeln:",
        items: [
          "Jeder sortierte Gegenstand und jede geputzte Stelle bringt Punkte. Übrige Sekunden auf dem Timer gibt es als Zeitbonus obendrauf.",
          "Einen Stern gibt es, wenn du rechtzeitig fertig wirst, zwei für das Punkteziel des Zimmers und drei für eine Runde ganz ohne falsch abgelegte Gegenstände.",
          "Combos vervielfachen deine Punkte. Eine lange Sortier-Serie bringt also mehr als schnelles Putzen.",
          "Pokale im Erfolge-Menü belohnen besondere Momente, zum Beispiel dein erstes Drei-Sterne-Zimmer oder eine perfekte Combo.",
        ],
      },
    ],
    proTipsHeading: "Profi-Tipps",
    proTips: [
      "Lies zuerst die Aufgabenliste, dann weißt du genau, was für die Putzanzeige zählt.",
      "Zoom mit zwei Fingern oder dem Mausrad heran, um winzige Krümel und kleine Gegenstände zu finden.",
      "Spiel fertige Zimmer nochmal: Du kennst sie schon, so sind drei Sterne viel leichter.",
      "Gib deine Münzen für Deko aus, die dir gefällt. Das kostet dich nie Sterne oder Zeit.",
      "Lerne ein neues Zimmer in Ruhe im Zen-Modus kennen und schalte ihn dann aus, um Sterne zu jagen.",
      "Spiel auf kleinen Bildschirmen im Vollbild, dann sind die Gegenstände größer und leichter zu ziehen.",
    ],
  },
  faqSection: {
    title: "Häufige Fragen",
    intro: `Schnelle Antworten rund ums Spielen von ${name}. Du willst mehr wissen? Auf der FAQ-Seite findest du alle Fragen, die uns erreichen.`,
    seeAll: "Alle Fragen ansehen",
  },
  faq: [
    {
      question: `Was ist ${name}?`,
      answer: `${name} ist ein entspannendes Aufräum- und Putzspiel. Jedes Level ist ein unordentliches Zimmer: Sortier das Durcheinander in die richtigen Kisten und Regale, wisch, feg und saug – und verdien dir bis zu drei Sterne, je nachdem, wie gut du warst.`,
    },
    {
      question: `Ist ${name} kostenlos?`,
      answer: `Ja. Alle Zimmer, Werkzeuge und Deko-Gegenstände bekommst du durchs Spielen. Es gibt nichts zu kaufen und keine Grenze, wie viele Zimmer du am Tag spielen kannst.`,
    },
    {
      question: "Muss ich etwas herunterladen oder mich anmelden?",
      answer: `Nein. ${name} läuft direkt in deinem Browser, du musst also nichts installieren. Konten gibt es auch nicht: Drück auf „Jetzt spielen“ und das erste Zimmer öffnet sich sofort.`,
    },
    {
      question: "Auf welchen Geräten kann ich spielen?",
      answer: `Auf jedem Computer, Tablet oder Handy mit einem aktuellen Browser wie Chrome, Firefox, Safari oder Edge. Dreh dein Handy quer, dann siehst du das Zimmer größer.`,
    },
    {
      question: "Wie speichere ich meinen Fortschritt?",
      answer: `Gar nicht – das passiert von selbst. Deine Sterne, freigeschalteten Zimmer und Deko werden nach jedem Zimmer automatisch in deinem Browser gespeichert. Spiel einfach im selben Browser auf demselben Gerät weiter.`,
    },
    {
      question: "Wie steuere ich das Spiel?",
      answer: `Wähl unten in der Werkzeugleiste ein Werkzeug und klick oder tipp, um es zu benutzen. Zieh Gegenstände in die Kiste oder ins Regal, wo sie hingehören, und reib über Schmutz hin und her, um ihn wegzuwischen oder wegzufegen.`,
    },
    {
      question: "Was ist das Ziel in jedem Zimmer?",
      answer: `Erledige die Aufgabenliste des Zimmers, bevor die Zeit abläuft: Jeder Gegenstand ist weggeräumt und jede schmutzige Stelle geputzt. Die Putzanzeige oben füllt sich dabei, und wenn sie voll ist, ist das Zimmer geschafft.`,
    },
    {
      question: "Wie lange dauert ein Zimmer?",
      answer: `Die ersten Zimmer dauern zwei bis drei Minuten, größere Zimmer später etwa fünf. So kannst du ganz leicht in einer kurzen Pause ein Zimmer spielen und jederzeit aufhören.`,
    },
    {
      question: "Kann ich auch ganz entspannt ohne Timer spielen?",
      answer: `Ja. Schalte im Einstellungsmenü (das Zahnrad-Symbol) den Zen-Modus ein, dann ist der Timer aus. Du bekommst weiter Punkte und Münzen, aber Zimmer im Zen-Modus ändern deine Sterne nicht.`,
    },
    {
      question: `Ist ${name} für kleine Kinder geeignet?`,
      answer: `Ja. Es gibt keine Gewalt, keinen Chat mit Fremden und nichts zu kaufen. Jüngere Kinder spielen am besten im Zen-Modus, dort können sie in ihrem eigenen Tempo sortieren und putzen.`,
    },
  ],
};
