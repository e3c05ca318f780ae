import { siteConfig } from "@/config/site";
import type { HomeWords } from "../types";

const name = siteConfig.name;

/** Tidy Time in one line: opens the page's description and goes out with a shared link. */
const pitch = `Speel ${name} gratis in je browser: ruim rommelige kamers op, sorteer de troep en verdien sterren.`;

/**
 * The home page's words, in Dutch. The game's things keep one name each: spons, bezem,
 * stofzuiger, gereedschapsbalk, takenlijst, schoonmaakmeter, huiskaart, decoratiewinkel,
 * Zen-modus, sterren, combo's, munten.
 */
export const home: HomeWords = {
  meta: {
    title: `${name} – Gratis online schoonmaakspel`,
    description: `${pitch} Niets downloaden, geen account nodig. Uitleg, tips en antwoorden voor spelers van alle leeftijden.`,
  },
  hero: {
    title: name,
    subtitle: "Gratis online schoonmaakspel",
    intro: `Sorteer de rommel, schrob het vuil weg en maak van rommelige kamers brandschone plekjes. ${name} kost niets, draait in je browser en slaat je voortgang automatisch op.`,
    /** Read after "Meer weten" by screen readers and search engines. */
    learnMoreHidden: `over ${name}`,
  },
  share: { title: name, text: pitch },
  game: {
    title: `Speel ${name}`,
    intro: `Kies een gereedschap in de gereedschapsbalk, sleep elk voorwerp naar de plek waar het hoort en maak elke vieze plek schoon voordat de timer afloopt.`,
    /** Two sentences, so that the second link reads "neem dan contact op…" after a condition. */
    help: {
      text: "Laadt het spel niet? Blijft het hangen in een kamer? {faq}. Helpt dat niet, {contact}.",
      faqLabel: "Lees de FAQ",
      contactLabel: "neem dan contact op met support",
    },
  },
  about: {
    title: `Over ${name}`,
    intro: `${name} maakt van gewoon opruimen een rustige puzzel die heerlijk voldoening geeft. Elke kamer vormt een kort level dat je in een paar minuten uitspeelt, met sterren om te verdienen en decoraties om vrij te spelen.`,
    featuresHeading: "Wat je kunt verwachten",
    features: [
      {
        title: "Heerlijk schoonmaken",
        body: "Poets, veeg en zuig je een weg door slaapkamers, keukens en badkamers. Elke schone plek glinstert en vult de schoonmaakmeter bovenaan het scherm.",
      },
      {
        title: "Sterren en combo's",
        body: "Sorteer een paar voorwerpen achter elkaar goed en bouw zo combo's op die je punten vermenigvuldigen. Speel snel en foutloos, dan haal je alle drie de sterren van een kamer.",
      },
      {
        title: "Kamers om in te richten",
        body: "Met sterren speel je nieuwe kamers vrij op de huiskaart, en met munten koop je vloerkleden, planten en behang in de decoratiewinkel. Zo maak je van elke afgemaakte kamer jouw eigen plek.",
      },
      {
        title: "Overal spelen",
        body: "Speel zonder download in elke moderne browser, op computer, tablet en telefoon. Je voortgang wordt in je browser opgeslagen, dus je gaat gewoon verder waar je gebleven was.",
      },
    ],
    benefitsHeading: "Waarom spelers het zo leuk vinden",
    benefits: [
      {
        title: "Ontspanning",
        body: "Een rommelige kamer brandschoon zien worden werkt rustgevend. Zet de Zen-modus aan om de timer uit te schakelen en op je eigen tempo op te ruimen.",
      },
      {
        title: "Creativiteit",
        body: "Kies vloerkleden, planten en behang voor elke kamer die je afmaakt, en combineer stijlen tot elke ruimte echt van jou voelt.",
      },
      {
        title: "Productiviteit",
        body: "Elke kamer leert je plannen: eerst de rommel weg, dan van boven naar beneden schoonmaken. Veel spelers merken dat die gewoonte ook bij echte klusjes in huis helpt.",
      },
      {
        title: "Plezier",
        body: "Versla de timer, jaag op lange combo-reeksen en speel kamers opnieuw voor meer sterren. Elke maand komt er nieuwe inhoud bij.",
      },
    ],
    playFreeNow: "Nu gratis spelen",
  },
  guide: {
    title: "Speluitleg en tips",
    intro: `Net begonnen met ${name}? Ga je voor drie sterren in elke kamer? Begin met de basis, leer hoe elk gereedschap werkt en haal met de tips voor gevorderden een hogere score.`,
    gettingStarted: {
      title: "Aan de slag",
      intro: "Je eerste kamer duurt maar een paar minuten. Zo begin je:",
      items: [
        "Druk op “Nu spelen”, wacht tot het spel klaarstaat en kies dan de slaapkamer op de huiskaart.",
        "Bekijk de takenlijst in de hoek: daarop staat hoeveel voorwerpen je moet sorteren en hoeveel plekken je moet schoonmaken.",
        "Sleep elk voorwerp naar de plek waar het hoort, zoals speelgoed naar de speelgoedkist en kleren naar de wasmand.",
        "Kies een gereedschap in de gereedschapsbalk (spons, bezem, stofzuiger) en wrijf over vieze plekken tot ze glanzen.",
        "Vul de schoonmaakmeter voordat de timer afloopt. Dan heb je de kamer af en krijg je je sterren.",
      ],
    },
    techniquesHeading: "Schoonmaaktechnieken",
    techniques: [
      {
        title: "Sorteren",
        body: "Sleep voorwerpen naar de bakken, planken en manden met het bijpassende plaatje. Leg je een voorwerp goed neer, dan klikt het vast en groeit je combo. Leg je het verkeerd neer, dan stuitert het terug en begint je combo opnieuw.",
      },
      {
        title: "Poetsen",
        body: "Pak de spons voor tafels, spiegels en aanrechten. Wrijf heen en weer over een vlek; plakkerige vlekken gloeien oranje en hebben een paar extra halen nodig.",
      },
      {
        title: "Vegen",
        body: "Gebruik de bezem op harde vloeren om kruimels en stof op een hoopje te vegen. Tik daarna op het blik om de hele hoop in één keer op te scheppen, goed voor bonuspunten.",
      },
      {
        title: "Stofzuigen",
        body: "Wissel naar de stofzuiger voor kleden en vloerbedekking. Die maakt in één keer een brede strook schoon, dus beweeg in rechte, overlappende banen in plaats van te zigzaggen.",
      },
    ],
    advanced: [
      {
        title: "Schoonmaakstrategieën voor gevorderden",
        intro: "Ken je het gereedschap eenmaal, dan besparen deze gewoontes je de meeste tijd:",
        items: [
          "Eerst sorteren, dan schoonmaken: voorwerpen op de vloer verbergen vuil. Ruim je ze eerst op, dan zie je meteen alle vieze plekken.",
          "Werk van boven naar beneden. Als je planken afneemt, valt er stof op de vloer, dus veeg en stofzuig je als laatste.",
          "Verzamel voorwerpen die naar dezelfde plek moeten en leg ze direct na elkaar neer, zodat je combo blijft groeien.",
          "Bewaar de hintknop voor het einde: die laat de laatste gemiste plekken oplichten, maar zet je combo terug op nul.",
        ],
      },
      {
        title: "Tips per kamer",
        intro: "Elke kamer heeft zijn eigen lastige plekjes:",
        items: [
          "Slaapkamer: kijk onder het bed en achter de gordijnen, want daar verstoppen sokken en klein speelgoed zich graag.",
          "Keuken: zet de vaat in de gootsteen voordat je het aanrecht afneemt, anders vallen er weer kruimels op schone plekken.",
          "Badkamer: poets de spiegel als laatste, want spetters uit de wastafel kunnen hem weer laten beslaan.",
          "Garage: hang eerst het gereedschap aan het gaatjesbord om ruimte te maken, en veeg dan de grote vloer in lange halen.",
        ],
      },
      {
        title: "Punten en prestaties",
        intro: "Voor punten, sterren en trofeeën gelden simpele regels:",
        items: [
          "Elk gesorteerd voorwerp en elke schone plek levert punten op, en seconden die nog op de timer staan, worden een tijdbonus.",
          "Eén ster krijg je als je op tijd klaar bent, twee als je het puntendoel van de kamer haalt en drie voor een ronde zonder één verkeerd geplaatst voorwerp.",
          "Combo's vermenigvuldigen je punten, dus een lange sorteerreeks levert meer op dan snel schoonmaken.",
          "Trofeeën in het menu Prestaties belonen mijlpalen, zoals je eerste kamer met drie sterren en je eerste perfecte combo.",
        ],
      },
    ],
    proTipsHeading: "Tips van de pro's",
    proTips: [
      "Lees eerst de takenlijst, dan weet je precies wat meetelt voor de schoonmaakmeter.",
      "Zoom in om piepkleine kruimels en kleine voorwerpen te zien: knijp met twee vingers, en op de computer gebruik je het muiswiel.",
      "Speel afgemaakte kamers opnieuw: je kent de indeling al, dus drie sterren halen gaat veel makkelijker.",
      "Geef munten uit aan decoraties die je mooi vindt; die kosten je nooit sterren en ook geen tijd.",
      "Zet de Zen-modus aan om een nieuwe kamer rustig te leren kennen, en zet hem daarna uit om op sterren te jagen.",
      "Speel op kleine schermen in volledig scherm, dan worden voorwerpen groter en makkelijker te slepen.",
    ],
  },
  faqSection: {
    title: "Veelgestelde vragen",
    intro: `Snelle antwoorden over ${name}. Wil je meer weten? Op de FAQ-pagina staan alle vragen die we krijgen.`,
    seeAll: "Alle vragen bekijken",
  },
  faq: [
    {
      question: `Waar gaat ${name} over?`,
      answer: `In ${name} ruim je lekker ontspannen op en maak je schoon. Elk level bestaat uit een rommelige kamer: sorteer de rommel in de juiste bakken en op de juiste planken, poets, veeg en stofzuig, en verdien tot drie sterren, afhankelijk van hoe goed je het deed.`,
    },
    {
      question: `Kan ik ${name} gratis spelen?`,
      answer: `Ja. Elke kamer, elk gereedschap en elke decoratie verdien je door te spelen. Je hoeft niets te kopen en er geldt geen limiet op het aantal kamers dat je per dag speelt.`,
    },
    {
      question: "Moet ik iets downloaden en een account aanmaken?",
      answer: `Nee. ${name} draait gewoon in je webbrowser, dus je hoeft niets te installeren. Accounts bestaan ook niet: druk op “Nu spelen” en de eerste kamer gaat meteen open.`,
    },
    {
      question: "Op welke apparaten kan ik spelen?",
      answer: `Op elke computer, tablet en telefoon met een actuele browser, zoals Chrome, Firefox, Safari en Edge. Draai je telefoon een kwartslag, dan zie je de kamer groter.`,
    },
    {
      question: "Hoe sla ik mijn voortgang op?",
      answer: `Daar hoef je niets voor te doen. Je sterren, vrijgespeelde kamers en decoraties worden na elke kamer automatisch in je browser opgeslagen. Kom terug in dezelfde browser op hetzelfde apparaat en speel gewoon verder.`,
    },
    {
      question: "Hoe bestuur ik het spel?",
      answer: `Kies een gereedschap in de gereedschapsbalk onderaan het scherm en klik om het te gebruiken (op een touchscreen tik je). Sleep voorwerpen naar de bakken en planken waar ze thuishoren, en wrijf heen en weer over vuil om het weg te poetsen en weg te vegen.`,
    },
    {
      question: "Wat moet ik in elke kamer doen?",
      answer: `Werk de takenlijst van de kamer af voordat de timer afloopt: elk voorwerp opgeruimd, elke vieze plek schoon. De schoonmaakmeter bovenaan loopt ondertussen vol, en zodra hij helemaal vol zit, heb je de kamer uitgespeeld.`,
    },
    {
      question: "Hoe lang duurt één kamer?",
      answer: `De eerste kamers duren twee à drie minuten, grotere kamers later ongeveer vijf. Zo speel je makkelijk één kamer in een korte pauze en stop je wanneer je wilt.`,
    },
    {
      question: "Kan ik ook rustig spelen, zonder timer?",
      answer: `Ja. Zet de Zen-modus aan in het instellingenmenu (het tandwielpictogram), dan gaat de timer uit. Je verdient nog steeds punten en munten, maar kamers in de Zen-modus veranderen je sterren niet.`,
    },
    {
      question: `Kunnen jonge kinderen ${name} spelen?`,
      answer: `Ja. Er zit geen geweld in, je chat niet met vreemden en je hoeft niets te kopen. Jongere kinderen spelen het fijnst in de Zen-modus, waar ze op hun eigen tempo sorteren en schoonmaken.`,
    },
  ],
};
