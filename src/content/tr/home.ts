import { siteConfig } from "@/config/site";
import type { HomeWords } from "../types";

const name = siteConfig.name;

/** Tidy Time in one line: opens the page's description and goes out with a shared link. */
const pitch = `${name}'ı tarayıcında ücretsiz oyna: dağınık odaları topla, eşyaları yerli yerine koy ve yıldız kazan.`;

/** The home page's words, in Turkish. */
export const home: HomeWords = {
  meta: {
    title: `${name} - Ücretsiz Online Temizlik Oyunu`,
    description: `${pitch} İndirme yok, üyelik yok. Her yaştan oyuncu için rehberler, ipuçları ve yanıtlar.`,
  },
  hero: {
    title: name,
    subtitle: "Ücretsiz Online Temizlik Oyunu",
    intro: `Ortalığı topla, kiri pası temizle, darmadağın odaları pırıl pırıl yap. ${name} ücretsiz, tarayıcında çalışır ve ilerlemeni kendiliğinden kaydeder.`,
    /** Read after "Daha Fazla Bilgi" ("Learn More"): in brackets, as Turkish puts the topic first. */
    learnMoreHidden: `(${name} hakkında)`,
  },
  share: { title: name, text: pitch },
  game: {
    title: `${name}'ı Oyna`,
    intro: `Araç çubuğundan bir araç seç, her eşyayı ait olduğu yere sürükle ve süre dolmadan her lekeyi temizle.`,
    help: {
      text: "Oyun yüklenmiyor mu, yoksa bir odada mı takıldın? {faq} ya da {contact}.",
      faqLabel: "SSS'ye göz at",
      contactLabel: "destek ekibine yaz",
    },
  },
  about: {
    title: `${name} Hakkında`,
    intro: `${name}, gündelik toparlama işlerini sakin ve keyifli bir bulmacaya dönüştürüyor. Her oda, birkaç dakikada bitirebileceğin kısa bir bölüm; kazanılacak yıldızlar ve açılacak süslemeler de cabası.`,
    featuresHeading: "Özellikler",
    features: [
      {
        title: "Keyifli Temizlik",
        body: "Yatak odalarını, mutfakları ve banyoları silerek, süpürerek ve elektrikli süpürgeyle temizleyerek ilerle. Temizlediğin her nokta ışıl ışıl parlar ve ekranın üstündeki temizlik göstergesini doldurur.",
      },
      {
        title: "Yıldızlar ve Kombolar",
        body: "Eşyaları art arda doğru yere koyarak puanlarını katlayan kombolar yap. Bir odanın üç yıldızını birden kazanmak için hiç hata yapmadan ve hızlıca bitir.",
      },
      {
        title: "Süslenecek Odalar",
        body: "Yıldızlar ev haritasında yeni odaların kilidini açar. Jetonlarınla da Dekor dükkânından halı, bitki ve duvar kâğıdı alıp bitirdiğin her odayı kendi zevkine göre süsle.",
      },
      {
        title: "Her Yerde Oyna",
        body: "Bilgisayarda, tablette ya da telefonda, modern bir tarayıcıyla, hiçbir şey indirmeden oyna. İlerlemen tarayıcına kaydedilir; böylece kaldığın yerden devam edebilirsin.",
      },
    ],
    benefitsHeading: "Oyuncular neden bu kadar seviyor?",
    benefits: [
      {
        title: "Stres Atma",
        body: "Dağınık bir odanın pırıl pırıl olmasını izlemek insanı sakinleştirir. Süreyi kapatıp kendi temponda toparlamak için Zen modunu aç.",
      },
      {
        title: "Yaratıcılık",
        body: "Bitirdiğin her oda için halı, bitki ve duvar kâğıdı seç; her köşe sana ait gibi hissettirene kadar tarzları karıştır.",
      },
      {
        title: "Verimlilik",
        body: "Her oda sana plan yapmayı öğretir: önce ortalığı topla, sonra yukarıdan aşağıya temizle. Pek çok oyuncu bu alışkanlığın gerçek ev işlerine de yansıdığını fark ediyor.",
      },
      {
        title: "Eğlence",
        body: "Süreyle yarış, kombo serilerinin peşine düş, daha çok yıldız için odaları yeniden oyna. Üstelik her ay yeni içerik geliyor.",
      },
    ],
    playFreeNow: "Hemen Ücretsiz Oyna",
  },
  guide: {
    title: "Oynanış Rehberi ve İpuçları",
    intro: `${name} oyununa yeni mi başladın, yoksa her odada üç yıldızın peşinde misin? Temel bilgilerle başla, her aracın nasıl çalıştığını öğren, sonra puanını yükseltmek için ileri düzey ipuçlarını kullan.`,
    gettingStarted: {
      title: "Başlarken",
      intro: "İlk odan yalnızca birkaç dakika sürer. Şöyle başlayabilirsin:",
      items: [
        '"Hemen Oyna" düğmesine bas, oyunun yüklenmesini bekle, sonra ev haritasından yatak odasını seç.',
        "Köşedeki yapılacaklar listesine bak: kaç eşyayı yerleştirmen ve kaç noktayı temizlemen gerektiğini gösterir.",
        "Her eşyayı ait olduğu yere sürükle: oyuncakları oyuncak kutusuna, kıyafetleri kirli sepetine.",
        "Araç çubuğundan süngeri, süpürgeyi ya da elektrikli süpürgeyi seç ve kirli noktalar parlayana kadar üzerlerini ov.",
        "Odayı bitirip yıldızlarını toplamak için süre dolmadan temizlik göstergesini doldur.",
      ],
    },
    techniquesHeading: "Temizlik Teknikleri",
    techniques: [
      {
        title: "Yerleştirme",
        body: "Eşyaları üzerinde aynı resim olan kutuya, rafa ya da sepete sürükle. Doğru bıraktığın eşya yerine oturur ve kombonu büyütür; yanlış bıraktığın eşya geri seker ve kombonu sıfırlar.",
      },
      {
        title: "Silme",
        body: "Masalar, aynalar ve tezgâhlar için süngeri seç. Lekenin üzerinde ileri geri ov; yapışkan lekeler turuncu parlar ve birkaç kez daha silinmek ister.",
      },
      {
        title: "Süpürme",
        body: "Sert zeminlerde kırıntıları ve tozu süpürgeyle bir araya topla, sonra faraşa dokunarak bütün yığını tek seferde al ve bonus puan kazan.",
      },
      {
        title: "Elektrikli Süpürge",
        body: "Halılar için elektrikli süpürgeye geç. Tek geçişte geniş bir şerit temizler; bu yüzden zikzak çizmek yerine düz ve birbirinin üstüne biraz binen çizgilerle ilerle.",
      },
    ],
    advanced: [
      {
        title: "İleri Düzey Temizlik Stratejileri",
        intro: "Araçları tanıdıktan sonra en çok zaman kazandıran alışkanlıklar şunlar:",
        items: [
          "Temizlemeden önce topla: yerdeki eşyalar kiri gizler; önce onları kaldırırsan bütün kirli noktalar bir anda ortaya çıkar.",
          "Yukarıdan aşağıya doğru çalış. Rafları silerken yere toz düşer; bu yüzden süpürgeyi ya da elektrikli süpürgeyi en sona bırak.",
          "Eşyaları gidecekleri yere göre grupla ve art arda bırak ki kombon büyümeye devam etsin.",
          "İpucu düğmesini sona sakla: gözden kaçan son noktaları gösterir ama kombonu sıfırlar.",
        ],
      },
      {
        title: "Bölüme Özel İpuçları",
        intro: "Her odanın kendine göre zorlu köşeleri var:",
        items: [
          "Yatak odası: çorapların ve küçük oyuncakların saklanmayı sevdiği yatağın altına ve perdelerin arkasına bak.",
          "Mutfak: tezgâhları silmeden önce bulaşıkları lavaboya diz, yoksa kırıntılar temiz yüzeylere geri düşer.",
          "Banyo: aynayı en son sil, çünkü lavabodan sıçrayan su onu yeniden buğulandırabilir.",
          "Garaj: yer açmak için önce aletleri delikli panoya as, sonra geniş zemini uzun hareketlerle süpür.",
        ],
      },
      {
        title: "Puanlama ve Başarımlar",
        intro: "Puanlar, yıldızlar ve kupalar basit kurallarla kazanılır:",
        items: [
          "Yerleştirdiğin her eşya ve temizlediğin her nokta puan getirir; sürede kalan saniyeler de zaman bonusuna dönüşür.",
          "Süresinde bitirirsen bir yıldız, odanın puan hedefine ulaşırsan iki yıldız, hiçbir eşyayı yanlış yere koymadan bitirirsen üç yıldız kazanırsın.",
          "Kombolar puanlarını katlar; bu yüzden uzun bir yerleştirme serisi, hızlı temizlikten daha değerlidir.",
          "Başarımlar menüsündeki kupalar, ilk üç yıldızlı odan ya da kusursuz bir kombo gibi önemli anları ödüllendirir.",
        ],
      },
    ],
    proTipsHeading: "Uzman İpuçları",
    proTips: [
      "Temizlik göstergesini tam olarak neyin doldurduğunu bilmek için önce yapılacaklar listesini oku.",
      "Minik kırıntıları ve küçük eşyaları görmek için iki parmağınla ya da fare tekerleğiyle yakınlaştır.",
      "Bitirdiğin odaları yeniden oyna: düzenini zaten bildiğin için üç yıldız almak çok daha kolay olur.",
      "Jetonlarını sevdiğin süslemelere harca; süslemeler sana asla yıldız ya da zaman kaybettirmez.",
      "Yeni bir odayı sakin sakin tanımak için Zen modunu aç, sonra yıldızların peşine düşmek için kapat.",
      "Küçük ekranlarda tam ekran oyna; eşyalar büyür ve sürüklemesi kolaylaşır.",
    ],
  },
  faqSection: {
    title: "Sıkça Sorulan Sorular",
    intro: `${name} hakkında kısa yanıtlar. Daha fazlası mı lazım? Bize gelen bütün sorular SSS sayfasında.`,
    seeAll: "Tüm soruları gör",
  },
  faq: [
    {
      question: `${name} nedir?`,
      answer: `${name}, rahatlatıcı bir temizlik ve düzen oyunu. Her bölüm dağınık bir oda: eşyaları doğru kutulara ve raflara yerleştir; sil, süpür, halıları elektrikli süpürgeyle temizle, sonra ne kadar iyi iş çıkardığına göre üç yıldıza kadar kazan.`,
    },
    {
      question: `${name} ücretsiz mi?`,
      answer: `Evet. Her oda, her araç ve her süsleme oynayarak kazanılır. Satın alınacak hiçbir şey yok, bir günde kaç oda oynayabileceğine dair bir sınır da yok.`,
    },
    {
      question: "Bir şey indirmem ya da üye olmam gerekiyor mu?",
      answer: `Hayır. ${name} doğrudan web tarayıcında çalışır, kurulacak bir şey yok. Hesap da yok: "Hemen Oyna" düğmesine bas, ilk oda anında açılsın.`,
    },
    {
      question: "Hangi cihazlarda oynayabilirim?",
      answer: `Chrome, Firefox, Safari ya da Edge gibi güncel bir tarayıcısı olan her bilgisayarda, tablette ve telefonda. Telefonda odayı daha büyük görmek için telefonunu yan çevir.`,
    },
    {
      question: "İlerlememi nasıl kaydederim?",
      answer: `Hiçbir şey yapmana gerek yok. Yıldızların, açtığın odalar ve süslemelerin her odadan sonra tarayıcına kendiliğinden kaydedilir. Devam etmek için aynı cihazda aynı tarayıcıya dönmen yeterli.`,
    },
    {
      question: "Oyunu nasıl kontrol ederim?",
      answer: `Ekranın altındaki araç çubuğundan bir araç seç, sonra kullanmak için tıkla ya da dokun. Eşyaları ait oldukları kutuya ya da rafa sürükle; kiri silmek ya da süpürmek için üzerinde ileri geri ov.`,
    },
    {
      question: "Her odada amaç ne?",
      answer: `Süre dolmadan odanın yapılacaklar listesini bitirmek: her eşya yerine konmalı, her kirli nokta temizlenmeli. Üstteki temizlik göstergesi sen ilerledikçe dolar; sona ulaştığında oda tamamlanır.`,
    },
    {
      question: "Bir oda ne kadar sürer?",
      answer: `İlk odalar iki üç dakika sürer, ilerideki büyük odalar ise beş dakika kadar. Böylece kısa bir molada tek bir oda oynayıp istediğin an bırakabilirsin.`,
    },
    {
      question: "Süre baskısı olmadan, rahat rahat oynamanın bir yolu var mı?",
      answer: `Var. Ayarlar menüsünden (dişli simgesi) Zen modunu açarsan süre kapanır. Yine puan ve jeton kazanırsın, ama Zen modunda oynadığın odalar yıldızlarını değiştirmez.`,
    },
    {
      question: `${name} küçük çocuklar için uygun mu?`,
      answer: `Evet. Şiddet yok, yabancılarla sohbet yok, satın alınacak bir şey yok. Küçük çocuklar en çok, kendi hızlarında yerleştirip temizleyebildikleri Zen modunda keyif alır.`,
    },
  ],
};
