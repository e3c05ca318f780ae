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
const tagline = "Ein brutzelndes Hüpfabenteuer vom Grill bis zum großen Festmahl";
/** The Charlie the Steak page's words, in German. */
export const charlie = (t: WordsTools): CharlieWords => {
  /** The counts, each with the words that agree with it in its sentence. */
  const levels = t.count(PLATFORMER_LEVEL_COUNT, { one: "# Level", other: "# Level" });
  const allLevels = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "das # Level",
    other: "alle # Level",
  });
  const worlds = t.count(PLATFORMER_WORLD_COUNT, { one: "# Welt", other: "# Welten" });
  const kitchenWorlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# Küchenwelt",
    other: "# Küchenwelten",
  });
  const allEndings = t.count(PLATFORMER_ENDING_COUNT, {
    one: "das # Ende",
    other: "alle # Enden",
  });

  return {
    meta: {
      title: `${CHARLIE_NAME} – gratis spielen, mit Anleitung | ${name}`,
      description: `Spiel ${CHARLIE_NAME} kostenlos im Browser und werde mit unserer Anleitung zum Profi: Steuerung, Figuren, ${allLevels} in ${worlds}, Strategie-Tipps, Extras und alle Enden.`,
    },
    hero: {
      title: CHARLIE_NAME,
      tagline,
      intro: `Hilf Charlie, durch ${levels} in ${kitchenWorlds} zu rennen, zu springen und zu sprinten. Pass auf, dass er nicht durchbrät, und entkomm den Abendessen-Plänen von Chefkoch Pfefferkorn. Kostenlos und direkt im Browser.`,
    },
    share: {
      title: CHARLIE_NAME,
      text: `Spiel ${CHARLIE_NAME} kostenlos im Browser. ${tagline}.`,
    },
    sections: {
      game: {
        title: `${CHARLIE_NAME} spielen`,
        intro:
          "Das Spiel wird von der Seite seines Anbieters geladen. Klick zuerst ins Spielfenster, damit es auf deine Tasten reagiert.",
      },
      guide: {
        title: "Spielanleitung",
        intro:
          "Lerne die Steuerung, meistere Charlies Spezialfähigkeiten und finde heraus, wie die Garstufe funktioniert.",
        controls: "Steuerung",
        controlsCaption: "Steuerung mit Tastatur und Touchscreen",
        actionColumn: "Aktion",
        inputColumn: "Tastatur / Touch",
        abilities: "Spezialfähigkeiten",
        mechanics: "Spielmechanik",
      },
      characters: {
        title: "Figuren",
        intro:
          "Lerne die Helden, den Bösewicht und die Freunde kennen, die du unterwegs triffst. Jede Hauptfigur hat eine Spezialfähigkeit und eine Schwäche.",
        specialAbility: "Spezialfähigkeit",
        weakness: "Schwäche",
        supportingCast: "Nebenfiguren",
      },
      worlds: {
        title: "Welten und Level",
        intro: `${levels} in ${worlds} – und jede Welt endet mit einem besonders schweren Finale.`,
        level: (number: number, name: string) => `Level ${t.number(number)} – ${name}`,
      },
      strategy: {
        title: "Strategie-Tipps",
        intro: "Mit diesen Tricks bleibt Charlie saftig statt durchgebraten.",
      },
      unlockables: {
        title: "Extras und Belohnungen",
        intro:
          "Gewürze machen Charlie stärker, Erfolge zeigen dein Können, und was du sammelst, entscheidet, wie seine Geschichte endet.",
        seasonings: "Gewürze",
        achievements: "Erfolge",
        endings: "Enden",
        bonusContent: "Bonusinhalte",
      },
      community: {
        title: "Community und Hilfe",
        intro: "Teile deine Läufe, tausch Geheimtipps aus und hol dir Hilfe von anderen Spielern.",
        comingSoon: "(bald verfügbar)",
      },
    },
    about: {
      title: "Die Anleitung und das Spiel im Überblick",
      intro: `Diese Anleitung erklärt die Steuerung, Charlies Fähigkeiten, alle Figuren und ${allLevels} – und wie du Gewürze, Erfolge und ${allEndings} freischaltest. Schau hier nach, wenn du feststeckst oder einen perfekten Lauf schaffen willst.`,
      keyFeatures: [
        {
          title: "Präzises Hüpfen",
          body: "Charlie ist flink und bleibt genau da stehen, wo du loslässt. So fühlen sich auch knifflige Sprünge fair an. Doppelsprünge und Sprints kannst du zu langen, flüssigen Läufen verbinden.",
        },
        {
          title: "Garstufe statt Herzen",
          body: "Statt Herzen zu verlieren, wird Charlie bei jedem Treffer ein bisschen mehr gebraten. Weich heißen Pfannen aus, damit er blutig bleibt, und kühl ihn mit Eiswürfeln ab, die du unterwegs findest.",
        },
        {
          title: t.count(PLATFORMER_WORLD_COUNT, {
            one: "# Themenwelt",
            other: "# Themenwelten",
          }),
          body: "Flitz über Herdplatten, rutsch durch Kühlschrankfächer, kletter auf Türme in der Speisekammer und platz in ein Festessen. Jede Welt bringt eine neue Gefahr und endet mit einem harten Finale.",
        },
        {
          title: "Geheimnisse und mehrere Enden",
          body: `Versteckte goldene Gabeln, Gewürze zum Sammeln und ein geheimes Rezept belohnen alle, die gern erkunden. Was du findest, entscheidet, welches ${t.count(PLATFORMER_ENDING_COUNT, { one: "# Ende", other: "der # Enden" })} du siehst.`,
        },
      ],
    },
    guide: {
      controls: [
        {
          action: "Laufen",
          input: "Pfeiltasten oder A und D / Touch: Tasten links und rechts",
        },
        { action: "Springen", input: "Leertaste, W oder Pfeil nach oben / Touch: Sprungtaste" },
        {
          action: "Doppelsprung",
          input: "In der Luft nochmal springen / Touch: Sprungtaste erneut antippen",
        },
        { action: "Brutzel-Sprint", input: "Umschalt oder J / Touch: Flammentaste" },
        {
          action: "Brat-Stampfer",
          input: "Pfeil nach unten oder S in der Luft / Touch: nach unten wischen",
        },
        {
          action: "Reden oder Türen öffnen",
          input: "E an einer Tür oder bei Freunden / Touch: Sprechblase antippen",
        },
        { action: "Pausieren", input: "Esc oder P / Touch: Pause-Symbol oben in der Ecke" },
      ],
      abilities: [
        {
          title: "Doppelsprung",
          body: "Spring in der Luft noch einmal, um hohe Vorsprünge zu erreichen oder einen zu kurzen Sprung zu retten. Der zweite Sprung lädt sich jedes Mal neu auf, wenn Charlie den Boden oder eine Wand berührt.",
        },
        {
          title: "Brutzel-Sprint",
          body: "Ein kurzer Temposchub, der Charlie über breite Lücken trägt und Toastkisten zertrümmert. Nach etwa einer Sekunde ist er wieder bereit: Dann leuchtet das Flammen-Symbol wieder orange.",
        },
        {
          title: "Brat-Stampfer",
          body: "Saus aus der Luft senkrecht nach unten, um rissige Cracker-Böden zu durchbrechen, Schalter umzulegen und Gegner von oben zu betäuben. Landest du den Stampfer auf einem Gegner, federt Charlie wieder hoch.",
        },
        {
          title: "Fett-Rutscher",
          body: "Lauf auf einen öligen Boden und halte „unten“ gedrückt, um mit vollem Tempo unter niedrigen Lücken durchzurutschen. Springst du aus dem Rutschen ab, fliegt Charlie weiter als bei einem normalen Sprung.",
        },
      ],
      mechanics: [
        {
          title: "Garstufe",
          body: "Charlies Lebensanzeige geht von Blutig über Rosa und Medium bis Durchgebraten. Jeder Treffer brät ihn eine Stufe weiter. Wird er auf Durchgebraten getroffen, geht es zurück zum letzten Kontrollpunkt. Eiswürfel kühlen ihn um eine Stufe ab.",
        },
        {
          title: "Kontrollpunkte",
          body: "Berühr ein Zahnstocher-Fähnchen, um es aufzustellen. Geht Charlie k. o., startet er am letzten Fähnchen neu, wieder auf Blutig. Aber Gewürze, die gerade wirken, sind dann verflogen.",
        },
        {
          title: "Goldene Gabeln",
          body: "In jedem Level sind drei goldene Gabeln versteckt, oft hinter zerbrechlichen Wänden oder oberhalb des Bildschirms. Mit ihnen schaltest du Bonusinhalte frei und kommst den besten Enden näher.",
        },
        {
          title: "Gewürze",
          body: "Streuer, die in den Leveln verteilt sind, geben Charlie kurz Extrakräfte. Es wirkt immer nur ein Gewürz: Hebst du ein neues auf, ersetzt es das alte.",
        },
      ],
    },
    characters: [
      {
        name: "Charlie",
        role: "Der Held",
        description:
          "Ein mutiges kleines Lendensteak. Als Charlie hörte, dass er heute Abend der Hauptgang sein soll, ist er vom Schneidebrett gehüpft. Er ist flink, dickköpfig und will unbedingt in einem Stück zurück nach Hause zum Grill.",
        specialAbility:
          "Brutzel-Sprint: ein feuriger Temposchub, der über Lücken trägt und Kisten zerbricht.",
        weakness:
          "Hitze. Herdplatten, heiße Pfannen und Dampf braten ihn schneller, also kostet ihn jede Verbrennung eine Garstufe.",
      },
      {
        name: "Bella Brokkoli",
        role: "Charlies beste Freundin und Wegweiserin",
        description:
          "Bella ist immer gut gelaunt und kennt jede Abkürzung in der Küche. Sie taucht an wichtigen Stellen auf, gibt Tipps und öffnet versteckte Wege, sobald du genug goldene Gabeln hast.",
        specialAbility:
          "Sprossen-Trampolin: pflanzt ein federndes Sprossenpolster, das Charlie zu Vorsprüngen hochschleudert, an die er sonst nicht herankommt.",
        weakness:
          "Dampf lässt sie welken, deshalb kann sie Charlie nicht in die dampfigsten Abschnitte der Herd-Level folgen.",
      },
      {
        name: "Chefkoch Pfefferkorn",
        role: "Der Bösewicht",
        description:
          "Ein stolzer Koch, der das größte Festmahl plant, das der Speisesaal je gesehen hat – mit Charlie als Hauptgericht. Er jagt Charlie durch jede Welt und wartet beim großen Festessen auf ihn.",
        specialAbility:
          "Pfeffersturm: niest Pfefferwolken, die Charlie zurückpusten und die Plattformen verdecken.",
        weakness:
          "Nach jedem Pfeffersturm muss er anhalten und niesen. Genau dann ist er offen für einen Brat-Stampfer.",
      },
      {
        name: "Kalle Kartoffel",
        role: "Vom Rivalen zum Freund",
        description:
          "Kalle ist eine zähe Kartoffel. Er bewacht die Speisekammer und findet, dass Steaks immer die ganze Aufmerksamkeit bekommen. Nachdem Charlie ihn bei einem Wettrennen durch den Kartoffelkeller besiegt hat, wird Kalle ein treuer Freund.",
        specialAbility:
          "Kuller-Attacke: rollt sich zusammen und kullert mit Höchsttempo los – alles in seinem Weg wird plattgewalzt.",
        weakness:
          "Er kann weder schnell bremsen noch lenken. Spring über ihn, wenn er vorbeirollt, dann kracht er gegen die Wand und ihm ist ganz schwindelig.",
      },
    ],
    supportingCast: [
      {
        name: "Die Salzschwestern",
        description:
          "Zwei Salzstreuer mit einem kleinen Laden in jeder Welt. Tausch bei ihnen goldene Gabeln gegen Gewürze oder gegen einen Tipp, wo die Geheimnisse eines Levels versteckt sind.",
      },
      {
        name: "Die Kräuterbande",
        description:
          "Basilikum, Thymian und Rosmarin verstecken sich unterwegs in Blumentöpfen. Findest du alle drei in einem Level, öffnen sie eine grüne Abkürzung, mit der du einen schweren Abschnitt überspringst.",
      },
      {
        name: "Kapitän Karotte",
        description:
          "Der Anführer der Gemüsepatrouille in der Kühlschrank-Arktis. Er bringt Charlie den Fett-Rutscher bei und warnt ihn vor den glattesten Eisfächern.",
      },
    ],
    worlds: [
      {
        name: "Königreich Küche",
        description:
          "Arbeitsplatten, Herdplatten und Schneidebretter bilden die erste Welt. Hier lernst du die Grundlagen, dann kommen heiße Pfannen und flackernde Flammen dazu, die Charlie braten, wenn er stehen bleibt.",
        levels: [
          {
            name: "Schneidebrett-Lauf",
            description:
              "Ein sanfter Start, in dem du Laufen, Springen und den Doppelsprung lernst. Schau hinter den Messerblock: Dort wartet deine erste goldene Gabel.",
          },
          {
            name: "Heiße Herdplatten",
            description:
              "Die Herdplatten gehen in festem Takt an und aus. Warte, bis das Glühen verblasst, bevor du drüberläufst, und nimm für die breiten den Brutzel-Sprint.",
          },
          {
            name: "Pfannen-Duell",
            description:
              "Chefkoch Pfefferkorns erste Falle: eine Riesenpfanne, die hin und her kippt. Bleib auf der höheren Seite und setz einen Brat-Stampfer auf den Griff, wenn er blau wird.",
          },
        ],
      },
      {
        name: "Kühlschrank-Arktis",
        description:
          "Eisige Fächer und frostige Schubladen sind rutschig, deshalb schlittert Charlie nach jedem Sprung weiter. Die gute Nachricht: Hier liegen überall Eiswürfel, also kühlst du ihn ganz leicht wieder ab.",
        levels: [
          {
            name: "Gemüsefach-Kletterei",
            description:
              "Hüpf zwischen Salatblättern und rutschenden Schubladen hin und her. Oben wartet Kapitän Karotte und bringt dir den Fett-Rutscher bei.",
          },
          {
            name: "Eiswürfel-Rutschbahn",
            description:
              "Ein schnelles Level auf glattem Eis. Spring etwas früher ab, denn Charlie rutscht weiter, auch wenn du die Richtungstaste schon losgelassen hast.",
          },
          {
            name: "Gefrierfach-Gipfel",
            description:
              "Kletter durchs Gefrierfach, während ein eisiger Wind Charlie zurückdrückt. Sprinte erst gegen den Wind, wenn die Schneeflocken aufhören zu wirbeln.",
          },
        ],
      },
      {
        name: "Speisekammer-Passage",
        description:
          "Hohe Regale voller Müslipackungen, rollende Dosen und dunkle Gänge. In dieser Welt geht es ums Klettern: Plan deine Doppelsprünge gut und pass auf Dosen auf, die von oben herunterpurzeln.",
        levels: [
          {
            name: "Müsli-Schlucht",
            description:
              "Spring über Türme aus Müslipackungen. Setz einen Brat-Stampfer auf rissige Packungen, um in geheime Räume voller goldener Gabeln zu fallen.",
          },
          {
            name: "Gewürzregal-Aufstieg",
            description:
              "Eine lange Kletterpartie senkrecht nach oben, vorbei an Regalen voller Gläser. Auf halber Höhe liegt der Laden der Salzschwestern – ein guter Ort, um sich vor dem Gipfel einzudecken.",
          },
          {
            name: "Kalles Kartoffelkeller",
            description:
              "Renn mit Kalle Kartoffel um die Wette durch einen dunklen Keller. Lass ihn vorbeirollen und spring dann über ihn, damit er gegen die Wand kracht.",
          },
        ],
      },
      {
        name: "Speisesaal",
        description:
          "Die letzte Welt führt über Tischdecken und schwingende Kronleuchter bis zu Chefkoch Pfefferkorns Festtafel. Hier wartet jede Gefahr, die du bisher kennst – oft alle auf einmal.",
        levels: [
          {
            name: "Tischdecken-Tour",
            description:
              "Die Tischdecke wogt wie Wellen und hebt und senkt die Plattformen. Spring oben von einer Welle ab, dann kommst du am weitesten.",
          },
          {
            name: "Kronleuchter-Schaukel",
            description:
              "Schwing hoch über dem Tisch von Kronleuchter zu Kronleuchter. Das geheime Rezept liegt auf dem höchsten Kronleuchter – mit einem gut getimten Sprint kommst du hin.",
          },
          {
            name: "Das große Festmahl",
            description:
              "Der Endkampf gegen Chefkoch Pfefferkorn. Weich seinen Pfefferstürmen aus und setz jedes Mal einen Brat-Stampfer auf ihn, wenn er zum Niesen anhält.",
          },
        ],
      },
    ],
    strategyTips: [
      {
        title: "Erst schauen, dann springen",
        body: "Bleib am Rand jedes neuen Bildschirms kurz stehen und beobachte die Gefahren. Herdplatten, fallende Dosen und Pfefferwolken folgen alle Mustern, die du lernen kannst.",
      },
      {
        title: "Spar dir den Sprint auf",
        body: "Halte den Brutzel-Sprint für Notfälle bereit. Ist ein Sprung zu kurz, sprinte in der Luft zum Vorsprung und nimm den Doppelsprung dazu, wenn du mehr Höhe brauchst.",
      },
      {
        title: "Vor Bosskämpfen abkühlen",
        body: "Schnapp dir direkt vor einer Bosstür einen Eiswürfel oder einen Rosmarinzweig. Dann startest du den Kampf auf Blutig und hast am meisten Luft für Fehler.",
      },
      {
        title: "Decken und Wände absuchen",
        body: "Goldene Gabeln verstecken sich oft oberhalb des Bildschirms oder hinter Wänden mit feinen Rissen. Stampf oder sprinte in alles, was verdächtig aussieht.",
      },
      {
        title: "Jedes Fähnchen aufstellen",
        body: "Ein Zahnstocher-Fähnchen zu berühren kostet nichts und erspart dir einen langen Neustart. In schweren Leveln lohnt es sich sogar, für ein verpasstes Fähnchen umzukehren.",
      },
    ],
    seasonings: [
      {
        name: "Meersalz",
        effect:
          "Ein knuspriger Schutzschild, der den nächsten Treffer abfängt, damit Charlie nicht weiterbrät.",
      },
      {
        name: "Grober Pfeffer",
        effect:
          "Lässt Charlie kurze Zeit höher springen – perfekt, um geheime Vorsprünge zu erreichen.",
      },
      {
        name: "Paprikapulver",
        effect:
          "Lädt den Brutzel-Sprint fast sofort wieder auf, so kannst du mehrere Sprints hintereinander machen.",
      },
      {
        name: "Rosmarinzweig",
        effect: "Kühlt Charlie um eine Garstufe ab, sobald du ihn aufhebst.",
      },
      {
        name: "Knoblauchpulver",
        effect: "Ein starker Geruch, vor dem kleine Gegner eine Weile vor Charlie davonlaufen.",
      },
      {
        name: "Chiliflocken",
        effect:
          "Ein paar Sekunden feurige Unverwundbarkeit: Charlie rennt einfach durch Gegner und heiße Pfannen hindurch.",
      },
    ],
    achievements: [
      {
        name: "Erstes Brutzeln",
        requirement: "Schaff das erste Level, den Schneidebrett-Lauf.",
      },
      {
        name: "Gabelfinder",
        requirement: "Sammle alle goldenen Gabeln einer Welt.",
      },
      {
        name: "Noch blutig",
        requirement: "Schaff ein beliebiges Level, ohne ein einziges Mal getroffen zu werden.",
      },
      {
        name: "Gewürzsammler",
        requirement: "Benutze jede Gewürzsorte mindestens einmal.",
      },
      {
        name: "Flitzer",
        requirement: `Spiel das ganze Spiel in weniger als ${t.count(SPEEDSTER_LIMIT_MINUTES, { one: "# Minute", other: "# Minuten" })} durch.`,
      },
      {
        name: "Volles Menü",
        requirement: `Sieh dir ${allEndings} an.`,
      },
    ],
    endings: [
      {
        name: "Zurück zum Grill",
        howToReach:
          "Das normale Ende: Besiege Chefkoch Pfefferkorn im Level „Das große Festmahl“, und Charlie macht sich auf den Heimweg.",
      },
      {
        name: "Fest der Freunde",
        howToReach:
          "Sammle vor dem Endkampf alle goldenen Gabeln. Dann feiern Bella, Kalle und Kapitän Karotte mit Charlie eine Siegesparty.",
      },
      {
        name: "Perfekt blutig",
        howToReach:
          "Besiege Chefkoch Pfefferkorn, ohne getroffen zu werden. So ist Charlie am Ende des Kampfs noch blutig.",
      },
      {
        name: "Der Kochlehrling",
        howToReach:
          "Finde das geheime Rezept in der „Kronleuchter-Schaukel“ und gib es Chefkoch Pfefferkorn, statt den letzten Stampfer zu landen. Dann hängt er sein Fleischmesser an den Nagel und eröffnet lieber eine Bäckerei.",
      },
    ],
    bonusContent: [
      {
        title: "Skizzen-Galerie",
        body: "Frühe Skizzen von Charlie, seinen Freunden und allen Welten. Je mehr goldene Gabeln du sammelst, desto mehr Seiten schaltest du frei.",
      },
      {
        title: "Durchgebraten-Modus",
        body: "Ein schwerer Modus, den du nach deinem ersten Ende freischaltest. Charlie startet jedes Level auf Medium, und die Kontrollpunkte liegen weiter auseinander.",
      },
      {
        title: "Soundtest",
        body: "Hör dir im Pausemenü jedes Musikstück und jedes Geräusch des Spiels an. Freigeschaltet, sobald du den Speisesaal geschafft hast.",
      },
    ],
    /** `page`: a page of this site the link leads to; `null`: a placeholder (coming soon). */
    communityLinks: [
      {
        label: "Discord-Server",
        description:
          "Chatte mit anderen Spielern, teile geheime Stellen und hol dir Hilfe bei kniffligen Leveln.",
        page: null,
      },
      {
        label: "Speedrun-Bestenliste",
        description:
          "Vergleiche deine Bestzeiten und sieh dir die Routen der schnellsten Spieler an.",
        page: null,
      },
      {
        label: "Fan-Art-Galerie",
        description:
          "Zeichnungen, Comics und Basteleien von Spielern – mit Charlie und seinen Freunden.",
        page: null,
      },
      {
        label: "Häufige Fragen",
        description:
          "Antworten zu Speichern, Steuerung und Ton – und was du tun kannst, wenn ein Spiel nicht lädt.",
        page: "faq",
      },
    ],
  };
};
