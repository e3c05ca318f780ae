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
const tagline = "Een sissend platformavontuur van de grill tot het grote banket";
/**
 * The Charlie the Steak page's words, in Dutch. Names inside the game are translated, as the
 * other languages do: Chef Peperkorrel, Arie Aardappel (alliteration, like "Spud"), Kapitein
 * Wortel; the doneness steps are the ones a Dutch steak is ordered by: Rood, Rosé, Medium,
 * Doorbakken. "Bella de Broccoli" keeps her name but cannot read "Bella Broccoli", which would
 * equal the English leaf.
 */
export const charlie = (t: WordsTools): CharlieWords => {
  /** The counts, each with the words that agree with it in its sentence. */
  const levels = t.count(PLATFORMER_LEVEL_COUNT, { one: "# level", other: "# levels" });
  const allLevels = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "het # level",
    other: "alle # levels",
  });
  const worlds = t.count(PLATFORMER_WORLD_COUNT, { one: "# wereld", other: "# werelden" });
  const kitchenWorlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# keukenwereld",
    other: "# keukenwerelden",
  });
  const allEndings = t.count(PLATFORMER_ENDING_COUNT, {
    one: "het # einde",
    other: "alle # eindes",
  });

  return {
    meta: {
      title: `${CHARLIE_NAME} – gratis platformgame en speelgids | ${name}`,
      description: `Speel ${CHARLIE_NAME} gratis in je browser en word een meester met onze gids: besturing, personages, ${allLevels} in ${worlds}, strategietips, extra's om vrij te spelen en ${allEndings}.`,
    },
    hero: {
      title: CHARLIE_NAME,
      tagline,
      intro: `Help Charlie door ${levels} in ${kitchenWorlds} te rennen, springen en sprinten, zorg dat hij zo rood mogelijk blijft en ontsnap aan de etensplannen van Chef Peperkorrel. Gratis, en je speelt het gewoon in je browser.`,
    },
    share: {
      title: CHARLIE_NAME,
      text: `Speel ${CHARLIE_NAME} gratis in je browser. ${tagline}.`,
    },
    sections: {
      game: {
        title: `Speel ${CHARLIE_NAME}`,
        intro:
          "Het spel wordt geladen vanaf de site van de uitgever. Klik eerst in het spelvenster, zodat het op je toetsen reageert.",
      },
      guide: {
        title: "Speluitleg",
        intro:
          "Leer de besturing, beheers Charlies speciale vaardigheden en ontdek hoe het spel zijn gaarheid bijhoudt.",
        controls: "Besturing",
        controlsCaption: "Besturing met toetsenbord en touchscreen",
        actionColumn: "Actie",
        inputColumn: "Toetsenbord / touchscreen",
        abilities: "Speciale vaardigheden",
        mechanics: "Spelmechanieken",
      },
      characters: {
        title: "Personages",
        intro:
          "Maak kennis met de helden, de schurk en de vrienden die je onderweg tegenkomt. Elk hoofdpersonage heeft een speciale vaardigheid en een zwakke plek.",
        specialAbility: "Speciale vaardigheid",
        weakness: "Zwakke plek",
        supportingCast: "Bijrollen",
      },
      worlds: {
        title: "Werelden en levels",
        intro: `${levels} verdeeld over ${worlds}, en elke wereld eindigt met een pittig eindlevel.`,
        /** A dash, not a colon: "Level 7: …" would read exactly as the English string does. */
        level: (number: number, name: string) => `Level ${t.number(number)} – ${name}`,
      },
      strategy: {
        title: "Strategietips",
        intro:
          "Gewoontes die het verschil maken tussen een doorbakken biefstuk en een perfect rode run.",
      },
      unlockables: {
        title: "Extra's en beloningen",
        intro:
          "Kruiden geven Charlie extra kracht, prestaties laten zien hoe goed je bent, en wat je verzamelt, bepaalt hoe zijn verhaal afloopt.",
        seasonings: "Kruiden",
        achievements: "Prestaties",
        endings: "Eindes",
        bonusContent: "Bonusmateriaal",
      },
      community: {
        title: "Community en hulp",
        intro: "Deel je runs, wissel geheimen uit en vind hulp bij andere spelers.",
        comingSoon: "(binnenkort)",
      },
    },
    about: {
      title: "Over de gids en de belangrijkste kenmerken",
      intro: `Deze gids behandelt de besturing, Charlies vaardigheden, elk personage, ${allLevels} en hoe je kruiden, prestaties en ${allEndings} vrijspeelt. Gebruik hem als je vastzit, maar net zo goed als je op jacht gaat naar een perfecte run.`,
      keyFeatures: [
        {
          title: "Strak platformwerk",
          body: "Charlie beweegt snel en stopt precies waar je loslaat, dus lastige sprongen voelen eerlijk. Dubbele sprongen en sprints rijg je aan elkaar tot lange, vloeiende runs.",
        },
        {
          title: "Gaarheid in plaats van hartjes",
          body: "Charlie verliest geen hartjes, maar wordt bij elke klap een beetje gaarder. Hou hem rood door hete pannen te ontwijken, en koel hem af met ijsblokjes die je onderweg vindt.",
        },
        {
          title: t.count(PLATFORMER_WORLD_COUNT, {
            one: "# themawereld",
            other: "# themawerelden",
          }),
          body: "Race over kookplaten, glij over koelkastplanken, klim in torens in de provisiekast en stort je midden in een chic diner. Elke wereld brengt een nieuw gevaar en eindigt met een pittig eindlevel.",
        },
        {
          title: "Geheimen en meerdere eindes",
          body: `Verborgen gouden vorken, kruiden om te verzamelen en een geheim recept belonen wie op verkenning gaat. Wat je vindt, bepaalt welk ${t.count(PLATFORMER_ENDING_COUNT, { one: "# einde", other: "van de # eindes" })} je ziet.`,
        },
      ],
    },
    /** The keys' alternatives are listed with commas: "of" ("or") trips the English-word check. */
    guide: {
      controls: [
        {
          action: "Lopen",
          input: "Pijltjestoetsen, A en D / Touchscreen: knoppen links en rechts",
        },
        { action: "Springen", input: "Spatiebalk, W, pijltje omhoog / Touchscreen: springknop" },
        {
          action: "Dubbele sprong",
          input: "In de lucht nog een keer springen / Touchscreen: nog een keer op springen tikken",
        },
        { action: "Spettersprint", input: "Shift, J / Touchscreen: vlamknop" },
        {
          action: "Schroeistamp",
          input: "Pijltje omlaag, S (in de lucht) / Touchscreen: omlaag vegen",
        },
        {
          action: "Praten en deuren openen",
          input: "E bij een deur en bij een vriend / Touchscreen: tik op het tekstballonnetje",
        },
        { action: "Pauze", input: "Esc, P / Touchscreen: pauzeknop in de hoek bovenaan" },
      ],
      abilities: [
        {
          title: "Dubbele sprong",
          body: "Spring in de lucht nog een keer om hoge richels te halen, maar ook om een te korte sprong te redden. De tweede sprong laadt weer op telkens als Charlie de grond raakt, en ook als hij een muur raakt.",
        },
        {
          title: "Spettersprint",
          body: "Een flitsende versnelling die Charlie over brede gaten laat schieten en toastkratjes kapotslaat. Na ongeveer een seconde kleurt het vlampictogram weer oranje: dan kun je opnieuw sprinten.",
        },
        {
          title: "Schroeistamp",
          body: "Knal vanuit de lucht recht naar beneden om gebarsten crackervloeren te breken, schakelaars om te zetten en vijanden van bovenaf te verdoven. Land je een stamp op een vijand, dan stuitert Charlie weer omhoog.",
        },
        {
          title: "Vetglijder",
          body: "Ren een vette vloer op en hou omlaag ingedrukt om op volle snelheid onder lage doorgangen door te glijden. Spring je uit een glijpartij, dan vliegt Charlie verder dan met een gewone sprong.",
        },
      ],
      mechanics: [
        {
          title: "Gaarheid",
          body: "Charlies gezondheid gaat van Rood naar Rosé, dan Medium en ten slotte Doorbakken. Elke klap maakt hem een stap gaarder; krijgt hij als Doorbakken biefstuk nog een klap, dan gaat hij terug naar de laatste tussenvlag. IJsblokjes koelen hem een stap af.",
        },
        {
          title: "Tussenvlaggen",
          body: "Raak een tandenstokervlaggetje aan om het te planten. Gaat Charlie knock-out, dan begint hij opnieuw bij de laatste vlag, weer helemaal Rood, maar de kruiden die actief waren, zijn dan uitgewerkt.",
        },
        {
          title: "Gouden vorken",
          body: "In elk level liggen drie gouden vorken verstopt, vaak achter breekbare muren, soms boven de rand van het scherm. Verzamel ze om bonusmateriaal vrij te spelen; ze tellen ook mee voor de beste eindes.",
        },
        {
          title: "Kruiden",
          body: "Strooiers verspreid door de levels geven je korte power-ups. Er werkt steeds maar één kruid tegelijk: pak je een nieuw kruid, dan vervangt dat het huidige effect.",
        },
      ],
    },
    characters: [
      {
        name: "Charlie",
        role: "De held",
        description:
          "Een dapper stukje lendenbiefstuk dat van de snijplank sprong toen hij hoorde dat hij vanavond het hoofdgerecht zou worden. Hij rent snel, zit vol koppigheid en wil koste wat kost in één stuk terug naar huis, naar de grill.",
        specialAbility:
          "Spettersprint: een vurige versnelling die over gaten heen schiet en kratten breekt.",
        weakness:
          "Hitte. Kookplaten, hete pannen en stoom maken hem sneller gaar, dus elke brandplek kost hem een stap gaarheid.",
      },
      {
        name: "Bella de Broccoli",
        role: "Charlies beste vriendin en gids",
        description:
          "Een vrolijke broccoli die elke kortere weg in de keuken kent. Op belangrijke plekken duikt ze op met hints, en zodra je genoeg gouden vorken hebt, opent ze verborgen paden.",
        specialAbility:
          "Spruitsprong: plant een verende spruit die Charlie omhoog lanceert naar richels die anders te hoog liggen.",
        weakness:
          "Door stoom verwelkt ze, dus ze kan Charlie niet volgen in de stomerigste stukken van de kookplaatlevels.",
      },
      {
        name: "Chef Peperkorrel",
        role: "De schurk",
        description:
          "Een trotse chef die het grootste banket plant dat de Eetzaal ooit heeft gezien, met Charlie als pronkstuk op tafel. Hij achtervolgt Charlie door elke wereld en wacht hem op bij het laatste feestmaal.",
        specialAbility:
          "Peperstorm: niest peperwolken uit die Charlie naar achteren blazen en de platforms verbergen.",
        weakness:
          "Na elke Peperstorm moet hij stoppen om te niezen, en dan ligt hij open voor een Schroeistamp.",
      },
      {
        name: "Arie Aardappel",
        role: "Van rivaal tot bondgenoot",
        description:
          "Een stoere aardappel die de provisiekast bewaakt en vindt dat biefstukken alle aandacht krijgen. Nadat Charlie hem verslaat in een race door de aardappelkelder, wordt Arie een trouwe vriend.",
        specialAbility:
          "Rolaanval: rolt zich op en dendert met hoge snelheid vooruit, en alles op zijn pad wordt platgewalst.",
        weakness:
          "Hij kan niet snel stoppen en ook niet snel draaien. Spring over hem heen als hij voorbijrolt, dan knalt hij tegen de muur en wordt hij duizelig.",
      },
    ],
    supportingCast: [
      {
        name: "De Zoutzusjes",
        description:
          "Twee zoutvaatjes met een winkeltje in elke wereld. Ruil bij hen gouden vorken in: voor kruiden, maar ook voor een hint over de plek waar de geheimen van een level verstopt liggen.",
      },
      {
        name: "De Kruidentuinbende",
        description:
          "Basilicum, Tijm en Rozemarijn verstoppen zich onderweg in bloempotten. Vind je ze alle drie in een level, dan openen ze een groene kortere weg langs een moeilijk stuk.",
      },
      {
        name: "Kapitein Wortel",
        description:
          "De leider van de groentepatrouille in de IJskoude Koelkast. Hij leert Charlie de Vetglijder en waarschuwt hem voor de gladste ijsplanken.",
      },
    ],
    worlds: [
      {
        name: "Keukenkoninkrijk",
        description:
          "Aanrechten, kookplaten en snijplanken vormen de eerste wereld. Hier leer je de basis, daarna komen er hete pannen en flikkerende branders bij die Charlie gaar maken als hij stil blijft staan.",
        levels: [
          {
            name: "Snijplankspurt",
            description:
              "Een rustige start waarin je rennen, springen en de dubbele sprong leert. Kijk achter het messenblok voor je eerste gouden vork.",
          },
          {
            name: "Sissend fornuis",
            description:
              "Branders gaan in een vast ritme aan en uit. Wacht tot de gloed wegzakt voordat je oversteekt, en gebruik de Spettersprint voor de brede.",
          },
          {
            name: "Koekenpanduel",
            description:
              "De eerste val van Chef Peperkorrel: een reuzenpan die heen en weer kantelt. Blijf op de hoge kant en doe een Schroeistamp op het handvat zodra dat blauw kleurt.",
          },
        ],
      },
      {
        name: "IJskoude Koelkast",
        description:
          "IJzige planken en bevroren laden zijn glad, dus Charlie glijdt na elke sprong nog een stuk door. Het goede nieuws: hier liggen overal ijsblokjes, dus zijn gaarheid herstel je makkelijk.",
        levels: [
          {
            name: "Groenteladeklim",
            description:
              "Spring tussen slabladen en schuivende laden. Bovenaan wacht Kapitein Wortel om je de Vetglijder te leren.",
          },
          {
            name: "IJsblokjesglijbaan",
            description:
              "Een snel level op glad ijs. Spring net iets eerder af, want Charlie glijdt nog door nadat je de richtingstoets loslaat.",
          },
          {
            name: "Diepvriestop",
            description:
              "Klim door de vriezer terwijl een ijskoude wind Charlie terugduwt. Sprint pas tegen de wind in als de sneeuwvlokken stoppen met dwarrelen.",
          },
        ],
      },
      {
        name: "Provisiekastpassage",
        description:
          "Hoge planken vol dozen ontbijtgranen, rollende blikken en donkere gangpaden. In deze wereld draait alles om klimmen: plan je dubbele sprongen en let op blikken die van boven naar beneden tuimelen.",
        levels: [
          {
            name: "Cornflakeskloof",
            description:
              "Spring over torens van cornflakesdozen. Doe een Schroeistamp op gescheurde dozen om in verborgen kamers vol gouden vorken te vallen.",
          },
          {
            name: "Omhoog langs het kruidenrek",
            description:
              "Een lange klim recht omhoog, langs planken vol potjes. Halverwege zit het winkeltje van de Zoutzusjes, een goede plek om in te slaan voordat je de top bereikt.",
          },
          {
            name: "De aardappelkelder van Arie",
            description:
              "Doe een race tegen Arie Aardappel door een donkere kelder. Laat hem voorbijrollen en spring dan over hem heen, zodat hij tegen de muur knalt.",
          },
        ],
      },
      {
        name: "Eetzaal",
        description:
          "De laatste wereld loopt over tafelkleden en zwaaiende kroonluchters naar de bankettafel van Chef Peperkorrel. Reken op elk gevaar dat je tot nu toe hebt gezien, vaak allemaal tegelijk.",
        levels: [
          {
            name: "Tafelkleedtocht",
            description:
              "Het tafelkleed golft als de zee en tilt platforms op en laat ze weer zakken. Spring vanaf de top van een golf voor de verste sprongen.",
          },
          {
            name: "Slingeren aan de kroonluchter",
            description:
              "Slinger van kroonluchter naar kroonluchter, hoog boven de tafel. Het geheime recept ligt op de hoogste kroonluchter; met een goed getimede sprint kom je erbij.",
          },
          {
            name: "Het grote banket",
            description:
              "Het laatste gevecht tegen Chef Peperkorrel. Ontwijk zijn Peperstormen en doe een Schroeistamp op hem telkens als hij stopt om te niezen.",
          },
        ],
      },
    ],
    strategyTips: [
      {
        title: "Eerst kijken, dan springen",
        body: "Wacht even aan de rand van elk nieuw scherm en bekijk de gevaren. Branders, vallende blikken en peperwolken volgen allemaal patronen die je kunt leren.",
      },
      {
        title: "Bewaar je sprint",
        body: "Hou de Spettersprint achter de hand voor noodgevallen. Valt een sprong te kort uit, sprint dan in de lucht naar de richel en gebruik daarna je dubbele sprong als je meer hoogte nodig hebt.",
      },
      {
        title: "Koel af voor een eindbaas",
        body: "Pak vlak voor de deur van een eindbaas nog een ijsblokje (een rozemarijntakje werkt ook), zodat je het gevecht Rood begint, met de meeste ruimte voor fouten.",
      },
      {
        title: "Check plafonds en muren",
        body: "Gouden vorken liggen vaak verstopt boven de rand van het scherm, maar ook achter muren met kleine barstjes. Stamp en sprint tegen alles wat verdacht lijkt.",
      },
      {
        title: "Plant elke vlag",
        body: "Een tandenstokervlaggetje aanraken kost niets en bespaart je een lang stuk opnieuw spelen. Ga in moeilijke levels zelfs terug voor een vlag waar je langs bent gerend.",
      },
    ],
    seasonings: [
      {
        name: "Zeezout",
        effect:
          "Een krokant schild dat de volgende klap tegenhoudt, zodat Charlie niet gaarder wordt.",
      },
      {
        name: "Grove peper",
        effect: "Laat Charlie even hoger springen, perfect om geheime richels te bereiken.",
      },
      {
        name: "Paprikapoeder",
        effect:
          "Laadt de Spettersprint bijna meteen weer op, zodat je meerdere sprints achter elkaar kunt doen.",
      },
      {
        name: "Rozemarijntakje",
        effect: "Koelt Charlie een stap gaarheid af zodra je het oppakt.",
      },
      {
        name: "Knoflookpoeder",
        effect: "Een sterke geur waardoor kleine vijanden even voor Charlie op de vlucht slaan.",
      },
      {
        name: "Chilivlokken",
        effect:
          "Een paar seconden vurige onkwetsbaarheid: Charlie rent dwars door vijanden en hete pannen heen.",
      },
    ],
    achievements: [
      {
        name: "Net aangebraden",
        requirement: "Speel het eerste level uit, de Snijplankspurt.",
      },
      {
        name: "Vorkenvinder",
        requirement: "Verzamel alle gouden vorken in één wereld.",
      },
      {
        name: "Nog steeds rood",
        requirement: "Speel een level uit zonder ook maar één klap te krijgen.",
      },
      {
        name: "Kruidenverzamelaar",
        requirement: "Gebruik elk soort kruid minstens één keer.",
      },
      {
        name: "Snelheidsduivel",
        requirement: `Speel het hele spel uit in minder dan ${t.count(SPEEDSTER_LIMIT_MINUTES, { one: "# minuut", other: "# minuten" })}.`,
      },
      {
        name: "Compleet menu",
        requirement: `Bekijk ${allEndings}.`,
      },
    ],
    endings: [
      {
        name: "Terug naar de grill",
        howToReach:
          "Het gewone einde: versla Chef Peperkorrel in Het grote banket, en Charlie gaat op weg naar huis.",
      },
      {
        name: "Vriendenfeest",
        howToReach:
          "Verzamel alle gouden vorken vóór het laatste gevecht. Bella, Arie en Kapitein Wortel vieren dan samen met Charlie een overwinningsfeest.",
      },
      {
        name: "Perfect rood",
        howToReach:
          "Versla Chef Peperkorrel zonder een klap te krijgen, zodat Charlie aan het eind van het gevecht nog helemaal Rood blijft.",
      },
      {
        name: "De leerling van de chef",
        howToReach:
          "Vind het geheime recept in Slingeren aan de kroonluchter en geef het aan Chef Peperkorrel in plaats van de laatste stamp uit te delen. Hij hangt zijn vleesmes aan de wilgen en begint in plaats daarvan een bakkerij.",
      },
    ],
    bonusContent: [
      {
        title: "Schetsengalerij",
        body: "Vroege schetsen van Charlie, zijn vrienden en elke wereld. Hoe meer gouden vorken je verzamelt, hoe meer pagina's je vrijspeelt.",
      },
      {
        title: "Doorbakken-modus",
        body: "Een moeilijke modus die je vrijspeelt na je eerste einde. Charlie begint elk level op Medium en de tussenvlaggen staan verder uit elkaar.",
      },
      {
        title: "Geluidstest",
        body: "Luister in het pauzemenu naar elk muziekstuk en elk geluidseffect. Je speelt de geluidstest vrij door de Eetzaal uit te spelen.",
      },
    ],
    /** `page`: a page of this site the link leads to; `null`: a placeholder (coming soon). */
    communityLinks: [
      {
        label: "Discord-server",
        description:
          "Chat met andere spelers, deel geheime plekken en vraag hulp bij lastige levels.",
        page: null,
      },
      {
        label: "Speedrun-ranglijst",
        description: "Vergelijk je beste tijden en bekijk de routes van de snelste spelers.",
        page: null,
      },
      {
        label: "Fanartgalerij",
        description:
          "Tekeningen, strips en knutselwerkjes van Charlie en zijn vrienden, gemaakt door spelers.",
        page: null,
      },
      {
        label: "Veelgestelde vragen",
        description:
          "Antwoorden over opslaan, besturing en geluid, en wat je doet als een spel niet laadt.",
        page: "faq",
      },
    ],
  };
};
