import { siteConfig } from "@/config/site";
import type { HomeWords } from "../types";

const name = siteConfig.name;

/** Tidy Time in one line: opens the page's description and goes out with a shared link. */
const pitch = `Graj w ${name} za darmo, prosto w przeglądarce: sprzątaj zabałaganione pokoje, sortuj graty i zdobywaj gwiazdki.`;

/** The home page's words, in Polish. */
export const home: HomeWords = {
  meta: {
    title: `${name} - darmowa gra online o sprzątaniu`,
    description: `${pitch} Bez pobierania i bez rejestracji. Poradniki, wskazówki i odpowiedzi dla graczy w każdym wieku.`,
  },
  hero: {
    title: name,
    subtitle: "Darmowa gra online o sprzątaniu",
    intro: `Posortuj graty, zetrzyj brud i zamień zabałaganione pokoje w lśniące czystością. W ${name} grasz za darmo, prosto w przeglądarce, a twoje postępy zapisują się same.`,
    /** Read after "Dowiedz się więcej" by screen readers and search engines. */
    learnMoreHidden: `o ${name}`,
  },
  share: { title: name, text: pitch },
  game: {
    title: `Zagraj w ${name}`,
    intro: `Wybierz narzędzie z paska, przeciągnij każdy przedmiot na jego miejsce i wyczyść wszystkie plamy, zanim skończy się czas.`,
    help: {
      text: "Gra się nie wczytuje albo utknęła w którymś pokoju? {faq} lub {contact}.",
      faqLabel: "Zajrzyj do FAQ",
      contactLabel: "napisz do nas",
    },
  },
  about: {
    title: `O grze ${name}`,
    intro: `${name} zamienia codzienne sprzątanie w spokojną, satysfakcjonującą łamigłówkę. Każdy pokój to krótki poziom na kilka minut, z gwiazdkami do zdobycia i dekoracjami do odblokowania.`,
    featuresHeading: "Cechy gry",
    features: [
      {
        title: "Satysfakcjonujące sprzątanie",
        body: "Ścieraj, zamiataj i odkurzaj sypialnie, kuchnie i łazienki. Każde wyczyszczone miejsce lśni i napełnia pasek sprzątania u góry ekranu.",
      },
      {
        title: "Gwiazdki i combo",
        body: "Odkładaj przedmioty bezbłędnie jeden po drugim, a zbudujesz combo, które mnoży punkty. Skończ szybko i bez pomyłek, a zdobędziesz w pokoju wszystkie trzy gwiazdki.",
      },
      {
        title: "Pokoje do urządzenia",
        body: "Gwiazdki odblokowują nowe pokoje na mapie domu, a za monety kupisz w sklepie z dekoracjami dywany, rośliny i tapety, żeby urządzić każdy ukończony pokój po swojemu.",
      },
      {
        title: "Graj, gdzie chcesz",
        body: "Graj w każdej nowoczesnej przeglądarce na komputerze, tablecie lub telefonie, bez pobierania. Postępy zapisują się w przeglądarce, więc zawsze wrócisz do gry w tym samym miejscu.",
      },
    ],
    benefitsHeading: "Dlaczego gracze ją uwielbiają",
    /** The spec's four benefit tiles: Stress Relief, Creativity, Productivity, Entertainment. */
    benefits: [
      {
        title: "Mniej stresu",
        body: "Patrzenie, jak zabałaganiony pokój zaczyna lśnić, naprawdę uspokaja. Włącz Tryb Zen, żeby wyłączyć zegar i sprzątać we własnym tempie.",
      },
      {
        title: "Kreatywność",
        body: "Wybieraj dywany, rośliny i tapety do każdego ukończonego pokoju i mieszaj style, aż każde wnętrze będzie naprawdę twoje.",
      },
      {
        title: "Produktywność",
        body: "Każdy pokój uczy planowania: najpierw usuń graty, potem sprzątaj od góry do dołu. Wielu graczy zauważa, że ten nawyk przenosi się na prawdziwe domowe porządki.",
      },
      {
        title: "Rozrywka",
        body: "Pokonuj zegar, nabijaj serie combo i powtarzaj pokoje, żeby zdobyć więcej gwiazdek. A co miesiąc dochodzi coś nowego.",
      },
    ],
    playFreeNow: "Zagraj za darmo",
  },
  guide: {
    title: "Poradnik i wskazówki",
    intro: `Dopiero zaczynasz przygodę z ${name} albo polujesz na trzy gwiazdki w każdym pokoju? Zacznij od podstaw, poznaj wszystkie narzędzia, a potem podnieś wynik dzięki zaawansowanym wskazówkom.`,
    gettingStarted: {
      title: "Pierwsze kroki",
      intro: "Pierwszy pokój zajmie ci tylko kilka minut. Oto jak zacząć:",
      items: [
        "Naciśnij „Zagraj teraz”, poczekaj, aż gra się wczyta, i wybierz Sypialnię na mapie domu.",
        "Spójrz na listę zadań w rogu: pokazuje, ile przedmiotów trzeba posortować i ile plam wyczyścić.",
        "Przeciągaj przedmioty na ich miejsca, na przykład zabawki do skrzyni, a ubrania do kosza na pranie.",
        "Wybierz z paska narzędzi gąbkę, miotłę lub odkurzacz i pocieraj brudne miejsca, aż zalśnią.",
        "Napełnij pasek sprzątania, zanim skończy się czas, żeby ukończyć pokój i odebrać gwiazdki.",
      ],
    },
    techniquesHeading: "Techniki sprzątania",
    techniques: [
      {
        title: "Sortowanie",
        body: "Przeciągaj przedmioty do kosza, na półkę lub do koszyka z pasującym obrazkiem. Trafnie odłożony przedmiot wskakuje na miejsce i podbija combo; źle odłożony odbija się i je zeruje.",
      },
      {
        title: "Ścieranie",
        body: "Do stołów, luster i blatów wybierz gąbkę. Pocieraj smugę tam i z powrotem; lepkie plamy świecą na pomarańczowo i trzeba przejechać po nich kilka razy więcej.",
      },
      {
        title: "Zamiatanie",
        body: "Miotłą zgarniaj okruchy i kurz z twardej podłogi na jedną kupkę, a potem stuknij szufelkę, żeby zebrać ją całą naraz i zgarnąć dodatkowe punkty.",
      },
      {
        title: "Odkurzanie",
        body: "Przy dywanach i wykładzinach przełącz się na odkurzacz. Czyści szeroki pas za jednym razem, więc prowadź go prostymi, zachodzącymi na siebie liniami zamiast zygzakiem.",
      },
    ],
    advanced: [
      {
        title: "Zaawansowane strategie sprzątania",
        intro: "Gdy już znasz narzędzia, te nawyki oszczędzą ci najwięcej czasu:",
        items: [
          "Najpierw sortuj, potem sprzątaj: przedmioty na podłodze zasłaniają brud, więc gdy je uprzątniesz, od razu zobaczysz wszystkie plamy.",
          "Pracuj od góry do dołu. Przy ścieraniu półek kurz spada na podłogę, więc zamiataj i odkurzaj na końcu.",
          "Grupuj przedmioty według miejsca docelowego i odkładaj je jeden po drugim, żeby combo ciągle rosło.",
          "Przycisk podpowiedzi zostaw na koniec: pokazuje ostatnie przeoczone miejsca, ale zeruje combo.",
        ],
      },
      {
        title: "Wskazówki do poszczególnych pokoi",
        intro: "Każdy pokój ma swoje podchwytliwe miejsca:",
        items: [
          "Sypialnia: zajrzyj pod łóżko i za zasłony, gdzie lubią chować się skarpetki i małe zabawki.",
          "Kuchnia: zanim wytrzesz blaty, włóż naczynia do zlewu, bo inaczej okruchy spadną z powrotem na czyste powierzchnie.",
          "Łazienka: lustro wycieraj na końcu, bo woda chlapiąca z umywalki może je znowu zabrudzić.",
          "Garaż: najpierw powieś narzędzia na tablicy, żeby zrobić miejsce, a potem zamiataj dużą podłogę długimi pociągnięciami.",
        ],
      },
      {
        title: "Punkty i osiągnięcia",
        intro: "Punkty, gwiazdki i trofea rządzą się prostymi zasadami:",
        items: [
          "Każdy odłożony przedmiot i każde wyczyszczone miejsce to punkty, a sekundy, które zostaną na zegarze, zamieniają się w premię czasową.",
          "Jedna gwiazdka za ukończenie pokoju na czas, dwie za zdobycie wymaganej liczby punktów, trzy za przejście bez ani jednego źle odłożonego przedmiotu.",
          "Combo mnoży punkty, więc długa seria trafnie odłożonych przedmiotów jest warta więcej niż szybkie sprzątanie.",
          "Trofea w menu Osiągnięcia nagradzają ważne momenty, na przykład pierwszy pokój na trzy gwiazdki albo idealne combo.",
        ],
      },
    ],
    proTipsHeading: "Porady od mistrzów",
    proTips: [
      "Najpierw przeczytaj listę zadań, żeby dokładnie wiedzieć, co liczy się do paska sprzątania.",
      "Przybliżaj widok, rozsuwając palce albo kręcąc kółkiem myszy, żeby dostrzec drobne okruszki i małe przedmioty.",
      "Wracaj do ukończonych pokoi: znasz już ich układ, więc o trzy gwiazdki dużo łatwiej.",
      "Wydawaj monety na dekoracje, które ci się podobają: nigdy nie kosztują cię gwiazdek ani czasu.",
      "Włącz Tryb Zen, żeby na spokojnie poznać nowy pokój, a potem go wyłącz i walcz o gwiazdki.",
      "Na małych ekranach graj na pełnym ekranie: przedmioty są wtedy większe i łatwiej je przeciągać.",
    ],
  },
  faqSection: {
    title: "Najczęściej zadawane pytania",
    intro: `Szybkie odpowiedzi na pytania o grę ${name}. Potrzebujesz więcej? Na stronie FAQ znajdziesz wszystkie pytania, jakie do nas trafiają.`,
    seeAll: "Zobacz wszystkie pytania",
  },
  /** The short FAQ at the foot of the page: the spec's 10 questions. */
  faq: [
    {
      question: `Czym jest ${name}?`,
      answer: `${name} to relaksująca gra o sprzątaniu i porządkowaniu. Każdy poziom to zabałaganiony pokój: rozłóż graty do właściwych pojemników i na półki, zetrzyj kurz, pozamiataj i poodkurzaj, a potem zdobądź do trzech gwiazdek za to, jak ci poszło.`,
    },
    {
      question: `Czy gra w ${name} jest darmowa?`,
      answer: `Tak. Każdy pokój, narzędzie i dekorację zdobywasz, grając. Nie ma tu nic do kupienia ani limitu pokoi, które możesz przejść w ciągu dnia.`,
    },
    {
      question: "Czy muszę coś pobierać albo zakładać konto?",
      answer: `Nie. ${name} działa bezpośrednio w przeglądarce, więc nie trzeba niczego instalować. Nie ma też kont: naciśnij „Zagraj teraz”, a pierwszy pokój otworzy się od razu.`,
    },
    {
      question: "Na jakich urządzeniach mogę grać?",
      answer: `Na każdym komputerze, tablecie i telefonie z aktualną przeglądarką, taką jak Chrome, Firefox, Safari czy Edge. Na telefonie obróć ekran poziomo, żeby widzieć pokój w większym rozmiarze.`,
    },
    {
      question: "Jak zapisać postępy?",
      answer: `Nic nie musisz robić. Gwiazdki, odblokowane pokoje i dekoracje zapisują się w przeglądarce automatycznie po każdym pokoju, więc wystarczy wrócić do tej samej przeglądarki na tym samym urządzeniu, żeby grać dalej.`,
    },
    {
      question: "Jak sterować grą?",
      answer: `Wybierz narzędzie z paska na dole ekranu, a potem kliknij lub dotknij, żeby go użyć. Przeciągaj przedmioty do właściwego pojemnika lub na półkę, a brud ścieraj i zamiataj, pocierając go tam i z powrotem.`,
    },
    {
      question: "Jaki jest cel w każdym pokoju?",
      answer: `Odhacz całą listę zadań, zanim skończy się czas: odłóż każdy przedmiot i wyczyść każde brudne miejsce. Pasek sprzątania u góry napełnia się w miarę postępów, a pokój jest ukończony, gdy pasek dojdzie do końca.`,
    },
    {
      question: "Ile trwa jeden pokój?",
      answer: `Pierwsze pokoje zajmują dwie, trzy minuty, a większe, późniejsze około pięciu. Łatwo więc zagrać jeden pokój w krótkiej przerwie i skończyć, kiedy tylko chcesz.`,
    },
    {
      question: "Czy można grać spokojnie, bez zegara?",
      answer: `Tak. Włącz Tryb Zen w menu ustawień (ikona zębatki), żeby wyłączyć zegar. Nadal zdobywasz punkty i monety, ale pokoje w Trybie Zen nie zmieniają twoich ocen w gwiazdkach.`,
    },
    {
      question: `Czy ${name} nadaje się dla małych dzieci?`,
      answer: `Tak. Nie ma tu przemocy, czatu z nieznajomymi ani niczego do kupienia. Młodszym dzieciom najlepiej gra się w Trybie Zen, w którym sortują i sprzątają we własnym tempie.`,
    },
  ],
};
