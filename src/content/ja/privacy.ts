import { siteConfig } from "@/config/site";
import {
  LANGUAGE_NOTICE_STORAGE_KEY,
  POLICY_MIN_AGE_YEARS,
  THEME_STORAGE_KEY,
} from "@/lib/constants";
import type { PrivacyWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The privacy policy's words, in Japanese. */
export const privacy = (t: WordsTools): PrivacyWords => {
  /** The age with its counter word (歳). */
  const minAge = t.count(POLICY_MIN_AGE_YEARS, { other: "#歳" });

  return {
    meta: {
      title: `プライバシーポリシー | ${name}`,
      description: `${name}が情報をどう扱うかについて：集める情報、Cookieとローカルストレージ、外部のゲーム配信元、子どものプライバシー、そしてあなたが選べること。`,
    },
    title: "プライバシーポリシー",
    /** Before the spec's date, which the page writes as Japanese does (year, month, day). */
    lastUpdated: (date: string) => `最終更新日：${date}`,
    intro: `このポリシーでは、このWebサイトを訪れたりゲームを遊んだりするときに${name}が集める情報、その使い方、そしてあなたが選べることを説明します。アカウントはなく、個人情報をおたずねするのは、あなたが自分からお問い合わせをしたときだけです。`,
    /** The keys are the sections' addresses on the page: the same in every language. */
    sections: {
      "information-we-collect": {
        title: "集める情報",
        paragraphs: [
          "ブラウザーがページや組みこまれたゲームを読みこむとき、いくつかの技術的な情報が自動的に送られてきます。ゲームの進み具合や設定は、あなた自身の端末のブラウザーの中に保存されます。個人情報は、あなたが自分で送ってくれたものしか受け取りません。",
        ],
        items: [
          "ブラウザーの種類とバージョン",
          "端末の種類、OS、画面の大きさなどの端末情報",
          "IPアドレス",
          "クリアした部屋、星、手に入れたインテリアなどのゲームの進み具合",
          "効果音、音楽、ゼンモードなどの設定",
          "お名前とメールアドレス（お問い合わせをしたときだけ）",
        ],
      },
      "how-we-use-information": {
        title: "情報の使い方",
        paragraphs: [
          "技術的な情報は、あなたの端末にページを届けるため、いろいろなブラウザーや画面サイズでサイトがきちんと動くようにするため、そして問題を見つけて直すために使います。",
          "ゲームの進み具合や設定は、前回の続きから、選んだ設定のままで遊べるようにするためだけに使います。お問い合わせをいただいた場合、お名前とメールアドレスはお返事のためだけに使います。あなたの情報を売ることはありません。",
        ],
      },
      "cookies-and-local-storage": {
        title: "Cookieとローカルストレージ",
        paragraphs: [
          `このサイトはCookieを使いません。あなたの端末のブラウザーのローカルストレージに保存するのは、多くても次の二つだけです。一つは、どのページも同じテーマで開けるようにするための、テーマの選択（ライトまたはダーク）で、「${THEME_STORAGE_KEY}」という名前で保存します。もう一つは、自分の言語でページを読むようすすめるお知らせを閉じたときや、自分で言語を選んだときに保存する「${LANGUAGE_NOTICE_STORAGE_KEY}」で、お知らせがもう出ないようにするためのものです。「自動」を選んだときは何も保存されず、どちらの情報もあなたの端末の外に出ることはありません。`,
          "Cookieとローカルストレージは、ブラウザーの設定からいつでも消すことができます。消すと、テーマの選択が元にもどり、言語のお知らせがまた表示され、ゲームの進み具合も消えます。また、プライベートウィンドウ（シークレットモード）では、ウィンドウを閉じたときにこれらが消えます。",
        ],
      },
      "third-party-services": {
        title: "外部のサービス",
        paragraphs: [
          "このサイトのゲームは、外部のゲーム配信元から、ページに組みこまれた枠の中に読みこまれます。ゲームが読みこまれるとき、配信元はIPアドレスやブラウザーの種類などの技術的な情報を受け取り、独自のCookieやローカルストレージを使うことがあります。",
          "これらの配信元にはそれぞれのプライバシーポリシーがあり、その情報の扱い方はそちらで決められています。ぜひ読んでみてください。",
        ],
      },
      "data-security": {
        title: "データの安全",
        paragraphs: [
          "このサイトは暗号化された接続で届けられ、持っている情報はできるだけ少なくしています。送っていただいたメッセージは、お返事に必要な間だけ保管します。",
          "インターネットで情報を送ったり保存したりする方法に、完全に安全なものはありません。そのため、絶対に安全だとお約束することはできません。",
        ],
      },
      "childrens-privacy": {
        title: "子どものプライバシー",
        paragraphs: [
          `私たちのゲームはどの年齢の方にも楽しんでいただけますが、${minAge}未満のお子さまの個人情報を、知りながら集めることはありません。`,
          `保護者の方で、${minAge}未満のお子さまが個人情報を送ってしまったと思われる場合は、ご連絡ください。その情報を消します。`,
        ],
      },
      "international-data-transfers": {
        title: "国をこえたデータの移動",
        paragraphs: [
          "私たちやゲーム配信元が使うサービスは、あなたの国の外にあることがあります。そのため、情報がアメリカに送られて処理されることがあり、そこでのデータ保護の法律は、あなたの国のものとちがう場合があります。",
        ],
      },
      "changes-to-this-policy": {
        title: "このポリシーの変更",
        paragraphs: [
          "このポリシーは、ときどき更新することがあります。その場合は、新しい内容をこのページにのせて「最終更新日」を変えますので、ときどき確認してください。",
        ],
      },
    },
    questions: {
      title: "プライバシーについて質問がありますか？",
      body: "このポリシーについて、なんでも気軽にたずねてください。送ったメッセージを消してほしいときも、ご連絡ください。",
      contactUs: "お問い合わせ",
    },
  };
};
