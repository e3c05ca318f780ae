import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Indonesian. */
export const contact = (t: WordsTools): ContactWords => {
  /** Indonesian nouns do not change with a number: the count has the one form `other`. */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} sampai ${t.count(RESPONSE_WINDOW_HOURS.max, { other: "# jam" })}`;

  return {
    meta: {
      title: `Hubungi Kami | ${name}`,
      description: `Punya pertanyaan, laporan bug, atau ide? Hubungi tim ${name} lewat formulir, email, atau telepon. Kami membalas dalam ${responseWindow} pada hari kerja.`,
    },
    title: "Hubungi Kami",
    intro:
      "Menemukan bug, punya ide untuk ruangan baru, atau butuh bantuan di level yang sulit? Kirimi kami pesan, dan orang sungguhan akan membacanya.",
    form: {
      heading: "Kirim Pesan",
      fields: {
        name: { label: "Nama", placeholder: "Namamu" },
        /** "Email" alone would equal the English label; "alamat email" is the usual form label. */
        email: { label: "Alamat email", placeholder: "kamu@contoh.com" },
        subject: { label: "Subjek", placeholder: "Tentang apa?" },
        message: {
          label: "Pesan",
          placeholder: "Ceritakan apa yang terjadi atau apa yang ingin kamu lihat",
        },
      },
      submit: "Kirim Pesan",
      sending: "Mengirim...",
      validation: {
        missing: "Harap isi kolom ini.",
        badEmail: "Masukkan alamat email seperti kamu@contoh.com.",
        /** `fields`: the empty fields' labels as a list, e.g. "Nama dan Pesan". */
        missingFields: (fields: string) => `Harap isi: ${fields}.`,
      },
      privacyNote: "Pesanmu tidak disimpan di situs ini.",
    },
    sent: {
      title: "Pesan Terkirim!",
      description: "Terima kasih sudah menghubungi kami. Kami akan segera membalas pesanmu.",
    },
    details: {
      heading: "Detail Kontak",
      email: "Alamat email",
      phone: "Telepon",
      address: "Alamat",
    },
    supportHours: {
      heading: "Jam Layanan",
      /** Indonesian writes times with a full stop (09.00); the hours themselves are the spec's. */
      rows: [
        { days: "Senin sampai Jumat", hours: "09.00 - 18.00 EST" },
        { days: "Sabtu", hours: "10.00 - 16.00 EST" },
        { days: "Minggu", hours: "Tutup" },
      ],
      responseTime: `Kami membalas dalam ${responseWindow} pada hari kerja.`,
    },
  };
};
