import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { FaqWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The FAQ page's words, in Indonesian. Questions go without a pronoun, as Indonesian FAQs ask. */
export const faq = (t: WordsTools): FaqWords => {
  /** Indonesian nouns do not change with a number: the count has the one form `other`. */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} sampai ${t.count(RESPONSE_WINDOW_HOURS.max, { other: "# jam" })}`;

  return {
    meta: {
      title: `FAQ - Bantuan dan Jawaban seputar ${name}`,
      description: `Jawaban atas ${t.count(FAQ_PAGE_COUNT, { other: "# pertanyaan yang paling sering diajukan" })} tentang ${name}: menyimpan progres, perangkat, kontrol, skor, batas bermain, konten baru, dan cara mendapatkan bantuan.`,
    },
    title: "Pertanyaan yang Sering Diajukan",
    intro: `Semua yang ditanyakan pemain tentang ${name}, dari menyimpan progres sampai mendapatkan bantuan. Pilih pertanyaan untuk melihat jawabannya.`,
    entries: [
      {
        question: `Apakah ${name} berbayar?`,
        answer: `Tidak, ${name} sepenuhnya gratis. Tidak ada ruangan berbayar, tidak ada mata uang premium, dan tidak ada pembelian dalam game. Semuanya terbuka dengan bermain.`,
      },
      {
        question: "Apakah perlu akun untuk bermain?",
        answer: `Tidak. Saat ini belum ada akun, jadi tidak ada yang perlu didaftarkan dan tidak ada kata sandi yang perlu diingat. Akun mungkin hadir dalam pembaruan mendatang agar kamu bisa membawa progres ke perangkat lain.`,
      },
      {
        question: "Apakah harus mengunduh atau memasang sesuatu?",
        answer: `Tidak. Game dimuat di dalam situs web ini dan berjalan di browsermu. Kamu hanya butuh koneksi internet saat game sedang dimulai.`,
      },
      {
        question: "Perangkat dan browser apa saja yang didukung?",
        answer: `${name} bisa dimainkan di komputer, tablet, dan ponsel dengan Chrome, Firefox, Safari, atau Edge versi terbaru. Kalau terasa lambat, tutup tab lain atau perbarui browsermu.`,
      },
      {
        question: "Di mana progres disimpan?",
        answer: `Bintang, ruangan yang sudah terbuka, dekorasi, dan pengaturanmu disimpan di penyimpanan lokal (local storage) browsermu, di perangkatmu sendiri. Tidak ada yang dikirim ke kami, dan penyimpanan terjadi otomatis setiap kali kamu menyelesaikan ruangan.`,
      },
      {
        question: "Kenapa progres bisa hilang?",
        answer: `Progres tersimpan di penyimpanan lokal browser, jadi menghapus cookie dan data situs juga akan menghapusnya, dan jendela pribadi atau penyamaran akan melupakannya saat ditutup. Bermainlah di jendela biasa agar ruanganmu tetap aman.`,
      },
      {
        question: "Bisakah melanjutkan di browser atau perangkat lain?",
        answer: `Belum bisa. Penyimpanan lokal hanya milik satu browser di satu perangkat, jadi browser, komputer, atau ponsel lain akan memulai game dari awal. Akun untuk memindahkan progres mungkin hadir dalam pembaruan mendatang.`,
      },
      {
        question: "Apakah ada batas bermain setiap hari?",
        answer: `Tidak. Tidak ada batas bermain harian, tidak ada bar energi, dan tidak ada waktu tunggu antarruangan. Ulangi ruangan mana pun sesering yang kamu mau untuk menambah bintang.`,
      },
      {
        question: "Seberapa sering konten baru ditambahkan?",
        answer: `Konten baru dirilis setiap bulan. Setiap pembaruan membawa ruangan baru, dekorasi, atau acara musiman, dan progres yang tersimpan tetap aman saat pembaruan datang.`,
      },
      {
        question: "Bagaimana cara bermain dalam layar penuh?",
        answer: `Klik tombol layar penuh di pojok bingkai game. Untuk keluar dari layar penuh, tekan Esc di keyboard, atau di layar sentuh, ketuk tombol yang sama sekali lagi.`,
      },
      {
        question: "Bagaimana cara mematikan suara atau musik?",
        answer: `Buka menu pengaturan lewat ikon roda gigi di dalam game. Musik dan efek suara punya tombol terpisah, jadi kamu bisa tetap mendengar suara bersih-bersih yang memuaskan sambil membisukan musiknya.`,
      },
      {
        question: "Game tidak mau dimuat. Apa yang bisa dilakukan?",
        answer: `Muat ulang halaman dan periksa koneksi internetmu. Jika bingkai game tetap kosong, izinkan host game di pengaturan browser dan matikan pemblokir iklan atau skrip yang terlalu ketat untuk situs ini, lalu muat ulang.`,
      },
      {
        question: "Apa bedanya kontrol di layar sentuh dan dengan mouse?",
        answer: `Dengan mouse, kamu mengklik alat, mengklik dan menyeret barang, serta menahan tombol sambil bergerak untuk menggosok. Di layar sentuh, kamu mengetuk, menyeret dengan satu jari, dan menggosok bolak-balik. Keduanya memberi skor yang sama.`,
      },
      {
        question: "Bagaimana skor dan bintang dihitung?",
        answer: `Kamu mendapat poin untuk setiap barang yang dipilah dan setiap noda yang dibersihkan, ditambah bonus untuk sisa waktu. Satu bintang untuk selesai tepat waktu, dua untuk mencapai target skor, tiga untuk permainan sempurna tanpa salah taruh.`,
      },
      {
        question: "Apa itu kombo?",
        answer: `Memilah barang ke tempat yang benar berturut-turut akan membangun kombo yang melipatgandakan poinmu. Salah taruh akan mengembalikan barang dan mengatur ulang kombo, jadi luangkan waktu sejenak untuk memeriksa setiap label.`,
      },
      {
        question: "Bagaimana cara membuka ruangan dan dekorasi baru?",
        answer: `Bintang membuka ruangan baru di peta rumah, dan koin yang kamu dapat dari poin bisa dipakai membeli dekorasi seperti karpet, tanaman, dan wallpaper di Toko Dekorasi. Mengulang ruangan demi bintang tambahan juga memberi koin tambahan.`,
      },
      {
        question: `Apakah ${name} cocok untuk anak-anak?`,
        answer: `Ya, game ini dibuat untuk pemain segala usia. Tidak ada kekerasan, tidak ada obrolan, dan tidak ada yang perlu dibeli. Mode Zen juga menghilangkan timer, jadi pemain yang lebih muda bisa bermain tanpa terburu-buru.`,
      },
      {
        question: "Informasi apa saja yang dikumpulkan saat bermain?",
        answer: `Sangat sedikit. Progres game tetap berada di browsermu sendiri, dan tidak ada yang perlu didaftarkan. Untuk detail lengkapnya, lihat Kebijakan Privasi kami.`,
      },
      {
        question: "Bagaimana cara menghubungi tim dukungan?",
        answer: `Gunakan tautan Hubungi Dukungan di halaman ini untuk membuka halaman Kontak kami dan mengirim pesan. Kami membalas dalam ${responseWindow} pada hari kerja, jadi sebutkan browser dan perangkatmu agar kami bisa membantu lebih cepat.`,
      },
      {
        question: "Apa itu Charlie the Steak?",
        answer: `Charlie the Steak adalah game platform gratis di situs ini, dengan tokoh utama steak pemberani yang berlari, melompat, dan melesat melewati dunia-dunia bertema dapur. Buka halaman Charlie the Steak untuk memainkan game-nya, melihat kontrolnya, dan membaca panduan lengkap semua level.`,
      },
    ],
    moreHelp: {
      title: "Masih Ada Pertanyaan?",
      body: "Tim dukungan kami siap membantu apa pun yang belum dibahas di halaman ini.",
      contactSupport: "Hubungi Dukungan",
    },
  };
};
