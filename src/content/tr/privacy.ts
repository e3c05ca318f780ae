import { siteConfig } from "@/config/site";
import {
  LANGUAGE_NOTICE_STORAGE_KEY,
  POLICY_MIN_AGE_YEARS,
  THEME_STORAGE_KEY,
} from "@/lib/constants";
import type { PrivacyWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The privacy policy's words, in Turkish. */
export const privacy = (t: WordsTools): PrivacyWords => {
  /** "Under 13": the age with the ablative the sentence needs ("13 yaşından küçük"). */
  const underAge = t.count(POLICY_MIN_AGE_YEARS, { one: "# yaşından", other: "# yaşından" });

  return {
    meta: {
      title: `Gizlilik Politikası | ${name}`,
      description: `${name} bilgileri nasıl ele alıyor: neler toplanıyor, çerezler ve yerel depolama, üçüncü taraf oyun sağlayıcıları, çocukların gizliliği ve senin seçeneklerin.`,
    },
    title: "Gizlilik Politikası",
    lastUpdated: (date: string) => `Son güncelleme: ${date}`,
    intro: `Bu politika, bu web sitesini ziyaret edip oyunlarını oynadığında ${name} tarafından hangi bilgilerin toplandığını, bu bilgilerin nasıl kullanıldığını ve hangi seçeneklere sahip olduğunu açıklar. Hesap sistemi yok; kişisel bilgilerini yalnızca bizimle iletişime geçmeyi seçersen isteriz.`,
    sections: {
      "information-we-collect": {
        title: "Topladığımız Bilgiler",
        paragraphs: [
          "Tarayıcın sayfalarımızı ya da sayfalara yerleştirilmiş oyunları yüklediğinde bazı teknik bilgiler kendiliğinden bize ulaşır. Oyun ilerlemesi ve tercihler kendi cihazında, tarayıcında saklanır. Kişisel bilgilerden yalnızca bize kendi isteğinle gönderdiklerini alırız.",
        ],
        items: [
          "Tarayıcı türü ve sürümü",
          "Cihaz türü, işletim sistemi ve ekran boyutu gibi cihaz bilgileri",
          "IP adresi",
          "Tamamlanan odalar, yıldızlar ve açılan süslemeler gibi oyun ilerlemesi",
          "Ses, müzik ve Zen modu ayarları gibi tercihler",
          "Adın ve e-posta adresin (yalnızca bizimle iletişime geçersen)",
        ],
      },
      "how-we-use-information": {
        title: "Bilgileri Nasıl Kullanıyoruz",
        paragraphs: [
          "Teknik bilgileri sayfaları cihazına ulaştırmak, sitenin farklı tarayıcılarda ve ekran boyutlarında düzgün çalışmasını sağlamak, sorunları bulup gidermek için kullanırız.",
          "Oyun ilerlemesi ve tercihler yalnızca kaldığın yerden, seçtiğin ayarlarla devam edebilmen için kullanılır. Bizimle iletişime geçersen adını ve e-posta adresini yalnızca sana yanıt vermek için kullanırız. Bilgilerini satmayız.",
        ],
      },
      "cookies-and-local-storage": {
        title: "Çerezler ve Yerel Depolama",
        paragraphs: [
          `Bu site hiç çerez kullanmaz. Cihazında, tarayıcının yerel depolama alanında en fazla iki şey saklar. Birincisi, her sayfa seçtiğin temayla açılsın diye "${THEME_STORAGE_KEY}" adıyla tutulan tema tercihin (Açık ya da Koyu). İkincisi, bir sayfayı kendi dilinde okuma önerisini kapattığında ya da dili kendin seçtiğinde kaydedilen "${LANGUAGE_NOTICE_STORAGE_KEY}" değeri; böylece öneri bir daha karşına çıkmaz. Sistem seçeneği hiçbir şey saklamaz ve bu değerlerin hiçbiri cihazından dışarı çıkmaz.`,
          "Çerezleri ve yerel depolamayı istediğin zaman tarayıcı ayarlarından silebilirsin. Bunu yaptığında tema tercihin sıfırlanır, dil önerisi yeniden görünür ve oyun ilerlemen silinir. Gizli pencereler de kapandıklarında bunları kendiliğinden temizler.",
        ],
      },
      "third-party-services": {
        title: "Üçüncü Taraf Hizmetleri",
        paragraphs: [
          "Bu sitedeki oyunlar, harici oyun sağlayıcılarından sayfaya yerleştirilmiş çerçeveler içinde yüklenir. Bir oyun yüklendiğinde sağlayıcı, IP adresin ve tarayıcı türün gibi teknik bilgileri alır; kendi çerezlerini ya da yerel depolamasını da kullanabilir.",
          "Bu sağlayıcıların, söz konusu bilgileri nasıl işlediklerini belirleyen kendi gizlilik politikaları vardır. Bu politikaları okumanı öneririz.",
        ],
      },
      "data-security": {
        title: "Veri Güvenliği",
        paragraphs: [
          "Bu site şifreli bir bağlantı üzerinden sunulur ve elimizde tuttuğumuz bilgileri en aza indiririz. Bize gönderdiğin mesajlar yalnızca yanıtlamak için gereken süre boyunca saklanır.",
          "İnternet üzerinden bilgi göndermenin ya da saklamanın hiçbir yolu tamamen güvenli değildir; bu yüzden mutlak güvenliği garanti edemeyiz.",
        ],
      },
      "childrens-privacy": {
        title: "Çocukların Gizliliği",
        paragraphs: [
          `Oyunlarımız her yaştan oyuncuya uygundur, ancak ${underAge} küçük çocuklardan bilerek kişisel bilgi toplamayız.`,
          `Bir ebeveyn ya da vasiysen ve ${underAge} küçük çocuğunun bize kişisel bilgi gönderdiğini düşünüyorsan lütfen bizimle iletişime geç; bu bilgileri sileriz.`,
        ],
      },
      "international-data-transfers": {
        title: "Uluslararası Veri Aktarımı",
        paragraphs: [
          "Bizim ve oyun sağlayıcılarının kullandığı hizmetler senin ülkenin dışında bulunabilir. Bu nedenle bilgiler, veri koruma yasalarının senin ülkendekilerden farklı olabileceği Amerika Birleşik Devletleri'ne aktarılabilir ve orada işlenebilir.",
        ],
      },
      "changes-to-this-policy": {
        title: "Bu Politikadaki Değişiklikler",
        paragraphs: [
          'Bu politikayı zaman zaman güncelleyebiliriz. Güncellediğimizde yeni sürümü bu sayfada yayımlar ve "son güncelleme" tarihini değiştiririz; bu yüzden ara sıra bu sayfaya yeniden göz at.',
        ],
      },
    },
    questions: {
      title: "Gizliliğinle ilgili soruların mı var?",
      body: "Bu politikayla ilgili bize her şeyi sorabilir ya da gönderdiğin bir mesajı silmemizi isteyebilirsin.",
      contactUs: "Bize Ulaş",
    },
  };
};
