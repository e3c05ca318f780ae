import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Thai. */
export const contact = (t: WordsTools): ContactWords => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} ถึง ${t.count(RESPONSE_WINDOW_HOURS.max, { other: "# ชั่วโมง" })}`;

  return {
    meta: {
      title: `ติดต่อเรา | ${name}`,
      description: `มีคำถาม เจอบั๊ก หรือมีไอเดีย ติดต่อทีม ${name} ผ่านแบบฟอร์ม อีเมล หรือโทรศัพท์ได้เลย เราตอบกลับภายใน ${responseWindow} ในวันทำการ`,
    },
    title: "ติดต่อเรา",
    intro:
      "เจอบั๊ก มีไอเดียสำหรับห้องใหม่ หรืออยากได้ตัวช่วยในด่านที่ยาก ส่งข้อความมาหาเราได้เลย คนจริง ๆ จะเป็นคนอ่านข้อความของคุณ",
    form: {
      heading: "ส่งข้อความถึงเรา",
      fields: {
        name: { label: "ชื่อ", placeholder: "ชื่อของคุณ" },
        email: { label: "อีเมล", placeholder: "name@example.com" },
        subject: { label: "หัวข้อ", placeholder: "เรื่องอะไร" },
        message: {
          label: "ข้อความ",
          placeholder: "เล่าให้เราฟังว่าเกิดอะไรขึ้น หรืออยากเห็นอะไรในเกม",
        },
      },
      submit: "ส่งข้อความ",
      sending: "กำลังส่ง...",
      validation: {
        missing: "โปรดกรอกช่องนี้",
        badEmail: "โปรดกรอกที่อยู่อีเมลในรูปแบบ name@example.com",
        /** `fields`: the empty fields' labels as a list, e.g. "ชื่อ และข้อความ". */
        missingFields: (fields: string) => `โปรดกรอก: ${fields}`,
      },
      privacyNote: "ข้อความของคุณจะไม่ถูกเก็บไว้ในเว็บไซต์นี้",
    },
    sent: {
      title: "ส่งข้อความแล้ว!",
      description: "ขอบคุณที่ติดต่อเรา เราจะตอบกลับข้อความของคุณโดยเร็ว",
    },
    details: {
      heading: "ข้อมูลติดต่อ",
      email: "อีเมล",
      phone: "โทรศัพท์",
      address: "ที่อยู่",
    },
    supportHours: {
      heading: "เวลาทำการฝ่ายช่วยเหลือ",
      /** Thai writes the hours on the 24-hour clock: 9 AM-6 PM is 9:00-18:00 น. */
      rows: [
        { days: "วันจันทร์ถึงวันศุกร์", hours: "9:00 - 18:00 น. (EST)" },
        { days: "วันเสาร์", hours: "10:00 - 16:00 น. (EST)" },
        { days: "วันอาทิตย์", hours: "ปิดทำการ" },
      ],
      responseTime: `เราตอบกลับภายใน ${responseWindow} ในวันทำการ`,
    },
  };
};
