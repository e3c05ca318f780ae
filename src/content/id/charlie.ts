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
const tagline = "Petualangan platform yang mendesis, dari panggangan sampai ke jamuan agung";
/**
 * The Charlie the Steak page's words, in Indonesian. Names inside the game are translated, as the
 * other languages do: Chef Merica, Tatang si Kentang (a rhyme, as playful as "Spud"), Kapten
 * Wortel. The doneness steps stay Rare, Medium Rare, Medium and Well Done: that is how steak is
 * ordered in Indonesia, and Indonesian has no words of its own for them.
 */
export const charlie = (t: WordsTools): CharlieWords => {
  /** Indonesian nouns do not change with a number: every count has the one form `other`. */
  const levels = t.count(PLATFORMER_LEVEL_COUNT, { other: "# level" });
  const worlds = t.count(PLATFORMER_WORLD_COUNT, { other: "# dunia" });
  const kitchenWorlds = t.count(PLATFORMER_WORLD_COUNT, { other: "# dunia dapur" });
  const endings = t.count(PLATFORMER_ENDING_COUNT, { other: "# akhir cerita" });

  return {
    meta: {
      title: `${CHARLIE_NAME} - Game Platform Gratis dan Panduannya | ${name}`,
      description: `Mainkan ${CHARLIE_NAME} gratis di browser dan kuasai dengan panduan kami: kontrol, karakter, seluruh ${levels} di ${worlds}, tips strategi, item yang bisa dibuka, dan semua akhir cerita.`,
    },
    hero: {
      title: CHARLIE_NAME,
      tagline,
      intro: `Bantu Charlie berlari, melompat, dan melesat melewati ${levels} di ${kitchenWorlds}, jaga agar dia tetap Rare selama mungkin, dan kabur dari rencana makan malam Chef Merica. Gratis dan bisa langsung dimainkan di browser.`,
    },
    share: {
      title: CHARLIE_NAME,
      text: `Mainkan ${CHARLIE_NAME} gratis di browser. ${tagline}.`,
    },
    sections: {
      game: {
        title: `Mainkan ${CHARLIE_NAME}`,
        intro:
          "Game ini dimuat dari situs penerbitnya. Klik dulu di dalam bingkai game supaya game bisa menerima tombol yang kamu tekan.",
      },
      guide: {
        title: "Panduan Bermain",
        intro:
          "Pelajari kontrolnya, kuasai kemampuan khusus Charlie, dan pahami cara game mencatat tingkat kematangannya.",
        controls: "Kontrol",
        controlsCaption: "Kontrol keyboard dan layar sentuh",
        actionColumn: "Aksi",
        inputColumn: "Keyboard / Layar Sentuh",
        abilities: "Kemampuan Khusus",
        mechanics: "Mekanik Game",
      },
      characters: {
        title: "Karakter",
        intro:
          "Kenali para pahlawan, penjahat, dan teman-teman yang akan kamu temui di sepanjang jalan. Setiap karakter utama punya kemampuan khusus dan kelemahan.",
        specialAbility: "Kemampuan khusus",
        weakness: "Kelemahan",
        supportingCast: "Pemeran Pendukung",
      },
      worlds: {
        title: "Dunia dan Level",
        intro: `${levels} tersebar di ${worlds}, dan setiap dunia diakhiri dengan tahap final yang lebih sulit.`,
        /** A dash, not a colon: "Level 7: …" would read exactly as the English string does. */
        level: (number: number, name: string) => `Level ${t.number(number)} – ${name}`,
      },
      strategy: {
        title: "Tips Strategi",
        intro: "Kebiasaan yang membedakan steak Well Done dari permainan Rare yang sempurna.",
      },
      unlockables: {
        title: "Item yang Bisa Dibuka dan Hadiah",
        intro:
          "Bumbu memperkuat Charlie, pencapaian mencatat keahlianmu, dan apa yang kamu kumpulkan menentukan akhir ceritanya.",
        seasonings: "Bumbu",
        achievements: "Pencapaian",
        endings: "Akhir Cerita",
        bonusContent: "Konten Bonus",
      },
      community: {
        title: "Komunitas dan Sumber Info",
        intro: "Bagikan permainanmu, bertukar rahasia, dan cari bantuan dari pemain lain.",
        comingSoon: "(segera hadir)",
      },
    },
    about: {
      title: "Tentang Panduan dan Fitur Utama",
      intro: `Panduan ini membahas kontrol, kemampuan Charlie, semua karakter, seluruh ${levels}, serta cara membuka bumbu, pencapaian, dan seluruh ${endings}. Pakai panduan ini saat kamu buntu atau saat mengejar permainan yang sempurna.`,
      keyFeatures: [
        {
          title: "Lompatan yang Presisi",
          body: "Charlie bergerak cepat dan berhenti tepat saat kamu melepas tombol, jadi lompatan sulit pun terasa adil. Lompat ganda dan lesatan bisa disambung menjadi gerakan panjang yang mulus.",
        },
        {
          title: "Nyawa Berupa Kematangan",
          body: "Alih-alih kehilangan hati, Charlie jadi sedikit lebih matang setiap kali terkena serangan. Jaga agar dia tetap Rare dengan menghindari wajan panas, dan dinginkan dia dengan es batu yang kamu temukan di jalan.",
        },
        {
          title: t.count(PLATFORMER_WORLD_COUNT, { other: "# Dunia Bertema" }),
          body: "Berlari di atas kompor, meluncur di rak kulkas, memanjat menara di pantri, dan menerobos pesta makan malam. Setiap dunia menghadirkan bahaya baru dan diakhiri dengan level final yang sulit.",
        },
        {
          title: "Rahasia dan Banyak Akhir Cerita",
          body: `Garpu emas tersembunyi, bumbu yang bisa dikoleksi, dan resep rahasia menjadi hadiah bagi yang suka menjelajah. Apa yang kamu temukan menentukan mana dari ${endings} yang akan kamu lihat.`,
        },
      ],
    },
    guide: {
      controls: [
        {
          action: "Bergerak",
          input: "Tombol panah atau A dan D / Layar sentuh: tombol kiri dan kanan",
        },
        { action: "Melompat", input: "Spasi, W, atau panah atas / Layar sentuh: tombol lompat" },
        {
          action: "Lompat ganda",
          input: "Tekan lompat lagi di udara / Layar sentuh: ketuk tombol lompat lagi",
        },
        { action: "Lesatan Desis", input: "Shift atau J / Layar sentuh: tombol api" },
        {
          action: "Hentakan Bara",
          input: "Panah bawah atau S di udara / Layar sentuh: usap ke bawah",
        },
        {
          action: "Bicara atau buka pintu",
          input: "E di dekat pintu atau teman / Layar sentuh: ketuk balon percakapan",
        },
        { action: "Jeda", input: "Esc atau P / Layar sentuh: ikon jeda di pojok atas" },
      ],
      abilities: [
        {
          title: "Lompat Ganda",
          body: "Lompat sekali lagi di udara untuk mencapai pijakan tinggi atau memperbaiki lompatan yang kurang jauh. Lompatan kedua terisi ulang setiap kali Charlie menyentuh tanah atau dinding.",
        },
        {
          title: "Lesatan Desis",
          body: "Dorongan kecepatan singkat yang membawa Charlie melintasi celah lebar dan menghancurkan peti roti panggang. Lesatan siap dipakai lagi saat ikon api kembali berwarna oranye, setelah sekitar satu detik.",
        },
        {
          title: "Hentakan Bara",
          body: "Terjun lurus ke bawah dari udara untuk memecahkan lantai biskuit yang retak, menekan sakelar, dan membuat musuh pusing dari atas. Jika hentakan mendarat di atas musuh, Charlie akan memantul ke atas lagi.",
        },
        {
          title: "Seluncur Minyak",
          body: "Berlari ke lantai berminyak dan tahan tombol bawah untuk meluncur di bawah celah rendah dengan kecepatan penuh. Melompat dari seluncuran membuat Charlie terlontar lebih jauh daripada lompatan biasa.",
        },
      ],
      mechanics: [
        {
          title: "Tingkat Kematangan",
          body: "Nyawa Charlie bergerak dari Rare ke Medium Rare, Medium, lalu Well Done. Setiap serangan membuatnya satu tingkat lebih matang; jika terkena serangan saat sudah Well Done, dia kembali ke titik simpan terakhir. Es batu mendinginkannya satu tingkat.",
        },
        {
          title: "Titik Simpan",
          body: "Sentuh bendera tusuk gigi untuk menancapkannya. Jika Charlie kalah, dia mulai lagi dari bendera terakhir dengan kematangan kembali ke Rare, tetapi efek bumbu yang sedang aktif akan hilang.",
        },
        {
          title: "Garpu Emas",
          body: "Setiap level menyembunyikan tiga garpu emas, sering kali di balik dinding yang bisa dihancurkan atau di atas batas layar. Mengumpulkannya membuka konten bonus dan ikut menentukan akhir cerita terbaik.",
        },
        {
          title: "Bumbu",
          body: "Botol bumbu yang tersebar di level memberi kekuatan tambahan sesaat. Hanya satu bumbu yang bisa aktif dalam satu waktu, jadi mengambil bumbu baru akan menggantikan efek yang sedang berjalan.",
        },
      ],
    },
    characters: [
      {
        name: "Charlie",
        role: "Sang pahlawan",
        description:
          "Sepotong steak sirloin kecil yang pemberani. Dia melompat dari talenan begitu mendengar dirinya akan jadi hidangan utama malam ini. Charlie gesit, keras kepala, dan bertekad pulang ke panggangan dalam keadaan utuh.",
        specialAbility:
          "Lesatan Desis: semburan kecepatan berapi yang melintasi celah dan memecahkan peti.",
        weakness:
          "Panas. Kompor, wajan panas, dan uap membuatnya lebih cepat matang, jadi setiap luka bakar membuatnya naik satu tingkat kematangan.",
      },
      {
        name: "Bella Brokoli",
        role: "Sahabat sekaligus pemandu Charlie",
        description:
          "Brokoli ceria yang tahu semua jalan pintas di dapur. Dia muncul di titik-titik penting untuk memberi petunjuk dan membuka jalan tersembunyi setelah kamu punya cukup garpu emas.",
        specialAbility:
          "Pegas Tunas: menanam bantalan tunas yang memantulkan Charlie ke pijakan yang tadinya tak terjangkau.",
        weakness:
          "Uap membuatnya layu, jadi dia tidak bisa mengikuti Charlie ke bagian paling beruap di level-level kompor.",
      },
      {
        name: "Chef Merica",
        role: "Sang penjahat",
        description:
          "Koki angkuh yang merencanakan jamuan termegah yang pernah ada di Ruang Makan, dengan Charlie sebagai hidangan utamanya. Dia mengejar Charlie di setiap dunia dan menunggunya di pesta terakhir.",
        specialAbility:
          "Badai Merica: bersin mengeluarkan awan merica yang meniup Charlie ke belakang dan menutupi pijakan.",
        weakness:
          "Setelah setiap Badai Merica, dia harus berhenti untuk bersin, dan saat itulah dia bisa diserang dengan Hentakan Bara.",
      },
      {
        name: "Tatang si Kentang",
        role: "Dari saingan jadi sekutu",
        description:
          "Kentang tangguh yang menjaga pantri dan merasa steak selalu mendapat semua perhatian. Setelah Charlie mengalahkannya dalam balapan menembus ruang bawah tanah, Tatang berubah menjadi sahabat setia.",
        specialAbility:
          "Serudukan Guling: menggulung badan dan menggelinding dengan kecepatan tinggi, menggilas apa pun di jalurnya.",
        weakness:
          "Dia tidak bisa berhenti atau berbelok dengan cepat. Lompati dia saat menggelinding lewat, dan dia akan menabrak dinding sampai pusing.",
      },
    ],
    supportingCast: [
      {
        name: "Kakak Beradik Garam",
        description:
          "Dua botol garam yang membuka toko kecil di setiap dunia. Tukarkan garpu emas dengan bumbu atau dengan petunjuk tentang tempat rahasia sebuah level disembunyikan.",
      },
      {
        name: "Geng Kebun Herba",
        description:
          "Kemangi, Timi, dan Rosemary bersembunyi di pot bunga di sepanjang jalan. Temukan ketiganya dalam satu level, dan mereka akan membuka jalan pintas hijau yang melewati bagian sulit.",
      },
      {
        name: "Kapten Wortel",
        description:
          "Pemimpin patroli sayur di Kulkas Kutub. Dia mengajari Charlie Seluncur Minyak dan memperingatkannya tentang rak es yang paling licin.",
      },
    ],
    worlds: [
      {
        name: "Kerajaan Dapur",
        description:
          "Meja dapur, kompor, dan talenan membentuk dunia pertama. Di sini kamu belajar dasar-dasarnya, lalu muncul wajan panas dan api kompor yang berkedip-kedip, yang akan memasak Charlie kalau dia diam saja.",
        levels: [
          {
            name: "Lari Talenan",
            description:
              "Awal yang santai untuk belajar berlari, melompat, dan lompat ganda. Cari garpu emas pertamamu di balik tempat pisau.",
          },
          {
            name: "Kompor Mendesis",
            description:
              "Api kompor menyala dan padam dengan irama tetap. Tunggu sampai cahayanya meredup sebelum menyeberang, dan pakai Lesatan Desis untuk melewati yang lebar.",
          },
          {
            name: "Duel Wajan",
            description:
              "Jebakan pertama Chef Merica: wajan raksasa yang miring ke kiri dan ke kanan. Tetaplah di sisi yang lebih tinggi, lalu lakukan Hentakan Bara ke gagangnya saat gagang itu berubah biru.",
          },
        ],
      },
      {
        name: "Kulkas Kutub",
        description:
          "Rak-rak beku dan laci bersalju sangat licin, jadi Charlie meluncur lebih jauh setelah setiap lompatan. Kabar baiknya: es batu ada di mana-mana, jadi tingkat kematangan mudah dipulihkan.",
        levels: [
          {
            name: "Panjat Laci Sayur",
            description:
              "Melompat di antara daun selada dan laci yang bergeser. Kapten Wortel menunggu di puncak untuk mengajarimu Seluncur Minyak.",
          },
          {
            name: "Seluncur Cetakan Es",
            description:
              "Level cepat di atas es yang licin. Mulailah melompat sedikit lebih awal, karena Charlie terus meluncur setelah kamu melepas tombol arah.",
          },
          {
            name: "Puncak Freezer",
            description:
              "Panjat freezer sementara angin dingin mendorong Charlie mundur. Melesatlah melawan angin hanya saat kepingan salju berhenti berputar.",
          },
        ],
      },
      {
        name: "Lorong Pantri",
        description:
          "Rak tinggi berisi kotak sereal, kaleng menggelinding, dan lorong yang gelap. Dunia ini soal memanjat: rencanakan lompat gandamu dan waspadai kaleng yang jatuh dari atas.",
        levels: [
          {
            name: "Ngarai Kotak Sereal",
            description:
              "Melompati menara kotak sereal. Lakukan Hentakan Bara pada kotak yang retak untuk jatuh ke ruang tersembunyi yang penuh garpu emas.",
          },
          {
            name: "Mendaki Rak Bumbu",
            description:
              "Pendakian tegak lurus yang tinggi melewati rak-rak berisi toples. Toko Kakak Beradik Garam ada di tengah jalan, tempat yang pas untuk menyetok sebelum mencapai puncak.",
          },
          {
            name: "Ruang Bawah Tanah Tatang",
            description:
              "Balapan melawan Tatang si Kentang menembus ruang bawah tanah yang gelap. Biarkan dia menggelinding lewat, lalu lompati dia agar dia menabrak dinding.",
          },
        ],
      },
      {
        name: "Ruang Makan",
        description:
          "Dunia terakhir membentang di atas taplak meja dan lampu gantung yang berayun sampai ke meja jamuan Chef Merica. Bersiaplah menghadapi semua bahaya yang sudah kamu temui sejauh ini, sering kali sekaligus.",
        levels: [
          {
            name: "Jelajah Taplak Meja",
            description:
              "Taplak meja beriak seperti ombak, mengangkat dan menurunkan pijakan. Lompat dari puncak riak untuk lompatan terjauh.",
          },
          {
            name: "Ayunan Lampu Gantung",
            description:
              "Berayun dari lampu gantung ke lampu gantung, tinggi di atas meja. Resep rahasia tersembunyi di lampu gantung tertinggi dan bisa dicapai dengan lesatan yang tepat waktu.",
          },
          {
            name: "Jamuan Agung",
            description:
              "Pertarungan terakhir melawan Chef Merica. Hindari Badai Merica-nya, lalu lakukan Hentakan Bara setiap kali dia berhenti untuk bersin.",
          },
        ],
      },
    ],
    strategyTips: [
      {
        title: "Lihat Dulu Sebelum Melompat",
        body: "Berhentilah sejenak di tepi setiap layar baru dan amati bahayanya. Api kompor, kaleng jatuh, dan awan merica semuanya mengikuti pola yang bisa kamu pelajari.",
      },
      {
        title: "Hemat Lesatanmu",
        body: "Simpan Lesatan Desis untuk keadaan darurat. Kalau lompatanmu kurang jauh, melesatlah di udara untuk mencapai pijakan, lalu lompat ganda kalau butuh tambahan tinggi.",
      },
      {
        title: "Dinginkan Diri Sebelum Melawan Bos",
        body: "Ambil es batu atau Tangkai Rosemary tepat sebelum pintu bos supaya kamu memulai pertarungan dalam kondisi Rare, dengan ruang paling banyak untuk berbuat salah.",
      },
      {
        title: "Periksa Langit-Langit dan Dinding",
        body: "Garpu emas sering tersembunyi di atas batas layar atau di balik dinding yang tampak sedikit retak. Hentak atau lesatkan Charlie ke apa pun yang mencurigakan.",
      },
      {
        title: "Tancapkan Setiap Bendera",
        body: "Menyentuh bendera tusuk gigi tidak ada ruginya dan bisa menghindarkanmu dari mengulang jauh. Di level yang sulit, kembalilah bahkan untuk bendera yang terlewat.",
      },
    ],
    seasonings: [
      {
        name: "Garam Laut",
        effect:
          "Perisai renyah yang menahan serangan berikutnya, jadi Charlie tidak bertambah matang.",
      },
      {
        name: "Merica Tumbuk",
        effect:
          "Membuat lompatan Charlie lebih tinggi untuk sementara, pas untuk mencapai pijakan rahasia.",
      },
      {
        name: "Bubuk Paprika",
        effect:
          "Mengisi ulang Lesatan Desis hampir seketika, sehingga kamu bisa melesat beberapa kali berturut-turut.",
      },
      {
        name: "Tangkai Rosemary",
        effect: "Mendinginkan Charlie satu tingkat kematangan begitu kamu mengambilnya.",
      },
      {
        name: "Bawang Putih Bubuk",
        effect: "Aroma menyengat yang membuat musuh kecil lari menjauhi Charlie untuk sementara.",
      },
      {
        name: "Serpihan Cabai",
        effect:
          "Beberapa detik kebal yang membara: Charlie bisa menerobos musuh dan wajan panas begitu saja.",
      },
    ],
    achievements: [
      {
        name: "Desis Pertama",
        requirement: "Selesaikan level pertama, Lari Talenan.",
      },
      {
        name: "Pemburu Garpu",
        requirement: "Kumpulkan semua garpu emas di satu dunia.",
      },
      {
        name: "Masih Rare",
        requirement: "Selesaikan level mana pun tanpa terkena satu serangan pun.",
      },
      {
        name: "Kolektor Bumbu",
        requirement: "Gunakan setiap jenis bumbu setidaknya sekali.",
      },
      {
        name: "Si Kilat",
        requirement: `Tamatkan seluruh game dalam waktu kurang dari ${t.count(SPEEDSTER_LIMIT_MINUTES, { other: "# menit" })}.`,
      },
      {
        name: "Menu Lengkap",
        requirement: `Lihat seluruh ${endings}.`,
      },
    ],
    endings: [
      {
        name: "Kembali ke Panggangan",
        howToReach: "Akhir standar: kalahkan Chef Merica di Jamuan Agung, dan Charlie pun pulang.",
      },
      {
        name: "Pesta Para Sahabat",
        howToReach:
          "Kumpulkan semua garpu emas sebelum pertarungan terakhir. Bella, Tatang, dan Kapten Wortel ikut merayakan pesta kemenangan bersama Charlie.",
      },
      {
        name: "Rare Sempurna",
        howToReach:
          "Kalahkan Chef Merica tanpa terkena serangan, sehingga Charlie masih Rare saat pertarungan berakhir.",
      },
      {
        name: "Murid Sang Chef",
        howToReach:
          "Temukan resep rahasia di Ayunan Lampu Gantung, lalu berikan kepada Chef Merica alih-alih melancarkan hentakan terakhir. Dia pun menyimpan pisau dagingnya untuk selamanya dan beralih membuka toko roti.",
      },
    ],
    bonusContent: [
      {
        title: "Galeri Seni Konsep",
        body: "Sketsa awal Charlie, teman-temannya, dan setiap dunia. Halaman baru terbuka seiring kamu mengumpulkan lebih banyak garpu emas.",
      },
      {
        title: "Mode Well Done",
        body: "Mode sulit yang terbuka setelah akhir cerita pertamamu. Charlie memulai setiap level dalam kondisi Medium, dan jarak antartitik simpan lebih jauh.",
      },
      {
        title: "Tes Suara",
        body: "Dengarkan setiap lagu dan efek suara dari menu jeda. Fitur ini terbuka setelah kamu menamatkan Ruang Makan.",
      },
    ],
    /** `page`: a page of this site the link leads to; `null`: a placeholder (coming soon). */
    communityLinks: [
      {
        label: "Server Discord",
        description:
          "Mengobrol dengan pemain lain, berbagi tempat rahasia, dan minta bantuan untuk level yang sulit.",
        page: null,
      },
      {
        label: "Papan Peringkat Speedrun",
        description: "Bandingkan waktu terbaikmu dan lihat rute yang dipakai pemain tercepat.",
        page: null,
      },
      {
        label: "Galeri Fan Art",
        description:
          "Gambar, komik, dan kerajinan tentang Charlie dan teman-temannya buatan para pemain.",
        page: null,
      },
      {
        label: "Pertanyaan yang Sering Diajukan",
        description:
          "Jawaban seputar penyimpanan progres, kontrol, suara, dan apa yang harus dilakukan jika game tidak mau dimuat.",
        page: "faq",
      },
    ],
  };
};
