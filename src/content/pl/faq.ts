import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import { CHARLIE_NAME } from "../names";
import type { FaqWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The FAQ page's words, in Polish. */
export const faq = (t: WordsTools): FaqWords => {
  /** "w ciągu 24–48 godzin": the hours in the genitive, as after "w ciągu" (within). */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)}–${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# godziny", few: "# godzin", many: "# godzin", other: "# godziny" })}`;

  return {
    meta: {
      title: `FAQ - ${name}: pomoc i odpowiedzi`,
      /** "Odpowiedzi na 20 najczęstszych pytań": the count in the accusative, after "na". */
      description: `Odpowiedzi na ${t.count(FAQ_PAGE_COUNT, { one: "# najczęstsze pytanie", few: "# najczęstsze pytania", many: "# najczęstszych pytań", other: "# najczęstszego pytania" })} o ${name}: zapisywanie postępów, urządzenia, sterowanie, punktacja, limity gry, nowości i pomoc techniczna.`,
    },
    title: "Najczęściej zadawane pytania",
    intro: `Wszystko, o co pytają gracze ${name}, od zapisywania postępów po szukanie pomocy. Wybierz pytanie, żeby zobaczyć odpowiedź.`,
    /** The spec's 20 questions; each one's address (/pl/faq#…) is made from its wording. */
    entries: [
      {
        question: `Czy ${name} coś kosztuje?`,
        answer: `Nie, gra w ${name} jest całkowicie darmowa. Nie ma płatnych pokoi, waluty premium ani zakupów w grze. Wszystko odblokowujesz, grając.`,
      },
      {
        question: "Czy do gry potrzebne jest konto?",
        answer: `Nie. Na razie nie ma kont, więc nie musisz się rejestrować ani pamiętać hasła. Konta mogą pojawić się w przyszłej aktualizacji, żeby można było przenosić postępy między urządzeniami.`,
      },
      {
        question: "Czy muszę coś pobrać lub zainstalować?",
        answer: `Nie. Gra wczytuje się na tej stronie i działa w przeglądarce. Połączenie z internetem jest potrzebne tylko podczas uruchamiania gry.`,
      },
      {
        question: "Jakie urządzenia i przeglądarki są obsługiwane?",
        answer: `${name} działa na komputerach, tabletach i telefonach z aktualną wersją przeglądarki Chrome, Firefox, Safari lub Edge. Jeśli gra zwalnia, zamknij inne karty albo zaktualizuj przeglądarkę.`,
      },
      {
        question: "Gdzie zapisują się moje postępy?",
        answer: `Gwiazdki, odblokowane pokoje, dekoracje i ustawienia są zapisywane w pamięci lokalnej przeglądarki, na twoim własnym urządzeniu. Nic nie trafia do nas, a zapis odbywa się automatycznie za każdym razem, gdy ukończysz pokój.`,
      },
      {
        question: "Dlaczego moje postępy zniknęły?",
        answer: `Postępy są przechowywane w pamięci lokalnej przeglądarki, więc wyczyszczenie plików cookie i danych witryn je usuwa, a okna prywatne (incognito) zapominają je po zamknięciu. Graj w zwykłym oknie, żeby nie stracić swoich pokoi.`,
      },
      {
        question: "Czy mogę grać dalej w innej przeglądarce lub na innym urządzeniu?",
        answer: `Jeszcze nie. Pamięć lokalna należy do jednej przeglądarki na jednym urządzeniu, więc w innej przeglądarce, na innym komputerze czy telefonie gra zaczyna się od nowa. Konta do przenoszenia postępów mogą pojawić się w przyszłej aktualizacji.`,
      },
      {
        question: "Czy jest dzienny limit grania?",
        answer: `Nie. Nie ma dziennych limitów gry, pasków energii ani czekania między pokojami. Powtarzaj dowolny pokój tyle razy, ile chcesz, żeby zdobyć więcej gwiazdek.`,
      },
      {
        question: "Jak często pojawiają się nowości?",
        answer: `Nowości pojawiają się co miesiąc. Każda aktualizacja przynosi nowe pokoje, dekoracje albo wydarzenia sezonowe, a twoje zapisane postępy zostają nietknięte.`,
      },
      {
        question: "Jak grać na pełnym ekranie?",
        answer: `Kliknij przycisk pełnego ekranu w rogu okna gry. Żeby wyjść z pełnego ekranu, naciśnij Esc na klawiaturze albo dotknij tego samego przycisku na ekranie dotykowym.`,
      },
      {
        question: "Jak wyłączyć dźwięk lub muzykę?",
        answer: `Otwórz menu ustawień ikoną zębatki w grze. Muzyka i efekty dźwiękowe mają osobne przełączniki, więc możesz zostawić przyjemne odgłosy sprzątania i wyciszyć samą muzykę.`,
      },
      {
        question: "Gra się nie wczytuje. Co mogę zrobić?",
        answer: `Odśwież stronę i sprawdź połączenie z internetem. Jeśli okno gry nadal jest puste, zezwól na serwer gry w ustawieniach przeglądarki i wyłącz na tej stronie agresywne blokery reklam lub skryptów, a potem wczytaj ją ponownie.`,
      },
      {
        question: "Czym różni się sterowanie dotykiem i myszą?",
        answer: `Myszą klikasz narzędzie, przeciągasz przedmioty z wciśniętym przyciskiem i szorujesz, trzymając przycisk podczas ruchu. Na ekranie dotykowym stukasz, przeciągasz jednym palcem i pocierasz tam i z powrotem. Wynik jest taki sam w obu przypadkach.`,
      },
      {
        question: "Jak liczone są punkty i gwiazdki?",
        answer: `Punkty dostajesz za każdy odłożony przedmiot i każde wyczyszczone miejsce, a do tego premię za czas, który został na zegarze. Jedna gwiazdka jest za ukończenie na czas, dwie za zdobycie wymaganej liczby punktów, a trzy za idealne przejście bez ani jednego źle odłożonego przedmiotu.`,
      },
      {
        question: "Czym jest combo?",
        answer: `Gdy odkładasz przedmioty na właściwe miejsca jeden po drugim, budujesz combo, które mnoży punkty. Źle odłożony przedmiot wraca na start i zeruje combo, więc warto chwilę przyjrzeć się każdej etykiecie.`,
      },
      {
        question: "Jak odblokować nowe pokoje i dekoracje?",
        answer: `Gwiazdki odblokowują nowe pokoje na mapie domu, a za monety zdobyte dzięki punktom kupisz w sklepie z dekoracjami dywany, rośliny czy tapety. Powtarzanie pokoi dla większej liczby gwiazdek daje też więcej monet.`,
      },
      {
        question: `Czy ${name} to gra odpowiednia dla dzieci?`,
        answer: `Tak, powstała z myślą o graczach w każdym wieku. Nie ma w niej przemocy, czatu ani niczego do kupienia, a Tryb Zen wyłącza zegar, więc młodsi gracze mogą grać bez pośpiechu.`,
      },
      {
        question: "Jakie dane zbieracie, gdy gram?",
        answer: `Bardzo niewiele. Postępy w grze zostają w twojej przeglądarce i nie trzeba się nigdzie rejestrować. Wszystkie szczegóły znajdziesz w naszej Polityce prywatności.`,
      },
      {
        question: "Jak skontaktować się z pomocą techniczną?",
        answer: `Kliknij na tej stronie „Skontaktuj się z nami”, żeby przejść na stronę kontaktową i wysłać nam wiadomość. Odpowiadamy w ciągu ${responseWindow} w dni robocze. Napisz też, jakiej przeglądarki i jakiego urządzenia używasz, a szybciej ci pomożemy.`,
      },
      {
        question: `Czym jest ${CHARLIE_NAME}?`,
        answer: `${CHARLIE_NAME} to darmowa platformówka na tej stronie, w której dzielny stek biega, skacze i pędzi przez kuchenne światy. Na stronie ${CHARLIE_NAME} znajdziesz grę, opis sterowania i pełny przewodnik po poziomach.`,
      },
    ],
    moreHelp: {
      title: "Nadal masz pytanie?",
      body: "Nasz zespół pomocy chętnie pomoże we wszystkim, czego nie ma na tej stronie.",
      contactSupport: "Skontaktuj się z nami",
    },
  };
};
