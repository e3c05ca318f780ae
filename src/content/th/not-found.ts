import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Thai. */
export const notFound: NotFoundWords = {
  meta: {
    title: `ไม่พบหน้านี้ | ${siteConfig.name}`,
    description: `ไม่มีหน้านี้อยู่ กลับไปที่ ${siteConfig.name} เพื่อทำความสะอาดต่อ หรือแจ้งเราเรื่องลิงก์เสียได้เลย`,
  },
  code: "404",
  heading: "อุ๊ย! หน้านี้ต้องจัดระเบียบสักหน่อย",
  body: "หน้าที่คุณกำลังหาอาจถูกกวาดทิ้งไปแล้วหรือไม่เคยมีอยู่เลย เดี๋ยวเราพาคุณกลับไปที่ที่สะอาดเรียบร้อยกัน",
  returnHome: "กลับหน้าแรก",
  reportIssue: "แจ้งปัญหา",
};
