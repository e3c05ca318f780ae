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
  /**
   * The privacy policy's words, in Dutch. It keeps the site's informal "je" too: the site speaks
   * to players of every age in one voice, and Dutch sites for families do the same.
   */
  return {
    meta: {
      title: `Privacybeleid | ${name}`,
      description: `Hoe ${name} met gegevens omgaat: wat er verzameld wordt, cookies en lokale opslag, externe spelhosts, de privacy van kinderen en je keuzes.`,
    },
    title: "Privacybeleid",
    /** Before the spec's date, which the page writes as Dutch writes dates ("19 april 2023"). */
    lastUpdated: (date: string) => `Laatst bijgewerkt op ${date}`,
    intro: `Dit beleid legt uit welke gegevens ${name} verzamelt als je deze website bezoekt en de spellen erop speelt, waarvoor die gegevens worden gebruikt en welke keuzes je hebt. Er zijn geen accounts, en we vragen alleen om persoonlijke gegevens als je zelf contact met ons opneemt.`,
    sections: {
      "information-we-collect": {
        title: "Welke gegevens we verzamelen",
        paragraphs: [
          "Sommige technische gegevens ontvangen we automatisch wanneer je browser onze pagina's en de ingesloten spellen laadt. Spelvoortgang en voorkeuren blijven in je browser, op je eigen apparaat. Persoonlijke gegevens ontvangen we alleen als je die zelf naar ons stuurt.",
        ],
        items: [
          "Type en versie van je browser",
          "Apparaatgegevens, zoals het soort apparaat, het besturingssysteem en de schermgrootte",
          "IP-adres",
          "Spelvoortgang, zoals voltooide kamers, sterren en vrijgespeelde decoraties",
          "Voorkeuren, zoals instellingen voor geluid, muziek en de Zen-modus",
          "Je naam en e-mailadres, alleen als je contact met ons opneemt",
        ],
      },
      "how-we-use-information": {
        title: "Hoe we gegevens gebruiken",
        paragraphs: [
          "We gebruiken technische gegevens om pagina's naar je apparaat te sturen, om de site goed te laten werken in verschillende browsers en op verschillende schermformaten, en om problemen te vinden en op te lossen.",
          "Spelvoortgang en voorkeuren gebruiken we alleen zodat je verder kunt gaan waar je gebleven was, met de instellingen die je koos. Neem je contact met ons op, dan gebruiken we je naam en e-mailadres alleen om je te antwoorden. We verkopen je gegevens niet.",
        ],
      },
      "cookies-and-local-storage": {
        title: "Cookies en lokale opslag",
        paragraphs: [
          `Deze site plaatst geen cookies. Hij bewaart hooguit twee dingen op je apparaat, in de lokale opslag (local storage) van je browser: je gekozen thema (Licht/Donker) onder “${THEME_STORAGE_KEY}”, zodat elke pagina meteen zo opent, en “${LANGUAGE_NOTICE_STORAGE_KEY}” zodra je de suggestie om een pagina in je eigen taal te lezen wegklikt, maar ook als je zelf een taal kiest: zo blijft de suggestie weg. De keuze Systeem bewaart niets, en geen van beide waarden verlaat ooit je apparaat.`,
          "Je kunt cookies en lokale opslag op elk moment wissen in je browserinstellingen. Daarmee zet je je themakeuze terug, verschijnt de taalsuggestie weer en wis je je spelvoortgang. Privé- en incognitovensters wissen ze vanzelf wanneer je ze sluit.",
        ],
      },
      "third-party-services": {
        title: "Diensten van derden",
        paragraphs: [
          "De spellen op deze site worden geladen in ingesloten frames van externe spelhosts. Wanneer een spel laadt, ontvangt de host technische gegevens zoals je IP-adres en browsertype, en mogelijk gebruikt hij zijn eigen cookies en lokale opslag.",
          "Deze hosts hebben hun eigen privacybeleid, dat bepaalt hoe ze met die gegevens omgaan. We raden je aan om dat te lezen.",
        ],
      },
      "data-security": {
        title: "Gegevensbeveiliging",
        paragraphs: [
          "Deze site werkt via een versleutelde verbinding, en we houden de gegevens die we bewaren tot een minimum beperkt. Berichten die je ons stuurt, bewaren we alleen zolang we ze nodig hebben om te antwoorden.",
          "Geen enkele manier om gegevens via internet te versturen en op te slaan biedt volledige veiligheid, dus absolute veiligheid kunnen we niet garanderen.",
        ],
      },
      "childrens-privacy": {
        title: "Privacy van kinderen",
        paragraphs: [
          `Onze spellen passen bij spelers van alle leeftijden, maar we verzamelen niet bewust persoonlijke gegevens van kinderen jonger dan ${t.count(POLICY_MIN_AGE_YEARS, { one: "# jaar", other: "# jaar" })}.`,
          `Ouders en voogden: denk je dat je kind jonger dan ${t.count(POLICY_MIN_AGE_YEARS, { one: "# jaar", other: "# jaar" })} ons persoonlijke gegevens heeft gestuurd? Neem dan contact met ons op, dan verwijderen we ze.`,
        ],
      },
      "international-data-transfers": {
        title: "Gegevens naar het buitenland",
        paragraphs: [
          "De diensten die wij en de spelhosts gebruiken, kunnen buiten je land staan. Gegevens kunnen daardoor worden overgedragen naar de Verenigde Staten en daar worden verwerkt, terwijl de wetten voor gegevensbescherming er kunnen afwijken van die in jouw land.",
        ],
      },
      "changes-to-this-policy": {
        title: "Wijzigingen in dit beleid",
        paragraphs: [
          "We kunnen dit beleid af en toe bijwerken. Als dat gebeurt, zetten we de nieuwe versie op deze pagina en passen we de datum bij “Laatst bijgewerkt” aan. Kom dus zo nu en dan even kijken.",
        ],
      },
    },
    questions: {
      title: "Vragen over je privacy?",
      body: "Vraag ons gerust alles over dit beleid, en laat het ons weten als we een bericht van jou moeten verwijderen.",
      contactUs: "Neem contact op",
    },
  };
};
