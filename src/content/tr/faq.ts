import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import { CHARLIE_NAME } from "../names";
import type { FaqWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The FAQ page's words, in Turkish. */
export const faq = (t: WordsTools): FaqWords => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} ila ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# saat", other: "# saat" })}`;

  return {
    meta: {
      title: `SSS - ${name} Yardım ve Yanıtlar`,
      description: `${name} hakkında en çok sorulan ${t.count(FAQ_PAGE_COUNT, { one: "# sorunun", other: "# sorunun" })} yanıtları: ilerlemeyi kaydetme, cihazlar, kontroller, puanlama, oyun sınırları, yeni içerikler ve destek alma.`,
    },
    title: "Sıkça Sorulan Sorular",
    intro: `İlerlemeyi kaydetmekten yardım almaya kadar, oyuncuların ${name} hakkında sorduğu her şey. Yanıtını görmek için bir soru seç.`,
    entries: [
      {
        question: `${name} için para ödemem gerekiyor mu?`,
        answer: `Hayır, ${name} tamamen ücretsiz. Ücretli oda, özel oyun parası ya da oyun içi satın alma yok. Her şeyin kilidi oynayarak açılır.`,
      },
      {
        question: "Oynamak için hesap açmam gerekiyor mu?",
        answer: `Hayır. Şu an hesap sistemi yok; kaydolman ya da bir şifre hatırlaman gerekmez. İlerlemeni cihazlar arasında taşıyabilmen için hesaplar ileride bir güncellemeyle gelebilir.`,
      },
      {
        question: "Bir şey indirmem ya da kurmam gerekiyor mu?",
        answer: `Hayır. Oyun bu sitenin içinde yüklenir ve tarayıcında çalışır. İnternet bağlantısına yalnızca oyun açılırken ihtiyacın var.`,
      },
      {
        question: "Hangi cihazlar ve tarayıcılar destekleniyor?",
        answer: `${name}, Chrome, Firefox, Safari ya da Edge'in güncel bir sürümüyle bilgisayarda, tablette ve telefonda çalışır. Oyun yavaş çalışırsa diğer sekmeleri kapat ya da tarayıcını güncelle.`,
      },
      {
        question: "İlerlemem nereye kaydediliyor?",
        answer: `Yıldızların, açtığın odalar, süslemelerin ve ayarların kendi cihazında, tarayıcının yerel depolama alanında saklanır. Bize hiçbir şey gönderilmez; kayıt her oda bittiğinde kendiliğinden yapılır.`,
      },
      {
        question: "İlerlemem neden kayboldu?",
        answer: `İlerlemen tarayıcının yerel depolama alanında durur. Bu yüzden çerezleri ve site verilerini temizlersen silinir; gizli pencereler de kapandıklarında her şeyi unutur. Odalarını korumak için normal bir pencerede oyna.`,
      },
      {
        question: "Başka bir tarayıcıda ya da cihazda devam edebilir miyim?",
        answer: `Henüz değil. Yerel depolama tek bir cihazdaki tek bir tarayıcıya aittir; farklı bir tarayıcıda, bilgisayarda ya da telefonda oyun sıfırdan başlar. İlerlemeyi taşımak için hesaplar ileride bir güncellemeyle gelebilir.`,
      },
      {
        question: "Bir günde ne kadar oynayabileceğime dair bir sınır var mı?",
        answer: `Hayır. Günlük oyun sınırı, enerji çubuğu ya da odalar arasında bekleme süresi yok. Yıldızlarını artırmak için istediğin odayı istediğin kadar yeniden oyna.`,
      },
      {
        question: "Yeni içerik ne sıklıkla ekleniyor?",
        answer: `Her ay yeni içerik geliyor. Her güncelleme yeni odalar, süslemeler ya da mevsimlik etkinlikler getirir; güncelleme geldiğinde kayıtlı ilerlemen olduğu gibi kalır.`,
      },
      {
        question: "Tam ekranda nasıl oynarım?",
        answer: `Oyun alanının köşesindeki tam ekran düğmesine tıkla. Tam ekrandan çıkmak için klavyede Esc tuşuna bas ya da dokunmatik ekranda aynı düğmeye yeniden dokun.`,
      },
      {
        question: "Sesi ya da müziği nasıl kapatırım?",
        answer: `Oyundaki dişli simgesiyle ayarlar menüsünü aç. Müziğin ve ses efektlerinin ayrı düğmeleri var; böylece o keyifli temizlik seslerini açık bırakıp müziği kapatabilirsin.`,
      },
      {
        question: "Oyun yüklenmiyor. Ne yapabilirim?",
        answer: `Sayfayı yenile ve internet bağlantını kontrol et. Oyun alanı boş kalırsa tarayıcı ayarlarından oyunu sunan siteye izin ver, bu site için aşırı sıkı reklam ya da komut dosyası engelleyicilerini kapat ve sayfayı yeniden yükle.`,
      },
      {
        question: "Dokunmatik ekranda ve fareyle kontroller nasıl farklılaşıyor?",
        answer: `Fareyle bir araca tıklar, eşyaları tıklayıp sürükler, ovmak için de düğmeyi basılı tutup fareyi hareket ettirirsin. Dokunmatik ekranda dokunur, tek parmakla sürükler ve ileri geri ovarsın. İkisi de aynı puanı getirir.`,
      },
      {
        question: "Puanlar ve yıldızlar nasıl hesaplanıyor?",
        answer: `Yerleştirdiğin her eşya ve temizlediğin her nokta için puan, sürede kalan zaman için de bonus kazanırsın. Süresinde bitirmek bir yıldız, puan hedefine ulaşmak iki yıldız, hiçbir eşyayı yanlış yere koymadan kusursuz bir oyun üç yıldız getirir.`,
      },
      {
        question: "Kombo nedir?",
        answer: `Eşyaları art arda doğru yere koyduğunda puanlarını katlayan bir kombo oluşur. Yanlış yerleştirme eşyayı geri gönderir ve komboyu sıfırlar; bu yüzden her etiketi kontrol etmek için bir an dur.`,
      },
      {
        question: "Yeni odaların ve süslemelerin kilidini nasıl açarım?",
        answer: `Yıldızlar ev haritasındaki yeni odaların kilidini açar; puanlardan kazandığın jetonlarla da Dekor dükkânından halı, bitki ve duvar kâğıdı gibi süslemeler alırsın. Daha çok yıldız için odaları yeniden oynamak sana daha çok jeton da kazandırır.`,
      },
      {
        question: `${name} çocuklar için uygun mu?`,
        answer: `Evet, her yaştan oyuncu için tasarlandı. Şiddet yok, sohbet yok, satın alınacak bir şey yok; Zen modu da süreyi kaldırır, böylece küçük oyuncular acele etmeden oynayabilir.`,
      },
      {
        question: "Oynarken hangi bilgilerimi topluyorsunuz?",
        answer: `Çok az. Oyun ilerlemen kendi tarayıcında kalır ve üye olman gereken bir şey yok. Tüm ayrıntılar için Gizlilik Politikamıza göz at.`,
      },
      {
        question: "Destek ekibine nasıl ulaşırım?",
        answer: `Bu sayfadaki "Destek Ekibine Yaz" bağlantısıyla iletişim sayfamıza geç ve bize bir mesaj gönder. İş günlerinde ${responseWindow} içinde yanıt veriyoruz; sana daha hızlı yardım edebilmemiz için tarayıcını ve cihazını da yaz.`,
      },
      {
        question: `${CHARLIE_NAME} nedir?`,
        answer: `${CHARLIE_NAME}, bu sitede ücretsiz oynayabileceğin bir platform oyunu. Kahramanı, mutfak temalı dünyalarda koşan, zıplayan ve atılan cesur bir biftek. Oyun, kontroller ve eksiksiz bir bölüm rehberi için ${CHARLIE_NAME} sayfasını aç.`,
      },
    ],
    moreHelp: {
      title: "Hâlâ aklında bir soru mu var?",
      body: "Bu sayfada yanıtını bulamadığın her konuda destek ekibimiz sana seve seve yardım eder.",
      contactSupport: "Destek Ekibine Yaz",
    },
  };
};
