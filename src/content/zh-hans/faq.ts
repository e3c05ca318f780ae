import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import { CHARLIE_NAME } from "../names";
import type { FaqWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/**
 * The FAQ page's words, in Simplified Chinese; each question's address (/zh-hans/faq#…) is made
 * from its wording, so the questions differ in wording, not only in punctuation.
 */
export const faq = (t: WordsTools): FaqWords => {
  /** The response window, "min至max小时": the measure word follows the second number only. */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)}至${t.count(RESPONSE_WINDOW_HOURS.max, { other: "#小时" })}`;

  return {
    meta: {
      title: `常见问题 - ${name}帮助与解答`,
      description: `解答关于${name}的${t.count(FAQ_PAGE_COUNT, { other: "#个最常见问题" })}：保存进度、设备、操作、计分、游玩限制、新内容以及如何获得帮助。`,
    },
    title: "常见问题",
    intro: `从保存进度到获得帮助，玩家关于${name}的各种问题都在这里。选择一个问题即可查看答案。`,
    entries: [
      {
        question: `玩${name}要花钱吗？`,
        answer: `不用，${name}完全免费。没有付费房间，没有付费货币，也没有游戏内购买。所有内容都能通过玩游戏解锁。`,
      },
      {
        question: "需要注册账号才能玩吗？",
        answer: `不需要。目前没有账号系统，所以不用注册，也不用记密码。未来的更新可能会加入账号功能，让你在不同设备之间转移进度。`,
      },
      {
        question: "需要下载或安装什么吗？",
        answer: `不需要。游戏在本网站中加载，并在你的浏览器里运行。只有在游戏启动时才需要联网。`,
      },
      {
        question: "支持哪些设备和浏览器？",
        answer: `${name}可以在电脑、平板和手机上运行，只需使用较新版本的Chrome、Firefox、Safari或Edge。如果感觉卡顿，可以关闭其他标签页或更新浏览器。`,
      },
      {
        question: "我的进度保存在哪里？",
        answer: `你的星星、已解锁的房间、装饰和设置都保存在你自己设备上浏览器的本地存储中。这些数据不会发送给我们，而且每完成一个房间都会自动保存。`,
      },
      {
        question: "为什么我的进度不见了？",
        answer: `进度保存在浏览器的本地存储中，所以清除Cookie和网站数据会把它删掉，而无痕（隐私）窗口关闭时也会把它忘掉。请在普通窗口中玩，保住你的房间。`,
      },
      {
        question: "可以在其他浏览器或设备上继续玩吗？",
        answer: `暂时还不行。本地存储只属于一台设备上的一个浏览器，所以换一个浏览器、电脑或手机都会从头开始。未来的更新可能会加入可以转移进度的账号功能。`,
      },
      {
        question: "每天能玩多久有限制吗？",
        answer: `没有。没有每日游玩限制，没有体力条，房间之间也不用等待。想提高星级，任何房间都可以随便重玩。`,
      },
      {
        question: "多久会添加新内容？",
        answer: `每月都会推出新内容。每次更新都会带来新房间、新装饰或季节活动，而且你保存的进度会原样保留。`,
      },
      {
        question: "怎么全屏玩？",
        answer: `点击游戏画面角落的全屏按钮。要退出全屏，在键盘上按Esc，或者在触摸屏上再点一次同一个按钮。`,
      },
      {
        question: "怎么关闭声音或音乐？",
        answer: `点击游戏中的齿轮图标打开设置菜单。音乐和音效有各自的开关，所以你可以保留解压的清洁音效，只把音乐静音。`,
      },
      {
        question: "游戏加载不出来，该怎么办？",
        answer: `刷新页面，并检查网络连接。如果游戏画面一直是空白的，请在浏览器设置中允许游戏平台，并为本网站关闭过于严格的广告或脚本拦截工具，然后重新加载。`,
      },
      {
        question: "触摸屏和鼠标的操作有什么不同？",
        answer: `用鼠标时，点击选择工具，按住并拖动物品，按住按键移动来擦洗。在触摸屏上，轻点、单指拖动并来回擦。两种方式的得分完全一样。`,
      },
      {
        question: "分数和星星是怎么计算的？",
        answer: `每分类一件物品、每清洁一处污渍都能得分，剩余时间还有额外奖励。按时完成得一颗星，达到目标分数得两颗星，没有放错任何物品的完美表现得三颗星。`,
      },
      {
        question: "什么是连击？",
        answer: `连续把物品分类到正确的位置就会打出连击，让得分成倍增加。放错一次，物品会弹回去，连击也会归零，所以放之前花一点时间看清每个标签。`,
      },
      {
        question: "怎么解锁新房间和装饰？",
        answer: `星星可以在房屋地图上解锁新房间，用分数赚来的金币可以在装饰商店购买地毯、植物和壁纸等装饰。重玩房间拿更多星星，也能赚到更多金币。`,
      },
      {
        question: `${name}适合小朋友玩吗？`,
        answer: `适合，这款游戏就是为所有年龄段的玩家设计的。没有暴力内容，没有聊天功能，也没有需要购买的东西；禅模式还会去掉计时器，让年纪小的玩家可以慢慢来。`,
      },
      {
        question: "我玩游戏时，你们会收集哪些信息？",
        answer: `非常少。你的游戏进度保存在你自己的浏览器里，也没有需要注册的东西。完整信息请查看我们的隐私政策。`,
      },
      {
        question: "怎么联系客服？",
        answer: `点击本页的“联系客服”链接，前往联系我们页面给我们发送消息。我们会在工作日${responseWindow}内回复。请写上你使用的浏览器和设备，这样我们能更快地帮到你。`,
      },
      {
        question: `${CHARLIE_NAME}是什么？`,
        answer: `${CHARLIE_NAME}是本站的一款免费平台跳跃游戏，主角是一块勇敢的牛排，他在以厨房为主题的世界中奔跑、跳跃和冲刺。打开${CHARLIE_NAME}页面，就能找到游戏、操作方法和完整的关卡攻略。`,
      },
    ],
    moreHelp: {
      title: "还有问题？",
      body: "这里没有解答的问题，我们的客服团队都很乐意帮忙。",
      contactSupport: "联系客服",
    },
  };
};
