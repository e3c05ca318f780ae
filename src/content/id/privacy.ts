import { siteConfig } from "@/config/site";
import {
  LANGUAGE_NOTICE_STORAGE_KEY,
  POLICY_MIN_AGE_YEARS,
  THEME_STORAGE_KEY,
} from "@/lib/constants";
import type { PrivacyWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
export const privacy = (t: WordsTools): PrivacyWords => {
  /**
   * The privacy policy's words, in Indonesian. It keeps the site's "kamu": the site speaks to
   * players of every age in one voice, and a policy in "Anda" would read as another site's.
   */
  const ageLimit = t.count(POLICY_MIN_AGE_YEARS, { other: "# tahun" });

  return {
    meta: {
      title: `Kebijakan Privasi | ${name}`,
      description: `Cara ${name} menangani informasi: apa yang dikumpulkan, cookie dan penyimpanan lokal, host game pihak ketiga, privasi anak, dan pilihan yang kamu miliki.`,
    },
    title: "Kebijakan Privasi",
    /** Before the spec's date, which the page writes as Indonesian writes dates ("19 April 2023"). */
    lastUpdated: (date: string) => `Terakhir diperbarui ${date}`,
    intro: `Kebijakan ini menjelaskan informasi apa yang dikumpulkan ${name} saat kamu mengunjungi situs ini dan memainkan game-game di dalamnya, bagaimana informasi itu digunakan, dan pilihan apa saja yang kamu miliki. Tidak ada akun, dan kami hanya meminta data pribadi jika kamu memilih untuk menghubungi kami.`,
    sections: {
      "information-we-collect": {
        title: "Informasi yang Kami Kumpulkan",
        paragraphs: [
          "Sebagian informasi teknis kami terima secara otomatis saat browsermu memuat halaman kami atau game yang disematkan. Progres game dan preferensi disimpan di browsermu, di perangkatmu sendiri. Kami hanya menerima data pribadi yang kamu pilih untuk dikirimkan kepada kami.",
        ],
        items: [
          "Jenis dan versi browser",
          "Informasi perangkat, seperti jenis perangkat, sistem operasi, dan ukuran layar",
          "Alamat IP",
          "Progres game, seperti ruangan yang sudah selesai, bintang, dan dekorasi yang sudah terbuka",
          "Preferensi, seperti pengaturan suara, musik, dan Mode Zen",
          "Nama dan alamat emailmu, hanya jika kamu menghubungi kami",
        ],
      },
      "how-we-use-information": {
        title: "Cara Kami Menggunakan Informasi",
        paragraphs: [
          "Kami menggunakan informasi teknis untuk menampilkan halaman di perangkatmu, menjaga situs tetap berfungsi di berbagai browser dan ukuran layar, serta menemukan dan memperbaiki masalah.",
          "Progres game dan preferensi hanya digunakan agar kamu bisa melanjutkan dari tempat terakhir dengan pengaturan pilihanmu. Jika kamu menghubungi kami, nama dan alamat emailmu hanya kami gunakan untuk membalas pesanmu. Kami tidak menjual informasimu.",
        ],
      },
      "cookies-and-local-storage": {
        title: "Cookie dan Penyimpanan Lokal",
        paragraphs: [
          `Situs ini tidak memasang cookie. Situs ini menyimpan paling banyak dua hal di perangkatmu, di penyimpanan lokal (local storage) browsermu: pilihan temamu (Terang atau Gelap) dengan nama "${THEME_STORAGE_KEY}", agar setiap halaman langsung terbuka dengan tema itu, dan "${LANGUAGE_NOTICE_STORAGE_KEY}", setelah kamu menutup saran untuk membaca halaman dalam bahasamu sendiri atau memilih bahasa sendiri, agar saran itu tidak muncul lagi. Pilihan Sistem tidak menyimpan apa pun, dan kedua nilai itu tidak pernah keluar dari perangkatmu.`,
          "Kamu bisa menghapus cookie dan penyimpanan lokal kapan saja di pengaturan browser. Langkah ini akan mengembalikan pilihan tema ke semula, memunculkan lagi saran bahasa, dan menghapus progres game-mu. Jendela pribadi atau penyamaran juga menghapus semuanya saat ditutup.",
        ],
      },
      "third-party-services": {
        title: "Layanan Pihak Ketiga",
        paragraphs: [
          "Game di situs ini dimuat dalam bingkai tersemat dari host game eksternal. Saat game dimuat, host menerima informasi teknis seperti alamat IP dan jenis browsermu, dan mungkin menggunakan cookie atau penyimpanan lokalnya sendiri.",
          "Host-host ini memiliki kebijakan privasi sendiri yang mengatur cara mereka menangani informasi tersebut. Kami menyarankan kamu untuk membacanya.",
        ],
      },
      "data-security": {
        title: "Keamanan Data",
        paragraphs: [
          "Situs ini disajikan melalui koneksi terenkripsi, dan kami menyimpan informasi seminimal mungkin. Pesan yang kamu kirimkan hanya disimpan selama diperlukan untuk membalasnya.",
          "Tidak ada metode pengiriman atau penyimpanan informasi lewat internet yang sepenuhnya aman, jadi kami tidak bisa menjamin keamanan mutlak.",
        ],
      },
      "childrens-privacy": {
        title: "Privasi Anak",
        paragraphs: [
          `Game kami cocok untuk pemain segala usia, tetapi kami tidak dengan sengaja mengumpulkan data pribadi dari anak berusia di bawah ${ageLimit}.`,
          `Jika kamu orang tua atau wali dan merasa anakmu yang berusia di bawah ${ageLimit} telah mengirimkan data pribadi kepada kami, silakan hubungi kami dan kami akan menghapusnya.`,
        ],
      },
      "international-data-transfers": {
        title: "Transfer Data Internasional",
        paragraphs: [
          "Layanan yang digunakan oleh kami dan host game mungkin berada di luar negaramu. Karena itu, informasi bisa saja dikirim ke dan diproses di Amerika Serikat, yang undang-undang perlindungan datanya mungkin berbeda dari negaramu.",
        ],
      },
      "changes-to-this-policy": {
        title: "Perubahan Kebijakan Ini",
        paragraphs: [
          'Kami dapat memperbarui kebijakan ini dari waktu ke waktu. Jika ada perubahan, kami akan memasang versi barunya di halaman ini dan mengubah tanggal "terakhir diperbarui", jadi sesekali periksa lagi halaman ini.',
        ],
      },
    },
    questions: {
      title: "Ada Pertanyaan tentang Privasimu?",
      body: "Tanyakan apa saja tentang kebijakan ini, atau minta kami menghapus pesan yang pernah kamu kirim.",
      contactUs: "Hubungi Kami",
    },
  };
};
