import {
  PLATFORMER_ENDING_COUNT,
  PLATFORMER_LEVEL_COUNT,
  PLATFORMER_WORLD_COUNT,
  SPEEDSTER_LIMIT_MINUTES,
} from "@/lib/constants";
import { siteConfig } from "@/config/site";
import { CHARLIE_NAME } from "../names";
import type { CharlieWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
const tagline = "Izgaradan büyük ziyafete cızır cızır bir platform macerası";
/**
 * The Charlie the Steak page's words, in Turkish. Steak doneness as Turkish menus name it: Az
 * Pişmiş (rare), Orta Az Pişmiş, Orta Pişmiş, İyi Pişmiş (well done); Sear Stomp is "Mühür
 * Darbesi", as searing meat is "mühürlemek".
 */
export const charlie = (t: WordsTools): CharlieWords => {
  /*
   * Counts with the case each sentence needs: Turkish puts the suffix on the noun after the number
   * ("4 dünyaya", "12 bölümün"), and the noun stays singular after any number.
   */
  const levels = t.count(PLATFORMER_LEVEL_COUNT, { one: "# bölüm", other: "# bölüm" });
  const allLevels = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "# bölümün tamamı",
    other: "# bölümün tamamı",
  });
  const allLevelsObject = t.count(PLATFORMER_LEVEL_COUNT, {
    one: "# bölümün tamamını",
    other: "# bölümün tamamını",
  });
  const acrossWorlds = t.count(PLATFORMER_WORLD_COUNT, { one: "# dünyaya", other: "# dünyaya" });
  const acrossKitchenWorlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# mutfak dünyasına",
    other: "# mutfak dünyasına",
  });
  const allEndings = t.count(PLATFORMER_ENDING_COUNT, {
    one: "# finalin hepsini",
    other: "# finalin hepsini",
  });
  const ofTheEndings = t.count(PLATFORMER_ENDING_COUNT, {
    one: "# finalden",
    other: "# finalden",
  });

  return {
    meta: {
      title: `${CHARLIE_NAME} - Platform Oyunu Rehberi ve Ücretsiz Oyun | ${name}`,
      description: `${CHARLIE_NAME} oyununu tarayıcında ücretsiz oyna, rehberimizle ustalaş: kontroller, karakterler, ${acrossWorlds} yayılan ${allLevels}, strateji ipuçları, açılabilir içerikler ve bütün finaller.`,
    },
    hero: {
      title: CHARLIE_NAME,
      tagline,
      intro: `Charlie'ye yardım et: ${acrossKitchenWorlds} yayılan ${levels} boyunca koş, zıpla, atıl; olabildiğince az pişmiş kal ve Şef Karabiber'in akşam yemeği planlarından kurtul. Ücretsiz ve doğrudan tarayıcında oynanıyor.`,
    },
    share: {
      title: CHARLIE_NAME,
      text: `${CHARLIE_NAME}'i tarayıcında ücretsiz oyna. ${tagline}.`,
    },
    sections: {
      game: {
        title: `${CHARLIE_NAME}'i Oyna`,
        intro:
          "Oyun, yayıncısının sitesinden yüklenir. Bastığın tuşları algılaması için önce oyun alanının içine tıkla.",
      },
      guide: {
        title: "Oynanış Rehberi",
        intro:
          "Kontrolleri öğren, Charlie'nin özel yeteneklerinde ustalaş ve oyunun pişme derecesini nasıl takip ettiğini keşfet.",
        controls: "Kontroller",
        controlsCaption: "Klavye ve dokunmatik ekran kontrolleri",
        actionColumn: "Eylem",
        inputColumn: "Klavye / Dokunmatik",
        abilities: "Özel Yetenekler",
        mechanics: "Oyun Mekanikleri",
      },
      characters: {
        title: "Karakterler",
        intro:
          "Kahramanlarla, kötü karakterle ve yolda karşılaşacağın dostlarla tanış. Her ana karakterin bir özel yeteneği ve bir zayıf noktası var.",
        specialAbility: "Özel yetenek",
        weakness: "Zayıf noktası",
        supportingCast: "Yan Karakterler",
      },
      worlds: {
        title: "Dünyalar ve Bölümler",
        intro: `${acrossWorlds} yayılmış ${levels}; her dünya daha zorlu bir final bölümüyle biter.`,
        level: (number: number, name: string) => `${t.number(number)}. Bölüm: ${name}`,
      },
      strategy: {
        title: "Strateji İpuçları",
        intro:
          "İyi pişmiş bir biftekle kusursuz, az pişmiş bir oyunu birbirinden ayıran alışkanlıklar.",
      },
      unlockables: {
        title: "Açılabilir İçerikler ve Ödüller",
        intro:
          "Baharatlar Charlie'yi güçlendirir, başarımlar becerini ölçer, topladıkların da hikâyenin nasıl biteceğini belirler.",
        seasonings: "Baharatlar",
        achievements: "Başarımlar",
        endings: "Finaller",
        bonusContent: "Bonus İçerik",
      },
      community: {
        title: "Topluluk ve Kaynaklar",
        intro: "Rekorlarını paylaş, sırları takas et ve diğer oyunculardan yardım al.",
        comingSoon: "(çok yakında)",
      },
    },
    about: {
      title: "Rehber ve Öne Çıkan Özellikler",
      intro: `Bu rehber kontrolleri, Charlie'nin yeteneklerini, bütün karakterleri ve ${allLevelsObject} anlatıyor; baharatları, başarımları ve ${allEndings} nasıl açacağını da gösteriyor. Takıldığında ya da kusursuz bir oyunun peşindeyken ona başvur.`,
      keyFeatures: [
        {
          title: "Hassas Platform Oynanışı",
          body: "Charlie hızlı hareket eder ve tuşu bıraktığın yerde tam olarak durur; böylece zorlu atlayışlar bile adil hissettirir. Çift zıplamalar ve atılışlar birbirine bağlanarak uzun, akıcı koşulara dönüşür.",
        },
        {
          title: "Pişme Derecesiyle Sağlık",
          body: "Kalpler yerine, Charlie her darbede biraz daha pişer. Kızgın tavalardan uzak durarak onu az pişmiş tut, yolda bulduğun buz küpleriyle de serinlet.",
        },
        {
          title: t.count(PLATFORMER_WORLD_COUNT, {
            one: "# Temalı Dünya",
            other: "# Temalı Dünya",
          }),
          body: "Ocakların üzerinde koş, buzdolabı raflarında kay, kiler kulelerine tırman ve bir akşam yemeği davetine davetsiz misafir ol. Her dünya yeni bir tehlike getirir ve zorlu bir final bölümüyle biter.",
        },
        {
          title: "Sırlar ve Farklı Finaller",
          body: `Saklı altın çatallar, toplanabilir baharatlar ve gizli bir tarif, keşfe çıkanları ödüllendirir. Buldukların, ${ofTheEndings} hangisini göreceğini belirler.`,
        },
      ],
    },
    guide: {
      controls: [
        { action: "Hareket", input: "Ok tuşları ya da A ve D / Dokunmatik: sol ve sağ düğmeleri" },
        { action: "Zıplama", input: "Boşluk, W ya da yukarı ok / Dokunmatik: zıplama düğmesi" },
        {
          action: "Çift zıplama",
          input: "Havadayken zıplamaya yeniden bas / Dokunmatik: zıplamaya yeniden dokun",
        },
        { action: "Cızırtı Atılışı", input: "Shift ya da J / Dokunmatik: alev düğmesi" },
        {
          action: "Mühür Darbesi",
          input: "Havadayken aşağı ok ya da S / Dokunmatik: aşağı kaydır",
        },
        {
          action: "Konuşma ya da kapı açma",
          input: "Bir kapının ya da dostunun yanında E / Dokunmatik: konuşma balonuna dokun",
        },
        {
          action: "Duraklatma",
          input: "Esc ya da P / Dokunmatik: üst köşedeki duraklatma simgesi",
        },
      ],
      abilities: [
        {
          title: "Çift Zıplama",
          body: "Yüksek çıkıntılara ulaşmak ya da kısa kalan bir atlayışı düzeltmek için havada yeniden zıpla. Charlie yere ya da bir duvara her değdiğinde ikinci zıplama yenilenir.",
        },
        {
          title: "Cızırtı Atılışı",
          body: "Charlie'yi geniş boşlukların üzerinden geçiren ve kızarmış ekmek sandıklarını parçalayan ani bir hız patlaması. Alev simgesi yeniden turuncuya döndüğünde, yaklaşık bir saniye sonra yeniden dolar.",
        },
        {
          title: "Mühür Darbesi",
          body: "Çatlak kraker zeminleri kırmak, şalterleri indirmek ve düşmanları yukarıdan sersemletmek için havadan dosdoğru aşağı çakıl. Bir düşmanın üzerine inen darbe Charlie'yi yeniden havaya sektirir.",
        },
        {
          title: "Yağda Kayma",
          body: "Yağlı bir zemine koşarak gir ve aşağı tuşunu basılı tutarak alçak aralıkların altından tam hızla kay. Kayarken zıplarsan Charlie normal bir zıplamadan daha uzağa fırlar.",
        },
      ],
      mechanics: [
        {
          title: "Pişme Derecesi",
          body: "Charlie'nin sağlığı sırasıyla Az Pişmiş, Orta Az Pişmiş, Orta Pişmiş ve İyi Pişmiş olarak ilerler. Her darbe onu bir kademe daha pişirir; İyi Pişmiş durumdayken darbe alırsa son kontrol noktasına geri döner. Buz küpleri onu bir kademe serinletir.",
        },
        {
          title: "Kontrol Noktaları",
          body: "Bir kürdan bayrağına dokunarak onu dik. Charlie nakavt olursa son bayraktan yeniden başlar ve pişme derecesi yeniden Az Pişmiş düzeyine iner; ama o an etkin olan baharatların etkisi geçer.",
        },
        {
          title: "Altın Çatallar",
          body: "Her bölümde, çoğu zaman kırılabilir duvarların ardında ya da ekranın üst kenarının ötesinde saklı üç altın çatal var. Onları toplamak bonus içeriklerin kilidini açar ve en iyi finallere ulaşmanı sağlar.",
        },
        {
          title: "Baharatlar",
          body: "Bölümlere dağılmış baharat kapları kısa süreli güçlendirmeler verir. Aynı anda yalnızca bir baharat etkin olabilir; yeni bir tane alırsan o anki etkinin yerini alır.",
        },
      ],
    },
    characters: [
      {
        name: "Charlie",
        role: "Kahraman",
        description:
          "Bu akşamın ana yemeği olacağını duyunca kesme tahtasından atlayıp kaçan cesur, küçük bir kontrfile. Hızlı, inatçı ve ızgaradaki evine tek parça hâlinde dönmeye kararlı.",
        specialAbility:
          "Cızırtı Atılışı: boşlukların üzerinden geçiren ve sandıkları kıran ateşli bir hız patlaması.",
        weakness:
          "Sıcak. Ocaklar, kızgın tavalar ve buhar onu daha hızlı pişirir; her yanık ona bir pişme kademesine mal olur.",
      },
      {
        name: "Bella Brokoli",
        role: "Charlie'nin en yakın arkadaşı ve rehberi",
        description:
          "Mutfaktaki her kestirmeyi bilen neşeli bir brokoli. Önemli noktalarda ortaya çıkıp ipuçları verir, yeterince altın çatal topladığında da gizli yolları açar.",
        specialAbility:
          "Filiz Yayı: Charlie'yi ulaşılmaz çıkıntılara zıplatan, yaylı bir filiz minderi diker.",
        weakness:
          "Buhar onu pörsütür; bu yüzden ocak bölümlerinin en buharlı yerlerinde Charlie'nin peşinden gidemez.",
      },
      {
        name: "Şef Karabiber",
        role: "Kötü karakter",
        description:
          "Yemek Salonu'nun gördüğü en görkemli ziyafeti hazırlayan, sofranın baş tacı olarak da Charlie'yi düşünen kibirli bir şef. Charlie'yi bütün dünyalarda kovalar ve onu son ziyafette bekler.",
        specialAbility:
          "Biber Fırtınası: hapşırarak Charlie'yi geriye savuran ve platformları gizleyen biber bulutları saçar.",
        weakness:
          "Her Biber Fırtınası'ndan sonra durup hapşırmak zorunda kalır; o an Mühür Darbesi'ne karşı savunmasızdır.",
      },
      {
        name: "Patates Paşa",
        role: "Önce rakip, sonra dost",
        description:
          "Kileri koruyan ve bütün ilginin bifteklere gittiğini düşünen sert bir patates. Charlie onu mahzendeki yarışta yendikten sonra Patates Paşa sadık bir dosta dönüşür.",
        specialAbility:
          "Yuvarlanan Hücum: top gibi kıvrılıp büyük bir hızla yuvarlanır, yolundaki her şeyi ezip geçer.",
        weakness:
          "Birden duramaz, hızla da dönemez. Yuvarlanarak yanından geçerken üzerinden atla; duvara çarpıp sersemler.",
      },
    ],
    supportingCast: [
      {
        name: "Tuzluk Kardeşler",
        description:
          "Her dünyada küçük bir dükkân işleten iki tuzluk. Onlara altın çatal vererek baharat ya da bölümün sırlarının nerede saklı olduğuna dair bir ipucu alabilirsin.",
      },
      {
        name: "Taze Otlar Çetesi",
        description:
          "Fesleğen, Kekik ve Biberiye yol boyunca saksılara saklanır. Bir bölümde üçünü de bulursan, zor bir kısmı atlamanı sağlayan yapraklı bir kestirme açarlar.",
      },
      {
        name: "Kaptan Havuç",
        description:
          "Buz Gibi Buzdolabı'nın sebze devriyesinin lideri. Charlie'ye Yağda Kayma hareketini öğretir ve onu en kaygan buz raflarına karşı uyarır.",
      },
    ],
    worlds: [
      {
        name: "Mutfak Krallığı",
        description:
          "İlk dünya tezgâhlardan, ocaklardan ve kesme tahtalarından oluşur. Önce temel hareketleri öğretir, sonra Charlie yerinde durursa onu pişiren kızgın tavalar ve yanıp sönen ocak gözleri ekler.",
        levels: [
          {
            name: "Kesme Tahtası Koşusu",
            description:
              "Koşmayı, zıplamayı ve çift zıplamayı tanıtan yumuşak bir başlangıç. İlk altın çatalın için bıçaklığın arkasına bak.",
          },
          {
            name: "Cızırdayan Ocaklar",
            description:
              "Ocak gözleri düzenli bir ritimle yanıp söner. Geçmeden önce kızıllığın sönmesini bekle, geniş olanları aşmak için Cızırtı Atılışı'nı kullan.",
          },
          {
            name: "Tavada Hesaplaşma",
            description:
              "Şef Karabiber'in ilk tuzağı: bir o yana bir bu yana yatan dev bir tava. Yüksekte kalan tarafta dur ve tavanın sapı maviye döndüğünde ona Mühür Darbesi indir.",
          },
        ],
      },
      {
        name: "Buz Gibi Buzdolabı",
        description:
          "Buzlu raflar ve karlı çekmeceler kaygandır; Charlie her zıplayıştan sonra daha uzağa kayar. İyi haber şu: burada her yer buz küpü dolu, yani pişme derecesini düzeltmek kolay.",
        levels: [
          {
            name: "Sebzelik Tırmanışı",
            description:
              "Marul yaprakları ve kayan çekmeceler arasında zıpla. Tepede Kaptan Havuç, sana Yağda Kayma hareketini öğretmek için bekliyor.",
          },
          {
            name: "Buz Kalıbı Kaydırağı",
            description:
              "Kaygan buzun üzerinde hızlı bir bölüm. Zıplamalara biraz erken başla, çünkü yön tuşunu bıraktıktan sonra da Charlie kaymaya devam eder.",
          },
          {
            name: "Dondurucu Zirvesi",
            description:
              "Buz gibi bir rüzgâr Charlie'yi geri iterken dondurucuya tırman. Rüzgâra karşı yalnızca kar taneleri dönmeyi bıraktığında atıl.",
          },
        ],
      },
      {
        name: "Kiler Geçidi",
        description:
          "Mısır gevreği kutularıyla dolu yüksek raflar, yuvarlanan konserveler ve karanlık koridorlar. Bu dünyada iş tırmanmakta: çift zıplamalarını planla ve yukarıdan yuvarlanıp düşen konservelere dikkat et.",
        levels: [
          {
            name: "Mısır Gevreği Kanyonu",
            description:
              "Mısır gevreği kutularından kuleler arasında atla. Altın çatallarla dolu gizli odalara düşmek için çatlak kutulara Mühür Darbesi indir.",
          },
          {
            name: "Baharatlık Yokuşu",
            description:
              "Kavanoz dolu rafların yanından yukarı uzanan uzun, dik bir tırmanış. Tuzluk Kardeşler'in dükkânı yolun yarısında; zirveden önce eksiklerini tamamlamak için iyi bir yer.",
          },
          {
            name: "Patates Paşa'nın Mahzeni",
            description:
              "Karanlık bir mahzende Patates Paşa ile yarış. Yuvarlanarak yanından geçmesine izin ver, sonra üzerinden atla ki duvara çarpsın.",
          },
        ],
      },
      {
        name: "Yemek Salonu",
        description:
          "Son dünya, masa örtülerinin ve sallanan avizelerin üzerinden Şef Karabiber'in ziyafet sofrasına uzanır. Şimdiye kadar gördüğün bütün tehlikeler burada, hem de çoğu zaman aynı anda.",
        levels: [
          {
            name: "Masa Örtüsü Macerası",
            description:
              "Masa örtüsü dalga dalga kabarır, platformları kaldırıp indirir. En uzun atlayışlar için bir dalganın tepesinden zıpla.",
          },
          {
            name: "Avize Salıncağı",
            description:
              "Masanın çok yukarısında avizeden avizeye sallan. Gizli tarif en yüksek avizede saklı; oraya tam zamanında yapılan bir atılışla ulaşabilirsin.",
          },
          {
            name: "Büyük Ziyafet",
            description:
              "Şef Karabiber'le son kapışma. Biber Fırtınası saldırılarından kaç, sonra hapşırmak için her durduğunda ona Mühür Darbesi indir.",
          },
        ],
      },
    ],
    strategyTips: [
      {
        title: "Atlamadan Önce Bak",
        body: "Her yeni ekranın kenarında dur ve tehlikeleri biraz izle. Ocak gözleri, düşen konserveler ve biber bulutları, öğrenebileceğin belli düzenlere göre hareket eder.",
      },
      {
        title: "Atılışını Sakla",
        body: "Cızırtı Atılışı'nı acil durumlar için hazır tut. Bir atlayış kısa kalırsa çıkıntıya ulaşmak için havada atıl, daha çok yükseklik gerekirse bir de çift zıpla.",
      },
      {
        title: "Boss Dövüşünden Önce Serinle",
        body: "Bir boss kapısının hemen önünde bir buz küpü ya da Biberiye Dalı kap; böylece dövüşe Az Pişmiş olarak, hata yapmak için en geniş payla başlarsın.",
      },
      {
        title: "Tavanlara ve Duvarlara Bak",
        body: "Altın çatallar çoğu zaman ekranın üstünde ya da hafifçe çatlak görünen duvarların ardında saklanır. Şüpheli görünen her şeye darbe indir ya da atıl.",
      },
      {
        title: "Her Bayrağı Dik",
        body: "Bir kürdan bayrağına dokunmak hiçbir şeye mal olmaz ve seni uzun bir tekrardan kurtarır. Zor bölümlerde, koşarak geçtiğin bir bayrak için geri dönmeye bile değer.",
      },
    ],
    seasonings: [
      {
        name: "Deniz Tuzu",
        effect: "Bir sonraki darbeyi engelleyen çıtır bir kalkan; böylece Charlie pişmez.",
      },
      {
        name: "Kırma Karabiber",
        effect:
          "Charlie'nin zıplamalarını kısa bir süre yükseltir; gizli çıkıntılara ulaşmak için birebir.",
      },
      {
        name: "Tatlı Toz Biber",
        effect:
          "Cızırtı Atılışı'nı neredeyse anında yeniden doldurur; böylece art arda birkaç kez atılabilirsin.",
      },
      {
        name: "Biberiye Dalı",
        effect: "Alır almaz Charlie'yi bir pişme kademesi serinletir.",
      },
      {
        name: "Sarımsak Tozu",
        effect: "Küçük düşmanları kısa bir süre Charlie'den kaçıran keskin bir koku.",
      },
      {
        name: "Pul Biber",
        effect:
          "Birkaç saniyelik ateşli bir dokunulmazlık; Charlie düşmanların ve kızgın tavaların içinden dosdoğru geçebilir.",
      },
    ],
    achievements: [
      {
        name: "İlk Mühür",
        requirement: "İlk bölüm olan Kesme Tahtası Koşusu'nu bitir.",
      },
      {
        name: "Çatal Avcısı",
        requirement: "Tek bir dünyadaki bütün altın çatalları topla.",
      },
      {
        name: "Hâlâ Az Pişmiş",
        requirement: "Herhangi bir bölümü tek bir darbe bile almadan bitir.",
      },
      {
        name: "Baharat Koleksiyoncusu",
        requirement: "Her baharat türünü en az bir kez kullan.",
      },
      {
        name: "Hız Canavarı",
        requirement: `Oyunun tamamını ${t.count(SPEEDSTER_LIMIT_MINUTES, { one: "# dakikadan", other: "# dakikadan" })} kısa sürede bitir.`,
      },
      {
        name: "Tam Menü",
        requirement: `${allEndings} gör.`,
      },
    ],
    endings: [
      {
        name: "Izgaraya Dönüş",
        howToReach:
          "Standart final: Büyük Ziyafet'te Şef Karabiber'i yen, Charlie de evinin yolunu tutsun.",
      },
      {
        name: "Dostlar Sofrası",
        howToReach:
          "Son savaştan önce bütün altın çatalları topla. Bella, Patates Paşa ve Kaptan Havuç, zafer kutlaması için Charlie'ye katılır.",
      },
      {
        name: "Kıvamında Az Pişmiş",
        howToReach:
          "Şef Karabiber'i hiç darbe almadan yen; böylece dövüş bittiğinde Charlie hâlâ Az Pişmiş olsun.",
      },
      {
        name: "Şefin Çırağı",
        howToReach:
          "Avize Salıncağı'nda gizli tarifi bul, sonra son darbeyi indirmek yerine tarifi Şef Karabiber'e ver. Şef et bıçağını bir kenara bırakır ve onun yerine bir pastane açar.",
      },
    ],
    bonusContent: [
      {
        title: "Konsept Çizim Galerisi",
        body: "Charlie'nin, dostlarının ve bütün dünyaların ilk eskizleri. Daha çok altın çatal topladıkça yeni sayfalar açılır.",
      },
      {
        title: "İyi Pişmiş Modu",
        body: "İlk finalini gördükten sonra açılan zor bir mod. Charlie her bölüme Orta Pişmiş başlar, kontrol noktaları da birbirinden daha uzaktır.",
      },
      {
        title: "Ses Testi",
        body: "Yemek Salonu'nu bitirince açılır: duraklatma menüsünden bütün müzikleri ve ses efektlerini dinleyebilirsin.",
      },
    ],
    communityLinks: [
      {
        label: "Discord Sunucusu",
        description:
          "Diğer oyuncularla sohbet et, gizli yerleri paylaş ve zorlu bölümler için yardım iste.",
        page: null,
      },
      {
        label: "Speedrun Sıralaması",
        description:
          "En iyi sürelerini karşılaştır ve en hızlı oyuncuların hangi rotaları kullandığını gör.",
        page: null,
      },
      {
        label: "Hayran Çizimleri Galerisi",
        description:
          "Oyuncuların Charlie ve arkadaşları için yaptığı çizimler, çizgi romanlar ve el işleri.",
        page: null,
      },
      {
        label: "Sıkça Sorulan Sorular",
        description:
          "Kaydetme, kontroller, ses ve bir oyun yüklenmezse ne yapman gerektiği hakkında yanıtlar.",
        page: "faq",
      },
    ],
  };
};
