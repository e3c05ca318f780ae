import { siteConfig } from "@/config/site";
import {
  LANGUAGE_NOTICE_STORAGE_KEY,
  POLICY_MIN_AGE_YEARS,
  THEME_STORAGE_KEY,
} from "@/lib/constants";
import type { PrivacyWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The privacy policy's words, in Polish. */
export const privacy = (t: WordsTools): PrivacyWords => {
  /**
   * The age in the genitive, as both sentences need it ("poniżej 13 lat", "nie ukończyło 13 lat"):
   * Polish cannot leave the age without its noun as English does ("under 13").
   */
  const minAge = t.count(POLICY_MIN_AGE_YEARS, {
    one: "# roku",
    few: "# lat",
    many: "# lat",
    other: "# roku",
  });

  return {
    meta: {
      title: `Polityka prywatności | ${name}`,
      description: `Jak ${name} postępuje z informacjami: co zbieramy, pliki cookie i pamięć lokalna, zewnętrzni dostawcy gier, prywatność dzieci i twoje możliwości wyboru.`,
    },
    title: "Polityka prywatności",
    lastUpdated: (date: string) => `Ostatnia aktualizacja: ${date}`,
    intro: `Ta polityka wyjaśnia, jakie informacje zbiera ${name}, gdy odwiedzasz tę stronę i grasz w jej gry, do czego je wykorzystujemy i jakie masz możliwości wyboru. Nie ma tu kont, a o dane osobowe prosimy tylko wtedy, gdy zdecydujesz się do nas napisać.`,
    sections: {
      "information-we-collect": {
        title: "Jakie informacje zbieramy",
        paragraphs: [
          "Niektóre informacje techniczne docierają do nas automatycznie, gdy przeglądarka wczytuje nasze strony lub osadzone gry. Postępy w grze i ustawienia są przechowywane w przeglądarce na twoim urządzeniu. Dane osobowe otrzymujemy tylko wtedy, gdy zdecydujesz się nam je przesłać.",
        ],
        items: [
          "Typ i wersja przeglądarki",
          "Informacje o urządzeniu, takie jak jego typ, system operacyjny i rozmiar ekranu",
          "Adres IP",
          "Postępy w grze, takie jak ukończone pokoje, gwiazdki i odblokowane dekoracje",
          "Ustawienia, takie jak dźwięk, muzyka i Tryb Zen",
          "Imię i adres e-mail, tylko jeśli się z nami skontaktujesz",
        ],
      },
      "how-we-use-information": {
        title: "Jak wykorzystujemy informacje",
        paragraphs: [
          "Informacji technicznych używamy, żeby dostarczać strony na twoje urządzenie, dbać o to, by witryna działała w różnych przeglądarkach i na ekranach różnej wielkości, oraz żeby znajdować i naprawiać błędy.",
          "Postępy w grze i ustawienia służą wyłącznie do tego, żeby można było wrócić do gry w tym samym miejscu, z wybranymi ustawieniami. Jeśli się z nami skontaktujesz, twoje imię i adres e-mail wykorzystamy tylko do odpowiedzi. Nie sprzedajemy twoich danych.",
        ],
      },
      "cookies-and-local-storage": {
        title: "Pliki cookie i pamięć lokalna",
        paragraphs: [
          `Ta strona nie używa plików cookie. Na twoim urządzeniu, w pamięci lokalnej przeglądarki, przechowuje najwyżej dwie rzeczy: wybrany motyw (jasny lub ciemny) pod kluczem „${THEME_STORAGE_KEY}”, żeby każda strona otwierała się w tym motywie, oraz „${LANGUAGE_NOTICE_STORAGE_KEY}”, gdy zamkniesz propozycję czytania strony w twoim języku albo samodzielnie wybierzesz język, żeby propozycja więcej się nie pojawiała. Motyw systemowy niczego nie zapisuje, a żadna z tych wartości nigdy nie opuszcza twojego urządzenia.`,
          "Pliki cookie i pamięć lokalną możesz w każdej chwili usunąć w ustawieniach przeglądarki. Przywróci to domyślny motyw, sprawi, że propozycja języka znów się pojawi, i usunie postępy w grze. Okna prywatne (incognito) czyszczą te dane same po zamknięciu.",
        ],
      },
      "third-party-services": {
        title: "Usługi podmiotów zewnętrznych",
        paragraphs: [
          "Gry na tej stronie są wczytywane w osadzonych ramkach z zewnętrznych serwerów gier. Gdy gra się wczytuje, jej dostawca otrzymuje informacje techniczne, takie jak adres IP i typ przeglądarki, i może używać własnych plików cookie lub pamięci lokalnej.",
          "Ci dostawcy mają własne polityki prywatności, które określają, jak postępują z tymi informacjami. Zachęcamy do zapoznania się z nimi.",
        ],
      },
      "data-security": {
        title: "Bezpieczeństwo danych",
        paragraphs: [
          "Strona działa przez szyfrowane połączenie, a przechowywane informacje ograniczamy do minimum. Wiadomości od ciebie przechowujemy tylko tak długo, jak to potrzebne, żeby na nie odpowiedzieć.",
          "Żadna metoda przesyłania ani przechowywania informacji w internecie nie jest całkowicie bezpieczna, dlatego nie możemy zagwarantować pełnego bezpieczeństwa.",
        ],
      },
      "childrens-privacy": {
        title: "Prywatność dzieci",
        paragraphs: [
          `Nasze gry są odpowiednie dla graczy w każdym wieku, ale nie zbieramy świadomie danych osobowych dzieci poniżej ${minAge}.`,
          `Jeśli jesteś rodzicem lub opiekunem i uważasz, że twoje dziecko, które nie ukończyło ${minAge}, przesłało nam dane osobowe, skontaktuj się z nami, a usuniemy je.`,
        ],
      },
      "international-data-transfers": {
        title: "Międzynarodowe przekazywanie danych",
        paragraphs: [
          "Usługi, z których korzystamy my i dostawcy gier, mogą znajdować się poza twoim krajem. Informacje mogą więc być przekazywane do Stanów Zjednoczonych i tam przetwarzane, a przepisy o ochronie danych mogą się tam różnić od tych w twoim kraju.",
        ],
      },
      "changes-to-this-policy": {
        title: "Zmiany w tej polityce",
        paragraphs: [
          "Od czasu do czasu możemy aktualizować tę politykę. Wtedy opublikujemy nową wersję na tej stronie i zmienimy datę „ostatniej aktualizacji”, więc zaglądaj tu co jakiś czas.",
        ],
      },
    },
    questions: {
      title: "Pytania o prywatność?",
      body: "Zapytaj nas o wszystko, co dotyczy tej polityki, albo poproś, żebyśmy usunęli twoją wiadomość.",
      contactUs: "Napisz do nas",
    },
  };
};
