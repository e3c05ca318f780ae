import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Korean. */
export const contact = (t: WordsTools): ContactWords => {
  /** The response window, "min~max시간": the tilde is how Korean writes a range. */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)}~${t.count(RESPONSE_WINDOW_HOURS.max, { other: "#시간" })}`;

  return {
    meta: {
      title: `문의하기 | ${name}`,
      description: `질문, 버그 신고, 아이디어가 있나요? 문의 양식, 이메일, 전화로 ${name} 팀에 연락하세요. 영업일 기준 ${responseWindow} 안에 답장해 드려요.`,
    },
    title: "문의하기",
    intro:
      "버그를 찾았거나, 새로운 방 아이디어가 있거나, 어려운 레벨에서 도움이 필요한가요? 메시지를 보내 주시면 저희 팀원이 직접 읽어요.",
    form: {
      heading: "메시지 보내기",
      fields: {
        name: { label: "이름", placeholder: "이름을 입력하세요" },
        /** A Korean sample address, as the Japanese page uses taro@example.com. */
        email: { label: "이메일", placeholder: "gildong@example.com" },
        subject: { label: "제목", placeholder: "어떤 내용인가요?" },
        message: {
          label: "메시지",
          placeholder: "무슨 일이 있었는지, 또는 어떤 게 있으면 좋겠는지 알려 주세요",
        },
      },
      submit: "메시지 보내기",
      sending: "보내는 중…",
      validation: {
        missing: "이 항목을 입력해 주세요.",
        badEmail: "gildong@example.com 같은 형식으로 이메일 주소를 입력해 주세요.",
        /** `fields`: the empty fields' labels as a list, e.g. "이름 및 메시지". */
        missingFields: (fields: string) => `다음 항목을 입력해 주세요: ${fields}.`,
      },
      privacyNote: "보내신 메시지는 이 사이트에 저장되지 않아요.",
    },
    sent: {
      title: "메시지를 보냈어요!",
      description: "문의해 주셔서 감사해요. 곧 답장해 드릴게요.",
    },
    details: {
      heading: "연락처 정보",
      email: "이메일",
      phone: "전화",
      address: "주소",
    },
    supportHours: {
      heading: "고객 지원 시간",
      /** 오전/오후 before the time, as Korean writes a 12-hour clock; EST named in full. */
      rows: [
        { days: "월요일~금요일", hours: "오전 9:00~오후 6:00 (미국 동부 표준시)" },
        { days: "토요일", hours: "오전 10:00~오후 4:00 (미국 동부 표준시)" },
        { days: "일요일", hours: "휴무" },
      ],
      responseTime: `영업일 기준 ${responseWindow} 안에 답장해 드려요.`,
    },
  };
};
