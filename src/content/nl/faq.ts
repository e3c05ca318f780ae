import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { FaqWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The FAQ page's words, in Dutch. */
export const faq = (t: WordsTools): FaqWords => {
  /** Dutch counts hours with the singular after a number ("48 uur"), so both forms read "uur". */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} tot ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# uur", other: "# uur" })}`;

  return {
    meta: {
      title: `FAQ – hulp en antwoorden over ${name}`,
      description: `Antwoorden op ${t.count(FAQ_PAGE_COUNT, { one: "de # meestgestelde vraag", other: "de # meestgestelde vragen" })} over ${name}: voortgang opslaan, apparaten, besturing, punten, speellimieten, nieuwe inhoud en hulp van support.`,
    },
    title: "Veelgestelde vragen",
    intro: `Alles wat spelers vragen over ${name}, van voortgang opslaan tot hulp krijgen. Kies een vraag om het antwoord te zien.`,
    entries: [
      {
        question: `Kost ${name} iets?`,
        answer: `Nee, ${name} speel je helemaal gratis. Er zijn geen betaalde kamers, geen premiummunten en geen aankopen in het spel. Alles speel je vrij door te spelen.`,
      },
      {
        question: "Heb ik een account nodig om te spelen?",
        answer: `Nee. Accounts bestaan op dit moment niet, dus je hoeft je nergens te registreren en geen wachtwoord te onthouden. Misschien komen er in een toekomstige update accounts, zodat je je voortgang naar andere apparaten kunt meenemen.`,
      },
      {
        question: "Moet ik iets downloaden en installeren?",
        answer: `Nee. Het spel laadt binnen deze website en draait in je browser. Je hebt alleen een internetverbinding nodig terwijl het spel opstart.`,
      },
      {
        question: "Welke apparaten en browsers worden ondersteund?",
        answer: `${name} werkt op computers, tablets en telefoons met een recente versie van Chrome, Firefox, Safari en Edge. Voelt het traag aan? Sluit dan andere tabbladen, en helpt dat niet, werk je browser bij.`,
      },
      {
        question: "Waar wordt mijn voortgang opgeslagen?",
        answer: `Je sterren, vrijgespeelde kamers, decoraties en instellingen worden opgeslagen in de lokale opslag (local storage) van je browser, op je eigen apparaat. Er gaat niets naar ons, en het opslaan gebeurt automatisch telkens als je een kamer afmaakt.`,
      },
      {
        question: "Waarom ben ik mijn voortgang kwijt?",
        answer: `Je voortgang staat in de lokale opslag van je browser. Wis je cookies en sitegegevens, dan ben je hem dus kwijt, en privé- en incognitovensters vergeten hem zodra je ze sluit. Speel in een normaal venster om je kamers te bewaren.`,
      },
      {
        question: "Kan ik verderspelen in een andere browser, op een ander apparaat?",
        answer: `Nog niet. De lokale opslag hoort bij één browser op één apparaat, dus een andere browser begint met een nieuw spel, net als een andere computer en een andere telefoon. Misschien komen er in een toekomstige update accounts om je voortgang mee te nemen.`,
      },
      {
        question: "Zit er een limiet op hoeveel ik per dag kan spelen?",
        answer: `Nee. Er zijn geen dagelijkse speellimieten, geen energiebalken en geen wachttijden tussen kamers. Speel elke kamer zo vaak je wilt om je sterren te verbeteren.`,
      },
      {
        question: "Hoe vaak komt er nieuwe inhoud bij?",
        answer: `Elke maand verschijnt er nieuwe inhoud. Elke update brengt nieuwe kamers, decoraties en seizoensevenementen, en je opgeslagen voortgang blijft gewoon bewaard.`,
      },
      {
        question: "Hoe speel ik in volledig scherm?",
        answer: `Klik op de knop voor volledig scherm in de hoek van het spelvenster. Wil je het volledige scherm weer sluiten, druk dan op Esc op je toetsenbord; op een touchscreen tik je nog een keer op dezelfde knop.`,
      },
      {
        question: "Hoe zet ik het geluid en de muziek uit?",
        answer: `Open het instellingenmenu met het tandwielpictogram in het spel. Muziek en geluidseffecten hebben elk een eigen schakelaar, dus je kunt de heerlijke schoonmaakgeluiden aanhouden en alleen de muziek uitzetten.`,
      },
      {
        question: "Het spel laadt niet. Wat kan ik doen?",
        answer: `Vernieuw de pagina en controleer je internetverbinding. Blijft het spelvenster leeg, sta de spelhost dan toe in je browserinstellingen en zet strenge advertentie- en scriptblokkers uit voor deze site. Laad de pagina daarna opnieuw.`,
      },
      {
        question: "Wat verschilt er aan de besturing tussen een muis en een touchscreen?",
        answer: `Met een muis klik je op een gereedschap, sleep je voorwerpen met ingedrukte knop en hou je de knop ingedrukt terwijl je beweegt om te schrobben. Op een touchscreen tik je, sleep je met één vinger en wrijf je heen en weer. Beide leveren dezelfde score op.`,
      },
      {
        question: "Hoe worden punten en sterren berekend?",
        answer: `Je krijgt punten voor elk gesorteerd voorwerp en elke schone plek, plus een bonus voor de tijd die nog op de klok staat. Eén ster krijg je als je op tijd klaar bent, twee als je het puntendoel haalt en drie voor een perfecte ronde zonder verkeerd geplaatste voorwerpen.`,
      },
      {
        question: "Wat zijn combo's?",
        answer: `Sorteer je voorwerpen achter elkaar op de juiste plek, dan bouw je een combo op die je punten vermenigvuldigt. Leg je iets verkeerd neer, dan gaat het voorwerp terug en begint je combo opnieuw. Kijk dus even goed naar elk label.`,
      },
      {
        question: "Hoe speel ik nieuwe kamers en decoraties vrij?",
        answer: `Met sterren speel je nieuwe kamers vrij op de huiskaart, en met de munten die je met punten verdient, koop je decoraties zoals vloerkleden, planten en behang in de decoratiewinkel. Speel je kamers opnieuw voor meer sterren, dan verdien je ook meer munten.`,
      },
      {
        question: `Kunnen kinderen ${name} spelen?`,
        answer: `Ja, het spel richt zich op spelers van alle leeftijden. Er zit geen geweld in, je kunt niet chatten en je hoeft niets te kopen. In de Zen-modus verdwijnt de timer, zodat jongere spelers alle tijd hebben.`,
      },
      {
        question: "Welke gegevens verzamelen jullie als ik speel?",
        answer: `Heel weinig. Je spelvoortgang blijft in je eigen browser en je hoeft je nergens voor aan te melden. Alle details vind je in ons privacybeleid.`,
      },
      {
        question: "Hoe neem ik contact op met support?",
        answer: `Via de link “Contact opnemen met support” op deze pagina kom je op onze contactpagina, waar je ons een bericht stuurt. We antwoorden op werkdagen binnen ${responseWindow}. Vermeld je browser en je apparaat, dan kunnen we je sneller helpen.`,
      },
      {
        question: "Waar gaat Charlie the Steak over?",
        answer: `Charlie the Steak: zo heet de gratis platformgame op deze site. Een dappere biefstuk rent, springt en sprint daarin door werelden vol keukenspullen. Open de pagina over Charlie the Steak voor het spel, de besturing en een complete gids voor alle levels.`,
      },
    ],
    moreHelp: {
      title: "Nog een vraag?",
      body: "Ons supportteam helpt je graag met alles wat niet op deze pagina staat.",
      contactSupport: "Contact opnemen met support",
    },
  };
};
