import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Simplified Chinese. */
export const contact = (t: WordsTools): ContactWords => {
  /** The response window, "min至max小时": the measure word follows the second number only. */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)}至${t.count(RESPONSE_WINDOW_HOURS.max, { other: "#小时" })}`;

  return {
    meta: {
      title: `联系我们 | ${name}`,
      description: `有问题、发现了错误或者有好点子？通过表单、电子邮件或电话联系${name}团队。我们会在工作日${responseWindow}内回复。`,
    },
    title: "联系我们",
    intro: "发现了错误、有新房间的点子，或者在难关上需要帮忙？给我们发条消息吧，会有真人认真阅读。",
    form: {
      heading: "给我们发消息",
      fields: {
        name: { label: "名字", placeholder: "你的名字" },
        /** A Chinese sample address, as the Japanese page uses taro@example.com. */
        email: { label: "电子邮箱", placeholder: "xiaoming@example.com" },
        subject: { label: "主题", placeholder: "是关于什么的？" },
        message: {
          label: "消息",
          placeholder: "告诉我们发生了什么，或者你希望看到什么",
        },
      },
      submit: "发送消息",
      sending: "发送中…",
      validation: {
        missing: "请填写此项。",
        badEmail: "请输入类似xiaoming@example.com的电子邮箱地址。",
        /** `fields`: the empty fields' labels as a list, e.g. "名字和消息". */
        missingFields: (fields: string) => `请填写：${fields}。`,
      },
      privacyNote: "你的消息不会保存在本网站上。",
    },
    sent: {
      title: "消息已发送！",
      description: "感谢你联系我们，我们会尽快回复你。",
    },
    details: {
      heading: "联系方式",
      email: "电子邮箱",
      phone: "电话",
      address: "地址",
    },
    supportHours: {
      heading: "客服时间",
      /** 上午/下午 before the time, as Chinese writes a 12-hour clock; EST named in full. */
      rows: [
        { days: "周一至周五", hours: "上午9:00至下午6:00（美国东部标准时间）" },
        { days: "周六", hours: "上午10:00至下午4:00（美国东部标准时间）" },
        { days: "周日", hours: "休息" },
      ],
      responseTime: `我们会在工作日${responseWindow}内回复。`,
    },
  };
};
