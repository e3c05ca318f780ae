import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Japanese. */
export const contact = (t: WordsTools): ContactWords => {
  /** The response window, "min〜max時間": the wave dash is how Japanese writes a range. */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)}〜${t.count(RESPONSE_WINDOW_HOURS.max, { other: "#時間" })}`;

  return {
    meta: {
      title: `お問い合わせ | ${name}`,
      description: `質問、不具合の報告、アイデアなどはありませんか？フォーム、メール、電話で${name}チームに連絡できます。営業日の${responseWindow}以内にお返事します。`,
    },
    title: "お問い合わせ",
    intro:
      "不具合を見つけたとき、新しい部屋のアイデアがあるとき、むずかしいステージで困っているときは、メッセージを送ってください。スタッフがちゃんと読みます。",
    form: {
      heading: "メッセージを送る",
      fields: {
        name: { label: "お名前", placeholder: "ニックネームでもOK" },
        email: { label: "メールアドレス", placeholder: "taro@example.com" },
        subject: { label: "件名", placeholder: "どんなご用件ですか？" },
        message: {
          label: "メッセージ",
          placeholder: "何が起きたか、どんなものが見たいかを教えてください",
        },
      },
      submit: "送信する",
      sending: "送信中…",
      validation: {
        missing: "この項目を入力してください。",
        badEmail: "taro@example.com のような形でメールアドレスを入力してください。",
        /** `fields`: the empty fields' labels as a list, e.g. "お名前、メッセージ". */
        missingFields: (fields: string) => `次の項目を入力してください：${fields}。`,
      },
      privacyNote: "送ったメッセージがこのサイトに保存されることはありません。",
    },
    sent: {
      title: "送信しました！",
      description: "お問い合わせありがとうございます。できるだけ早くお返事しますね。",
    },
    details: {
      heading: "連絡先",
      email: "メール",
      phone: "電話",
      address: "住所",
    },
    supportHours: {
      heading: "サポート受付時間",
      rows: [
        { days: "月曜日〜金曜日", hours: "9:00〜18:00（アメリカ東部時間）" },
        { days: "土曜日", hours: "10:00〜16:00（アメリカ東部時間）" },
        { days: "日曜日", hours: "お休み" },
      ],
      responseTime: `営業日の${responseWindow}以内にお返事します。`,
    },
  };
};
