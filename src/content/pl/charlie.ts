import {
  PLATFORMER_ENDING_COUNT,
  PLATFORMER_LEVEL_COUNT,
  PLATFORMER_WORLD_COUNT,
  SPEEDSTER_LIMIT_MINUTES,
} from "@/lib/constants";
import type { IndexablePageId } from "@/lib/routes";
import { siteConfig } from "@/config/site";
import { CHARLIE_NAME } from "../names";
import type { CharlieWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
const tagline = "Skwiercząca przygoda platformowa: od grilla aż po wielki bankiet";

/** The Charlie the Steak page's words, in Polish. */
export const charlie = (t: WordsTools): CharlieWords => {
  /*
   * Each count in the case its sentence needs: the levels in the nominative/accusative ("przez
   * 12 poziomów") and the genitive ("każdy z 12 poziomów"), the worlds in the locative ("w 4
   * światach"), the endings in the genitive ("każde z 4 zakończeń"). Fractions (`other`) take
   * the genitive singular in every case.
   */
  const levels = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "# poziom",
    few: "# poziomy",
    many: "# poziomów",
    other: "# poziomu",
  });
  const ofLevels = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "# poziomu",
    few: "# poziomów",
    many: "# poziomów",
    other: "# poziomu",
  });
  const inWorlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# świecie",
    few: "# światach",
    many: "# światach",
    other: "# świata",
  });
  const inKitchenWorlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# kuchennym świecie",
    few: "# kuchennych światach",
    many: "# kuchennych światach",
    other: "# kuchennego świata",
  });
  const ofEndings = t.count(PLATFORMER_ENDING_COUNT, {
    one: "# zakończenia",
    few: "# zakończeń",
    many: "# zakończeń",
    other: "# zakończenia",
  });

  return {
    meta: {
      title: `${CHARLIE_NAME} - poradnik i darmowa platformówka | ${name}`,
      description: `Zagraj za darmo w ${CHARLIE_NAME} w przeglądarce i opanuj grę z naszym poradnikiem: sterowanie, postacie, ${levels} w ${inWorlds}, porady taktyczne, nagrody do odblokowania i wszystkie zakończenia.`,
    },
    hero: {
      title: CHARLIE_NAME,
      tagline,
      intro: `Pomóż Charliemu biegać, skakać i pędzić przez ${levels} w ${inKitchenWorlds}, pozostać jak najbardziej krwistym i uciec przed obiadowymi planami Szefa Pieprzyka. Gra jest darmowa i działa prosto w przeglądarce.`,
    },
    share: {
      title: CHARLIE_NAME,
      text: `Zagraj za darmo w ${CHARLIE_NAME} w przeglądarce. ${tagline}.`,
    },
    sections: {
      game: {
        title: `Zagraj w ${CHARLIE_NAME}`,
        intro:
          "Gra wczytuje się ze strony wydawcy. Najpierw kliknij w jej okno, żeby odbierała naciśnięcia klawiszy.",
      },
      guide: {
        title: "Poradnik do gry",
        intro:
          "Poznaj sterowanie, opanuj specjalne umiejętności Charliego i dowiedz się, jak gra mierzy jego stopień wysmażenia.",
        controls: "Sterowanie",
        controlsCaption: "Sterowanie klawiaturą i dotykiem",
        actionColumn: "Akcja",
        inputColumn: "Klawiatura / dotyk",
        abilities: "Specjalne umiejętności",
        mechanics: "Mechanika gry",
      },
      characters: {
        title: "Postacie",
        intro:
          "Poznaj bohaterów, złoczyńcę i przyjaciół, których spotkasz po drodze. Każda główna postać ma specjalną umiejętność i słaby punkt.",
        specialAbility: "Specjalna umiejętność",
        weakness: "Słaby punkt",
        supportingCast: "Postacie drugoplanowe",
      },
      worlds: {
        title: "Światy i poziomy",
        intro: `Gra ma ${levels} w ${inWorlds}, a każdy świat kończy się trudniejszym etapem finałowym.`,
        level: (number: number, name: string) => `Poziom ${t.number(number)}: ${name}`,
      },
      strategy: {
        title: "Porady taktyczne",
        intro: "Nawyki, które odróżniają wysmażony stek od idealnie krwistego przejścia.",
      },
      unlockables: {
        title: "Odblokowania i nagrody",
        intro:
          "Przyprawy dodają Charliemu mocy, osiągnięcia pokazują twoje umiejętności, a to, co zbierzesz, decyduje o zakończeniu jego historii.",
        seasonings: "Przyprawy",
        achievements: "Osiągnięcia",
        endings: "Zakończenia",
        bonusContent: "Dodatki",
      },
      community: {
        title: "Społeczność i materiały",
        intro: "Dziel się przejściami, wymieniaj sekretami i szukaj pomocy u innych graczy.",
        comingSoon: "(już wkrótce)",
      },
    },
    about: {
      title: "O poradniku i najważniejsze cechy gry",
      intro: `Ten poradnik omawia sterowanie, umiejętności Charliego, wszystkie postacie i każdy z ${ofLevels}, a także podpowiada, jak odblokować przyprawy, osiągnięcia i każde z ${ofEndings}. Przyda się, gdy utkniesz albo gdy walczysz o idealne przejście.`,
      keyFeatures: [
        {
          title: "Precyzyjne skakanie",
          body: "Charlie porusza się szybko i zatrzymuje się dokładnie wtedy, gdy puścisz klawisz, więc trudne skoki są uczciwe. Podwójne skoki i zrywy łączą się w długie, płynne przebiegi.",
        },
        {
          title: "Wysmażenie zamiast zdrowia",
          body: "Zamiast serduszek: z każdym trafieniem Charlie trochę bardziej się wysmaża. Utrzymaj go krwistym, omijając gorące patelnie, i schładzaj go kostkami lodu, które znajdziesz po drodze.",
        },
        {
          title: t.count(PLATFORMER_WORLD_COUNT, {
            one: "# świat tematyczny",
            few: "# światy tematyczne",
            many: "# światów tematycznych",
            other: "# świata tematycznego",
          }),
          body: "Ścigaj się po kuchenkach, ślizgaj po półkach lodówki, wspinaj na wieże w spiżarni i wpadnij bez zaproszenia na wielką kolację. Każdy świat dodaje nowe zagrożenie i kończy się trudnym poziomem finałowym.",
        },
        {
          title: "Sekrety i kilka zakończeń",
          body: `Ukryte złote widelce, przyprawy do zebrania i sekretny przepis nagradzają odkrywców. To, co znajdziesz, decyduje, które z ${ofEndings} zobaczysz.`,
        },
      ],
    },
    guide: {
      controls: [
        { action: "Ruch", input: "Strzałki albo A i D / dotyk: przyciski w lewo i w prawo" },
        { action: "Skok", input: "Spacja, W lub strzałka w górę / dotyk: przycisk skoku" },
        {
          action: "Podwójny skok",
          input: "Naciśnij skok jeszcze raz w powietrzu / dotyk: stuknij skok jeszcze raz",
        },
        { action: "Skwierczący zryw", input: "Shift lub J / dotyk: przycisk z płomieniem" },
        {
          action: "Gorące tupnięcie",
          input: "Strzałka w dół lub S w powietrzu / dotyk: przesuń palcem w dół",
        },
        {
          action: "Rozmowa lub otwieranie drzwi",
          input: "E przy drzwiach lub przyjacielu / dotyk: stuknij dymek",
        },
        { action: "Pauza", input: "Esc lub P / dotyk: ikona pauzy w górnym rogu" },
      ],
      abilities: [
        {
          title: "Podwójny skok",
          body: "Skocz jeszcze raz w powietrzu, żeby dosięgnąć wysokich półek albo poprawić za krótki skok. Drugi skok odnawia się za każdym razem, gdy Charlie dotknie ziemi lub ściany.",
        },
        {
          title: "Skwierczący zryw",
          body: "Nagły przypływ prędkości, który przenosi Charliego nad szerokimi przepaściami i rozbija skrzynki z tostami. Odnawia się, gdy ikona płomienia znów zrobi się pomarańczowa, mniej więcej po sekundzie.",
        },
        {
          title: "Gorące tupnięcie",
          body: "Uderz z powietrza prosto w dół, żeby rozbić popękane podłogi z krakersów, przestawić przełączniki i ogłuszyć wrogów od góry. Tupnięcie wymierzone we wroga odbija Charliego z powrotem w górę.",
        },
        {
          title: "Tłusty ślizg",
          body: "Wbiegnij na naoliwioną podłogę i przytrzymaj strzałkę w dół, żeby pełną prędkością prześlizgnąć się pod niskimi przejściami. Skok prosto ze ślizgu wyrzuca Charliego dalej niż zwykły skok.",
        },
      ],
      mechanics: [
        {
          title: "Wysmażenie",
          body: "Zdrowie Charliego to stopnie wysmażenia: Krwisty, Średnio krwisty, Średnio wysmażony i Wysmażony. Każde trafienie wysmaża go o jeden stopień, a trafienie, gdy jest już Wysmażony, odsyła go do ostatniego punktu kontrolnego. Kostki lodu schładzają go o jeden stopień.",
        },
        {
          title: "Punkty kontrolne",
          body: "Dotknij chorągiewki z wykałaczki, żeby ją wbić. Jeśli Charlie padnie, wraca do ostatniej chorągiewki znów Krwisty, ale aktywne przyprawy tracą moc.",
        },
        {
          title: "Złote widelce",
          body: "Na każdym poziomie ukryte są trzy złote widelce, często za kruchymi ścianami albo nad krawędzią ekranu. Zbieranie ich odblokowuje dodatki i przybliża cię do najlepszych zakończeń.",
        },
        {
          title: "Przyprawy",
          body: "Solniczki i pieprzniczki rozsiane po poziomach dają krótkie wzmocnienia. Naraz działa tylko jedna przyprawa, więc podniesienie nowej zastępuje bieżący efekt.",
        },
      ],
    },
    characters: [
      {
        name: "Charlie",
        role: "Bohater",
        description:
          "Dzielny mały stek z rostbefu, który zeskoczył z deski do krojenia, gdy usłyszał, że ma być dzisiejszym daniem głównym. Jest szybki, uparty i zdecydowany wrócić na swój grill w jednym kawałku.",
        specialAbility:
          "Skwierczący zryw: ognisty przypływ prędkości, który przenosi nad przepaściami i rozbija skrzynki.",
        weakness:
          "Gorąco. Kuchenki, rozgrzane patelnie i para szybciej go wysmażają, więc każde oparzenie kosztuje go jeden stopień wysmażenia.",
      },
      {
        name: "Bella Brokuł",
        role: "Najlepsza przyjaciółka i przewodniczka Charliego",
        description:
          "Wesoła różyczka brokułu, która zna każdy skrót w kuchni. Pojawia się w ważnych miejscach, żeby dawać wskazówki, i otwiera ukryte ścieżki, gdy masz już dość złotych widelców.",
        specialAbility:
          "Skoczny kiełek: sadzi sprężysty kiełek, który wybija Charliego na półki poza zasięgiem.",
        weakness:
          "Od pary więdnie, więc nie może iść za Charliem do najbardziej zaparowanych miejsc na poziomach z kuchenką.",
      },
      {
        name: "Szef Pieprzyk",
        role: "Czarny charakter",
        description:
          "Dumny szef kuchni, który szykuje najwspanialszy bankiet, jaki widziała Jadalnia, z Charliem jako daniem głównym. Ściga Charliego przez wszystkie światy i czeka na niego na wielkiej uczcie finałowej.",
        specialAbility:
          "Pieprzowa burza: kicha chmurami pieprzu, które spychają Charliego do tyłu i zasłaniają platformy.",
        weakness:
          "Po każdej Pieprzowej burzy musi przystanąć i kichnąć, a wtedy jest bezbronny wobec Gorącego tupnięcia.",
      },
      {
        name: "Zenek Ziemniak",
        role: "Rywal, który został sojusznikiem",
        description:
          "Twardy ziemniak, który pilnuje Spiżarni i uważa, że steki zgarniają całą uwagę. Gdy Charlie pokona go w wyścigu przez piwnicę, Zenek zostaje jego wiernym przyjacielem.",
        specialAbility:
          "Kartoflany taran: zwija się w kulkę i toczy z wielką prędkością, miażdżąc wszystko na swojej drodze.",
        weakness:
          "Nie umie szybko się zatrzymać ani skręcić. Przeskocz go, gdy przetacza się obok, a wpadnie na ścianę i zakręci mu się w głowie.",
      },
    ],
    supportingCast: [
      {
        name: "Siostry Solniczki",
        description:
          "Dwie solniczki, które w każdym świecie prowadzą mały sklepik. Wymieniaj u nich złote widelce na przyprawy albo na wskazówkę, gdzie ukryto sekrety poziomu.",
      },
      {
        name: "Ziołowa Paczka",
        description:
          "Bazylia, Tymianek i Rozmaryn chowają się po drodze w doniczkach. Znajdź całą trójkę na jednym poziomie, a otworzą liściasty skrót, który omija trudny fragment.",
      },
      {
        name: "Kapitan Marchewka",
        description:
          "Dowódca warzywnego patrolu z Mroźnej Lodówki. Uczy Charliego Tłustego ślizgu i ostrzega go przed najbardziej śliskimi lodowymi półkami.",
      },
    ],
    /** The spec's four worlds, with their levels in play order. */
    worlds: [
      {
        name: "Królestwo Kuchni",
        description:
          "Pierwszy świat to blaty, kuchenki i deski do krojenia. Uczy podstaw, a potem dorzuca gorące patelnie i migoczące palniki, które wysmażają Charliego, jeśli stoi w miejscu.",
        levels: [
          {
            name: "Bieg po desce",
            description:
              "Łagodny początek, w którym poznasz bieganie, skakanie i podwójny skok. Zajrzyj za stojak na noże, a znajdziesz pierwszy złoty widelec.",
          },
          {
            name: "Skwierczące palniki",
            description:
              "Palniki włączają się i wyłączają w równym rytmie. Zanim przejdziesz, poczekaj, aż żar przygaśnie, a nad najszerszymi przemknij Skwierczącym zrywem.",
          },
          {
            name: "Pojedynek na patelni",
            description:
              "Pierwsza pułapka Szefa Pieprzyka: wielka patelnia, która przechyla się na boki. Trzymaj się wyższej strony i wykonaj Gorące tupnięcie na rączce, gdy zrobi się niebieska.",
          },
        ],
      },
      {
        name: "Mroźna Lodówka",
        description:
          "Lodowe półki i oszronione szuflady są śliskie, więc po każdym skoku Charlie sunie dalej. Dobra wiadomość: kostek lodu jest tu pełno, więc łatwo wrócić do krwistości.",
        levels: [
          {
            name: "Wspinaczka po szufladach",
            description:
              "Skacz po liściach sałaty i wysuwanych szufladach. Na górze czeka Kapitan Marchewka, który nauczy cię Tłustego ślizgu.",
          },
          {
            name: "Lodowa ślizgawka",
            description:
              "Szybki poziom na śliskim lodzie. Zaczynaj skoki trochę wcześniej, bo Charlie sunie dalej, nawet gdy puścisz klawisz kierunku.",
          },
          {
            name: "Szczyt zamrażarki",
            description:
              "Wspinaj się po zamrażarce, a lodowaty wiatr spycha Charliego w tył. Rób zryw pod wiatr tylko wtedy, gdy płatki śniegu przestają wirować.",
          },
        ],
      },
      {
        name: "Zaułki Spiżarni",
        description:
          "Wysokie półki z pudełkami płatków, toczące się puszki i ciemne alejki. W tym świecie liczy się wspinaczka: planuj podwójne skoki i uważaj na puszki spadające z góry.",
        levels: [
          {
            name: "Kanion płatków",
            description:
              "Skacz po wieżach z pudełek płatków śniadaniowych. Wykonaj Gorące tupnięcie na popękanych pudełkach, żeby wpaść do ukrytych pomieszczeń pełnych złotych widelców.",
          },
          {
            name: "Wyprawa po przyprawy",
            description:
              "Długa wspinaczka w pionie obok półek ze słoikami. W połowie drogi jest sklepik Sióstr Solniczek: dobre miejsce, żeby się zaopatrzyć przed szczytem.",
          },
          {
            name: "Piwnica Zenka",
            description:
              "Ścigaj się z Zenkiem Ziemniakiem przez ciemną piwnicę. Przepuść go, gdy się toczy, a potem przeskocz, żeby wpadł na ścianę.",
          },
        ],
      },
      {
        name: "Jadalnia",
        description:
          "Ostatni świat ciągnie się po obrusach i kołyszących się żyrandolach aż do bankietowego stołu Szefa Pieprzyka. Spodziewaj się wszystkich dotychczasowych zagrożeń, często naraz.",
        levels: [
          {
            name: "Wędrówka po obrusie",
            description:
              "Obrus faluje jak morze, unosząc i opuszczając platformy. Skacz ze szczytu fali, żeby oddać najdłuższe skoki.",
          },
          {
            name: "Z żyrandola na żyrandol",
            description:
              "Przeskakuj między żyrandolami wysoko nad stołem. Sekretny przepis leży na najwyższym żyrandolu; dosięgniesz go dobrze wymierzonym zrywem.",
          },
          {
            name: "Wielki bankiet",
            description:
              "Ostateczne starcie z Szefem Pieprzykiem. Unikaj jego Pieprzowych burz, a potem wykonaj na nim Gorące tupnięcie za każdym razem, gdy przystanie, żeby kichnąć.",
          },
        ],
      },
    ],
    strategyTips: [
      {
        title: "Najpierw patrz, potem skacz",
        body: "Na skraju każdego nowego ekranu zatrzymaj się i przez chwilę obserwuj zagrożenia. Palniki, spadające puszki i chmury pieprzu działają według wzorów, których można się nauczyć.",
      },
      {
        title: "Oszczędzaj zryw",
        body: "Trzymaj Skwierczący zryw na czarną godzinę. Jeśli skok okaże się za krótki, zrób zryw w powietrzu, żeby dosięgnąć półki, a potem podwójny skok, jeśli trzeba wyżej.",
      },
      {
        title: "Ochłoń przed bossem",
        body: "Tuż przed drzwiami do bossa złap kostkę lodu albo gałązkę rozmarynu, żeby Charlie stanął do walki Krwisty i miał jak największy zapas na błędy.",
      },
      {
        title: "Sprawdzaj sufity i ściany",
        body: "Złote widelce często chowają się nad krawędzią ekranu albo za ścianami, które wyglądają na lekko popękane. Tupnij albo zrób zryw w stronę wszystkiego, co wygląda podejrzanie.",
      },
      {
        title: "Wbijaj każdą chorągiewkę",
        body: "Dotknięcie chorągiewki z wykałaczki nic nie kosztuje, a oszczędza długiego powtarzania. Na trudnych poziomach wróć nawet po chorągiewkę pominiętą po drodze.",
      },
    ],
    seasonings: [
      {
        name: "Sól morska",
        effect: "Chrupiąca tarcza, która blokuje następne trafienie, więc Charlie się nie wysmaża.",
      },
      {
        name: "Grubo mielony pieprz",
        effect:
          "Na krótko sprawia, że Charlie skacze wyżej: idealne, by dosięgnąć sekretnych półek.",
      },
      {
        name: "Papryka",
        effect:
          "Niemal natychmiast odnawia Skwierczący zryw, więc możesz zrobić kilka zrywów pod rząd.",
      },
      {
        name: "Gałązka rozmarynu",
        effect: "Od razu po podniesieniu schładza Charliego o jeden stopień wysmażenia.",
      },
      {
        name: "Czosnek granulowany",
        effect: "Mocny zapach, przez który drobni wrogowie przez chwilę uciekają przed Charliem.",
      },
      {
        name: "Płatki chili",
        effect:
          "Kilka sekund ognistej nietykalności: Charlie przebiega prosto przez wrogów i gorące patelnie.",
      },
    ],
    achievements: [
      {
        name: "Pierwsze skwierczenie",
        requirement: "Ukończ pierwszy poziom, Bieg po desce.",
      },
      {
        name: "Łowca widelców",
        requirement: "Zbierz wszystkie złote widelce w jednym świecie.",
      },
      {
        name: "Wciąż krwisty",
        requirement: "Ukończ dowolny poziom bez ani jednego trafienia.",
      },
      {
        name: "Kolekcjoner przypraw",
        requirement: "Użyj każdego rodzaju przyprawy co najmniej raz.",
      },
      {
        name: "Błyskawica",
        /** "poniżej 60 minut": the minutes in the genitive, after "poniżej" (under). */
        requirement: `Ukończ całą grę w czasie poniżej ${t.count(SPEEDSTER_LIMIT_MINUTES, { one: "# minuty", few: "# minut", many: "# minut", other: "# minuty" })}.`,
      },
      {
        name: "Pełne menu",
        requirement: `Odkryj każde z ${ofEndings}.`,
      },
    ],
    /** The spec's four endings. */
    endings: [
      {
        name: "Powrót na grill",
        howToReach:
          "Zwykłe zakończenie: pokonaj Szefa Pieprzyka na poziomie Wielki bankiet, a Charlie wróci do domu.",
      },
      {
        name: "Uczta przyjaciół",
        howToReach:
          "Przed ostateczną walką zbierz wszystkie złote widelce. Bella, Zenek i Kapitan Marchewka dołączą do Charliego na przyjęciu z okazji zwycięstwa.",
      },
      {
        name: "Idealnie krwisty",
        howToReach:
          "Pokonaj Szefa Pieprzyka bez ani jednego trafienia, żeby po walce Charlie wciąż był Krwisty.",
      },
      {
        name: "Uczeń szefa kuchni",
        howToReach:
          "Znajdź sekretny przepis na poziomie Z żyrandola na żyrandol i zamiast ostatniego tupnięcia podaruj go Szefowi Pieprzykowi. Szef odwiesza nóż do mięsa i otwiera piekarnię.",
      },
    ],
    bonusContent: [
      {
        title: "Galeria szkiców",
        body: "Wczesne szkice Charliego, jego przyjaciół i wszystkich światów. Nowe strony odblokowują się w miarę zbierania złotych widelców.",
      },
      {
        title: "Tryb Wysmażony",
        body: "Trudny tryb, odblokowany po pierwszym zakończeniu. Charlie zaczyna każdy poziom Średnio wysmażony, a punkty kontrolne są rozmieszczone rzadziej.",
      },
      {
        title: "Test dźwięku",
        body: "Słuchaj każdego utworu i efektu dźwiękowego z menu pauzy. Odblokowuje się po ukończeniu Jadalni.",
      },
    ],
    /** `page`: a page of this site the link leads to; `null`: a placeholder (coming soon). */
    communityLinks: [
      {
        label: "Serwer Discord",
        description:
          "Rozmawiaj z innymi graczami, dziel się sekretnymi miejscami i proś o pomoc w trudnych poziomach.",
        page: null,
      },
      {
        label: "Ranking speedrunów",
        description: "Porównuj swoje najlepsze czasy i podglądaj trasy najszybszych graczy.",
        page: null,
      },
      {
        label: "Galeria prac fanów",
        description:
          "Rysunki, komiksy i rękodzieło z Charliem i przyjaciółmi, stworzone przez graczy.",
        page: null,
      },
      {
        label: "Najczęściej zadawane pytania",
        description:
          "Odpowiedzi na pytania o zapisywanie, sterowanie, dźwięk i o to, co zrobić, gdy gra się nie wczytuje.",
        page: "faq",
      },
    ] as { label: string; description: string; page: IndexablePageId | null }[],
  };
};
