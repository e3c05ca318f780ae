import { siteConfig } from "@/config/site";
import type { HomeWords } from "../types";

const name = siteConfig.name;

/** Tidy Time in one line: opens the page's description and goes out with a shared link. */
const pitch = `Mainkan ${name} gratis di browser: rapikan ruangan yang berantakan, pilah barang-barang, dan kumpulkan bintang.`;

/**
 * The home page's words, in Indonesian. Headings and buttons in title case, as Indonesian sites
 * write them. The game's things keep one name each: spons, sapu, penyedot debu, bilah alat,
 * daftar tugas, meteran kebersihan, peta rumah, Toko Dekorasi, Mode Zen, bintang, kombo, koin.
 */
export const home: HomeWords = {
  meta: {
    title: `${name} - Game Bersih-Bersih Online Gratis`,
    description: `${pitch} Tanpa unduhan, tanpa daftar. Panduan, tips, dan jawaban untuk pemain segala usia.`,
  },
  hero: {
    title: name,
    subtitle: "Game Bersih-Bersih Online Gratis",
    intro: `Pilah barang yang berserakan, gosok kotoran sampai hilang, dan ubah ruangan berantakan jadi bersih kinclong. ${name} gratis, berjalan di browser, dan menyimpan progresmu secara otomatis.`,
    /** Read after "Selengkapnya" by screen readers and search engines. */
    learnMoreHidden: `tentang ${name}`,
  },
  share: { title: name, text: pitch },
  game: {
    title: `Mainkan ${name}`,
    intro: `Pilih alat dari bilah alat, seret setiap barang ke tempatnya, dan bersihkan setiap noda sebelum waktu habis.`,
    help: {
      text: "Game tidak mau dimuat atau macet di satu ruangan? {faq} atau {contact}.",
      faqLabel: "Baca FAQ",
      contactLabel: "hubungi tim dukungan",
    },
  },
  about: {
    title: `Tentang ${name}`,
    intro: `${name} mengubah kegiatan beres-beres sehari-hari menjadi teka-teki yang menenangkan dan memuaskan. Setiap ruangan adalah level singkat yang bisa kamu selesaikan dalam beberapa menit, dengan bintang untuk dikumpulkan dan dekorasi untuk dibuka.`,
    featuresHeading: "Fitur",
    features: [
      {
        title: "Bersih-Bersih yang Memuaskan",
        body: "Lap, sapu, dan sedot debu di kamar tidur, dapur, dan kamar mandi. Setiap bagian yang sudah bersih akan berkilau dan mengisi meteran kebersihan di bagian atas layar.",
      },
      {
        title: "Bintang dan Kombo",
        body: "Pilah barang dengan benar berturut-turut untuk membangun kombo yang melipatgandakan poinmu. Selesaikan dengan cepat tanpa kesalahan untuk meraih ketiga bintang di satu ruangan.",
      },
      {
        title: "Ruangan untuk Didekorasi",
        body: "Bintang membuka ruangan baru di peta rumah, dan koin bisa dipakai membeli karpet, tanaman, dan wallpaper di Toko Dekorasi, agar setiap ruangan yang sudah selesai terasa seperti milikmu sendiri.",
      },
      {
        title: "Main di Mana Saja",
        body: "Main di browser modern apa pun, di komputer, tablet, atau ponsel, tanpa perlu mengunduh. Progresmu tersimpan di browser, jadi kamu bisa melanjutkan dari tempat terakhir kamu berhenti.",
      },
    ],
    benefitsHeading: "Kenapa Pemain Menyukainya",
    benefits: [
      {
        title: "Pereda Stres",
        body: "Melihat ruangan berantakan berubah jadi bersih kinclong itu menenangkan. Nyalakan Mode Zen untuk mematikan timer dan beres-beres sesuai kecepatanmu sendiri.",
      },
      {
        title: "Kreativitas",
        body: "Pilih karpet, tanaman, dan wallpaper untuk setiap ruangan yang kamu selesaikan, lalu padukan berbagai gaya sampai setiap ruang terasa seperti milikmu.",
      },
      {
        title: "Produktivitas",
        body: "Setiap ruangan melatihmu membuat rencana: singkirkan barang yang berserakan dulu, lalu bersihkan dari atas ke bawah. Banyak pemain merasa kebiasaan ini ikut terbawa ke pekerjaan rumah sungguhan.",
      },
      {
        title: "Hiburan",
        body: "Kalahkan timer, kejar rentetan kombo, dan ulangi ruangan untuk meraih lebih banyak bintang. Konten baru hadir setiap bulan.",
      },
    ],
    playFreeNow: "Main Gratis Sekarang",
  },
  guide: {
    title: "Panduan Bermain dan Tips",
    intro: `Baru mengenal ${name} atau sedang mengejar tiga bintang di setiap ruangan? Mulailah dari dasar, pelajari cara kerja setiap alat, lalu pakai tips lanjutan untuk menaikkan skormu.`,
    gettingStarted: {
      title: "Cara Memulai",
      intro: "Ruangan pertamamu hanya butuh beberapa menit. Begini cara memulainya:",
      items: [
        "Tekan Main Sekarang dan tunggu game selesai dimuat, lalu pilih Kamar Tidur di peta rumah.",
        "Lihat daftar tugas di pojok layar: di situ tertulis berapa barang yang harus dipilah dan berapa noda yang harus dibersihkan.",
        "Seret setiap barang ke tempat yang cocok, misalnya mainan ke kotak mainan dan pakaian ke keranjang cucian.",
        "Pilih spons, sapu, atau penyedot debu dari bilah alat, lalu gosok noda sampai berkilau.",
        "Isi meteran kebersihan sebelum waktu habis untuk menyelesaikan ruangan dan mengumpulkan bintangmu.",
      ],
    },
    techniquesHeading: "Teknik Bersih-Bersih",
    techniques: [
      {
        title: "Memilah",
        body: "Seret barang ke kotak, rak, atau keranjang yang gambarnya cocok. Kalau benar, barang langsung terpasang di tempatnya dan kombomu bertambah; kalau salah, barang terpental kembali dan kombomu mulai lagi dari nol.",
      },
      {
        title: "Mengelap",
        body: "Pakai spons untuk meja, cermin, dan meja dapur. Gosok bolak-balik di atas noda; noda lengket akan menyala oranye dan perlu digosok beberapa kali lagi.",
      },
      {
        title: "Menyapu",
        body: "Pakai sapu di lantai keras untuk mengumpulkan remah dan debu jadi satu tumpukan, lalu ketuk pengki untuk mengangkut seluruh tumpukan sekaligus dan dapatkan poin bonus.",
      },
      {
        title: "Menyedot Debu",
        body: "Ganti ke penyedot debu untuk karpet. Alat ini membersihkan jalur yang lebar sekaligus, jadi gerakkan dalam garis lurus yang saling bertumpuk, jangan zig-zag.",
      },
    ],
    advanced: [
      {
        title: "Strategi Bersih-Bersih Lanjutan",
        intro: "Setelah kamu menguasai alat-alatnya, kebiasaan ini paling menghemat waktu:",
        items: [
          "Pilah dulu, baru bersihkan: barang di lantai menutupi kotoran, jadi dengan menyingkirkannya lebih dulu, semua noda langsung terlihat.",
          "Kerjakan dari atas ke bawah. Mengelap rak akan menjatuhkan debu ke lantai, jadi sapu atau sedot debunya paling akhir.",
          "Kelompokkan barang berdasarkan tujuannya, lalu taruh satu per satu berturut-turut agar kombomu terus bertambah.",
          "Simpan tombol petunjuk untuk bagian akhir; tombol ini menandai noda terakhir yang terlewat, tetapi juga mengatur ulang kombomu.",
        ],
      },
      {
        title: "Tips Khusus Tiap Ruangan",
        intro: "Setiap ruangan punya bagian sulitnya sendiri:",
        items: [
          "Kamar Tidur: periksa kolong tempat tidur dan balik gorden, tempat kaus kaki dan mainan kecil suka bersembunyi.",
          "Dapur: tumpuk piring di bak cuci sebelum mengelap meja dapur, supaya remah tidak jatuh lagi ke permukaan yang sudah bersih.",
          "Kamar Mandi: lap cermin paling akhir, karena cipratan dari wastafel bisa membuatnya berembun lagi.",
          "Garasi: pilah perkakas ke papan gantung dulu untuk mengosongkan tempat, lalu sapu lantai yang luas dengan sapuan panjang.",
        ],
      },
      {
        title: "Skor & Pencapaian",
        intro: "Poin, bintang, dan trofi mengikuti aturan yang sederhana:",
        items: [
          "Setiap barang yang dipilah dan noda yang dibersihkan memberi poin, dan sisa detik pada timer menjadi bonus waktu.",
          "Satu bintang untuk selesai tepat waktu, dua untuk mencapai target skor ruangan, tiga untuk permainan tanpa satu pun salah taruh.",
          "Kombo melipatgandakan poinmu, jadi rentetan memilah yang panjang lebih berharga daripada bersih-bersih dengan cepat.",
          "Trofi di menu Pencapaian menjadi hadiah untuk momen penting, seperti ruangan tiga bintang pertamamu atau kombo sempurna.",
        ],
      },
    ],
    proTipsHeading: "Tips Pro",
    proTips: [
      "Baca daftar tugas dulu supaya kamu tahu persis apa saja yang dihitung untuk meteran kebersihan.",
      "Perbesar tampilan dengan mencubit layar atau memutar roda mouse untuk menemukan remah kecil dan barang mungil.",
      "Ulangi ruangan yang sudah selesai: kamu sudah hafal tata letaknya, jadi tiga bintang jauh lebih mudah didapat.",
      "Belanjakan koin untuk dekorasi yang kamu suka; dekorasi tidak pernah mengurangi bintang atau waktumu.",
      "Nyalakan Mode Zen untuk mempelajari ruangan baru dengan santai, lalu matikan lagi untuk mengejar bintang.",
      "Di layar kecil, main dalam layar penuh supaya barang-barang tampak lebih besar dan lebih mudah diseret.",
    ],
  },
  faqSection: {
    title: "Pertanyaan yang Sering Diajukan",
    intro: `Jawaban singkat seputar cara bermain ${name}. Butuh info lebih? Halaman FAQ lengkap berisi semua pertanyaan yang kami terima.`,
    seeAll: "Lihat semua pertanyaan",
  },
  /** The questions are asked without a pronoun, the usual way of Indonesian FAQs. */
  faq: [
    {
      question: `Apa itu ${name}?`,
      answer: `${name} adalah game bersih-bersih dan beres-beres yang santai. Setiap level berupa ruangan yang berantakan: pilah barang ke kotak dan rak yang tepat, lap, sapu, dan sedot debu, lalu raih hingga tiga bintang sesuai hasil kerjamu.`,
    },
    {
      question: `Apakah ${name} gratis?`,
      answer: `Ya. Semua ruangan, alat, dan dekorasi bisa didapat dengan bermain. Tidak ada yang perlu dibeli dan tidak ada batas jumlah ruangan yang bisa kamu mainkan dalam sehari.`,
    },
    {
      question: "Apakah perlu mengunduh sesuatu atau mendaftar?",
      answer: `Tidak. ${name} berjalan langsung di browser web, jadi tidak ada yang perlu dipasang. Akun pun tidak ada: tekan Main Sekarang dan ruangan pertama langsung terbuka.`,
    },
    {
      question: "Bisa dimainkan di perangkat apa saja?",
      answer: `Di komputer, tablet, atau ponsel apa pun dengan browser terbaru seperti Chrome, Firefox, Safari, atau Edge. Di ponsel, miringkan layarnya agar tampilan ruangan lebih besar.`,
    },
    {
      question: "Bagaimana cara menyimpan progres?",
      answer: `Kamu tidak perlu melakukan apa-apa. Bintang, ruangan yang sudah terbuka, dan dekorasimu tersimpan otomatis di browser setelah setiap ruangan, jadi kembalilah dengan browser dan perangkat yang sama untuk melanjutkan.`,
    },
    {
      question: "Bagaimana cara mengendalikan game-nya?",
      answer: `Pilih alat dari bilah alat di bagian bawah layar, lalu klik atau ketuk untuk memakainya. Seret barang ke kotak atau rak tempatnya, dan gosok bolak-balik di atas kotoran untuk mengelap atau menyapunya.`,
    },
    {
      question: "Apa tujuan di setiap ruangan?",
      answer: `Selesaikan daftar tugas ruangan sebelum waktu habis: semua barang sudah dirapikan dan semua noda sudah dibersihkan. Meteran kebersihan di bagian atas terisi sedikit demi sedikit, dan ruangan selesai saat meterannya penuh.`,
    },
    {
      question: "Berapa lama waktu untuk satu ruangan?",
      answer: `Ruangan-ruangan awal butuh dua atau tiga menit, dan ruangan yang lebih besar di tahap berikutnya sekitar lima menit. Jadi, kamu bisa dengan mudah memainkan satu ruangan saat istirahat sebentar dan berhenti kapan saja.`,
    },
    {
      question: "Apakah ada cara main santai tanpa timer?",
      answer: `Ada. Nyalakan Mode Zen di menu pengaturan (ikon roda gigi) untuk mematikan timer. Kamu tetap mendapat poin dan koin, tetapi ruangan yang dimainkan dalam Mode Zen tidak mengubah perolehan bintangmu.`,
    },
    {
      question: `Apakah ${name} cocok untuk anak kecil?`,
      answer: `Ya. Tidak ada kekerasan, tidak ada obrolan dengan orang asing, dan tidak ada yang perlu dibeli. Anak-anak yang lebih kecil paling cocok bermain dalam Mode Zen, karena mereka bisa memilah dan bersih-bersih sesuai kecepatan sendiri.`,
    },
  ],
};
