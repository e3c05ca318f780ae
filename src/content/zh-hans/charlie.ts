import {
  PLATFORMER_ENDING_COUNT,
  PLATFORMER_LEVEL_COUNT,
  PLATFORMER_WORLD_COUNT,
  SPEEDSTER_LIMIT_MINUTES,
} from "@/lib/constants";
import { siteConfig } from "@/config/site";
import { CHARLIE_NAME } from "../names";
import type { CharlieWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
const tagline = "从烤架一路冲向盛大晚宴，滋滋作响的平台跳跃大冒险";
/**
 * The Charlie the Steak page's words, in Simplified Chinese. The game keeps its Latin name; the
 * hero is 查理 in the prose, and the cast and places get Chinese names as the German and Japanese
 * pages give theirs (Spud becomes 土豆墩墩, a sturdy nickname a child can say). Doneness (熟度)
 * uses the words of Chinese steak menus: 一分熟 (rare), 三分熟 (medium rare), 五分熟 (medium),
 * 全熟 (well done).
 */
export const charlie = (t: WordsTools): CharlieWords => {
  /** Chinese counts have one form (`other`): the number with its measure word. */
  const levels = t.count(PLATFORMER_LEVEL_COUNT, { other: "#个关卡" });
  const worlds = t.count(PLATFORMER_WORLD_COUNT, { other: "#个世界" });
  const kitchenWorlds = t.count(PLATFORMER_WORLD_COUNT, { other: "#个厨房世界" });
  const endings = t.count(PLATFORMER_ENDING_COUNT, { other: "#种结局" });

  return {
    meta: {
      title: `${CHARLIE_NAME} - 平台跳跃攻略与免费游戏 | ${name}`,
      description: `在浏览器中免费玩${CHARLIE_NAME}，再用我们的攻略成为高手：操作方法、角色、${worlds}中的全部${levels}、策略技巧、解锁内容以及所有结局。`,
    },
    hero: {
      title: CHARLIE_NAME,
      tagline,
      intro: `帮助查理在${kitchenWorlds}的${levels}中奔跑、跳跃和冲刺，尽量保持一分熟，逃离胡椒主厨的晚餐计划。完全免费，直接在浏览器中就能玩。`,
    },
    share: {
      title: CHARLIE_NAME,
      text: `在浏览器中免费玩${CHARLIE_NAME}。${tagline}。`,
    },
    sections: {
      game: {
        title: `畅玩${CHARLIE_NAME}`,
        intro: "游戏从游戏平台的网站加载。请先点击一下游戏画面内部，这样它才能接收到你的按键操作。",
      },
      guide: {
        title: "游戏攻略",
        intro: "学习操作方法，掌握查理的特殊能力，了解游戏如何记录他的熟度。",
        controls: "操作方法",
        controlsCaption: "键盘与触屏操作",
        actionColumn: "动作",
        inputColumn: "键盘／触屏",
        abilities: "特殊能力",
        mechanics: "游戏机制",
      },
      characters: {
        title: "角色",
        intro: "认识主角、反派，以及一路上会遇到的朋友们。每个主要角色都有一项特殊能力和一个弱点。",
        specialAbility: "特殊能力",
        weakness: "弱点",
        supportingCast: "配角",
      },
      worlds: {
        title: "世界与关卡",
        intro: `${worlds}，共${levels}，每个世界的最后都有一个更难的最终关卡。`,
        level: (number: number, name: string) => `第${t.number(number)}关：${name}`,
      },
      strategy: {
        title: "策略技巧",
        intro: "是变成全熟牛排，还是以完美的一分熟通关，差别就在这些好习惯。",
      },
      unlockables: {
        title: "解锁内容与奖励",
        intro: "调料能让查理变强，成就记录你的实力，而你收集到的东西将决定他的故事如何结束。",
        seasonings: "调料",
        achievements: "成就",
        endings: "结局",
        bonusContent: "额外内容",
      },
      community: {
        title: "社区与资源",
        intro: "分享你的通关过程，交流秘密，向其他玩家寻求帮助。",
        comingSoon: "（即将推出）",
      },
    },
    about: {
      title: "关于本攻略与游戏特色",
      intro: `本攻略涵盖操作方法、查理的能力、所有角色、全部${levels}，以及如何解锁调料、成就和全部${endings}。卡关的时候，或者想追求完美通关时，都可以来这里看看。`,
      keyFeatures: [
        {
          title: "精准的平台跳跃",
          body: "查理移动迅速，松开按键就会稳稳停下，所以再难的跳跃也让人觉得公平。二段跳和冲刺可以连在一起，一气呵成地跑完长长的路线。",
        },
        {
          title: "熟度就是生命值",
          body: "查理没有红心，而是每受一次伤就会再熟一点。避开热锅让他保持一分熟，再用沿途找到的冰块给他降降温。",
        },
        {
          title: t.count(PLATFORMER_WORLD_COUNT, { other: "#个主题世界" }),
          body: "在灶台上飞奔，在冰箱隔板上滑行，攀登储藏室的高塔，再闯进一场晚宴。每个世界都会加入新的危险，最后还有一个高难度的最终关卡。",
        },
        {
          title: "秘密与多结局",
          body: `隐藏的金叉子、可收集的调料和一份秘密食谱，都是给爱探索的玩家的奖励。你找到的东西将决定你会看到${endings}中的哪一种。`,
        },
      ],
    },
    guide: {
      controls: [
        { action: "移动", input: "方向键或A和D／触屏：左右按钮" },
        { action: "跳跃", input: "空格键、W或上方向键／触屏：跳跃按钮" },
        { action: "二段跳", input: "在空中再按一次跳跃／触屏：再点一次跳跃按钮" },
        { action: "滋滋冲刺", input: "Shift或J／触屏：火焰按钮" },
        { action: "香煎重踩", input: "在空中按下方向键或S／触屏：向下滑动" },
        { action: "对话或开门", input: "在门或朋友旁边按E／触屏：点击对话气泡" },
        { action: "暂停", input: "Esc或P／触屏：顶部角落的暂停图标" },
      ],
      abilities: [
        {
          title: "二段跳",
          body: "在空中再跳一次，够到高处的平台，或者补救一次跳得不够远的跳跃。每当查理碰到地面或墙壁，第二段跳就会重置。",
        },
        {
          title: "滋滋冲刺",
          body: "瞬间加速，让查理越过宽阔的缺口，还能撞碎吐司箱子。大约一秒后，火焰图标重新变成橙色，就能再次使用。",
        },
        {
          title: "香煎重踩",
          body: "从空中笔直砸下，踩碎有裂缝的饼干地板、拨动开关，还能从上方把敌人踩晕。踩中敌人时，查理会被弹回空中。",
        },
        {
          title: "油滑铲",
          body: "跑上油乎乎的地板并按住下方向，就能全速从低矮的缝隙下面滑过去。在滑铲中起跳，查理会比普通跳跃飞得更远。",
        },
      ],
      mechanics: [
        {
          title: "熟度",
          body: "查理的生命值依次是一分熟、三分熟、五分熟和全熟。每受一次伤就熟一级；全熟时再受伤，就会回到上一个检查点。冰块能让他降温一级。",
        },
        {
          title: "检查点",
          body: "碰一下牙签旗就能把它插上。如果查理被打倒，他会从最后插上的旗子处重新开始，熟度恢复为一分熟，但正在生效的调料效果会消失。",
        },
        {
          title: "金叉子",
          body: "每一关都藏着三把金叉子，常常在可破坏的墙后面或屏幕上方。收集它们可以解锁额外内容，也更容易达成最好的结局。",
        },
        {
          title: "调料",
          body: "关卡中散落着各种调料瓶，拿到后可以短暂强化。一次只能有一种调料生效，所以捡到新调料会替换当前的效果。",
        },
      ],
    },
    characters: [
      {
        name: "查理",
        role: "主角",
        description:
          "一块勇敢的小西冷牛排，偷听到自己是今晚的主菜后，就从砧板上跳了下来。他动作敏捷、性格倔强，决心毫发无损地回到烤架上的家。",
        specialAbility: "滋滋冲刺：火热的瞬间加速，可以越过缺口、撞碎箱子。",
        weakness: "怕热。灶台、热锅和蒸汽会让他熟得更快，每次被烫到，熟度都会加深一级。",
      },
      {
        name: "西兰花贝拉",
        role: "查理最好的朋友兼向导",
        description:
          "一棵开朗的西兰花，熟知厨房里的每一条捷径。她会在关键地点出现并给出提示，当你收集到足够的金叉子时，她还会打开隐藏的道路。",
        specialAbility: "嫩芽弹簧：种下一块有弹性的嫩芽垫，把查理弹到原本够不着的平台上。",
        weakness: "蒸汽会让她蔫掉，所以在灶台关卡蒸汽最浓的地方，她没法跟着查理。",
      },
      {
        name: "胡椒主厨",
        role: "反派",
        description:
          "一位骄傲的主厨，正在筹划餐厅有史以来最盛大的晚宴，而主菜就是查理。他在每个世界里追赶查理，并在最后的盛宴上等着他。",
        specialAbility: "胡椒风暴：打喷嚏喷出胡椒云，把查理吹得往后退，还会遮住平台。",
        weakness: "每次胡椒风暴之后，他都得停下来打个喷嚏，这正是用香煎重踩攻击他的好时机。",
      },
      {
        name: "土豆墩墩",
        role: "从对手变成伙伴",
        description:
          "一颗守卫储藏室的硬汉土豆，觉得牛排总是抢尽风头。查理在地窖赛跑中赢了他之后，墩墩就成了忠实的朋友。",
        specialAbility: "翻滚冲锋：把身体缩成一团高速滚动，压扁挡在路上的一切。",
        weakness: "他没法迅速停下或转弯。趁他滚过来时跳过去，他就会一头撞到墙上，晕头转向。",
      },
    ],
    supportingCast: [
      {
        name: "盐罐姐妹",
        description:
          "两只在每个世界都开了一家小店的盐罐。用金叉子可以跟她们换调料，或者换一条提示，告诉你这一关的秘密藏在哪里。",
      },
      {
        name: "香草园三人组",
        description:
          "罗勒、百里香和迷迭香躲在沿途的花盆里。在一关中找齐三位，它们就会打开一条绿叶捷径，让你跳过一段困难的路。",
      },
      {
        name: "胡萝卜队长",
        description: "极寒冰箱蔬菜巡逻队的队长。他教查理油滑铲，还会提醒他小心最滑的冰架。",
      },
    ],
    worlds: [
      {
        name: "厨房王国",
        description:
          "第一个世界由台面、灶台和砧板组成。先教你基本操作，然后加入热锅和忽明忽暗的炉火，查理如果站着不动就会被烤熟。",
        levels: [
          {
            name: "砧板快跑",
            description: "轻松的开场，教你奔跑、跳跃和二段跳。去刀架后面找找你的第一把金叉子吧。",
          },
          {
            name: "滋滋灶台",
            description:
              "炉火按稳定的节奏一开一关。等红光消退再通过，遇到宽的炉火就用滋滋冲刺越过去。",
          },
          {
            name: "平底锅对决",
            description:
              "胡椒主厨的第一个陷阱：一口左右倾斜的巨型平底锅。待在翘起的那一侧，等锅柄变蓝时用香煎重踩踩它。",
          },
        ],
      },
      {
        name: "极寒冰箱",
        description:
          "冰冷的隔板和结霜的抽屉都很滑，所以查理每次跳跃后都会多滑一段。好消息是这里到处都是冰块，熟度很容易恢复。",
        levels: [
          {
            name: "果蔬抽屉大攀登",
            description: "在生菜叶和滑动的抽屉之间跳来跳去。胡萝卜队长在顶上等你，会教你油滑铲。",
          },
          {
            name: "冰格滑道",
            description:
              "在滑溜溜的冰面上飞速前进的关卡。松开方向键后查理还会继续滑，所以要早一点起跳。",
          },
          {
            name: "冷冻室之巅",
            description: "顶着把查理往回吹的寒风攀登冷冻室。只有在雪花停止打转时，才逆着风冲刺。",
          },
        ],
      },
      {
        name: "储藏室小道",
        description:
          "高高的麦片盒货架、滚动的罐头和昏暗的过道。这个世界的重点是攀爬：计划好你的二段跳，小心从上方滚落的罐头。",
        levels: [
          {
            name: "麦片盒峡谷",
            description:
              "在麦片盒堆成的高塔之间跳跃。用香煎重踩踩裂开的盒子，就能掉进满是金叉子的隐藏房间。",
          },
          {
            name: "香料架攀升",
            description:
              "沿着摆满瓶罐的架子一路往上爬的垂直关卡。盐罐姐妹的小店就在半路，登顶之前去那里补给一下吧。",
          },
          {
            name: "墩墩的地窖",
            description:
              "在昏暗的地窖里和土豆墩墩赛跑。先让他滚过来，再从他身上跳过去，他就会撞到墙上。",
          },
        ],
      },
      {
        name: "餐厅",
        description:
          "最后一个世界横跨桌布和摇晃的吊灯，一直延伸到胡椒主厨的宴会桌。你之前见过的所有危险都会出现，而且常常同时出现。",
        levels: [
          {
            name: "桌布远征",
            description: "桌布像波浪一样起伏，让平台升升降降。从波峰起跳能跳得最远。",
          },
          {
            name: "吊灯摇荡",
            description:
              "在餐桌上方高处的吊灯之间荡来荡去。秘密食谱藏在最高的吊灯上，要抓准时机冲刺才能够到。",
          },
          {
            name: "盛大晚宴",
            description:
              "与胡椒主厨的最终决战。躲开他的胡椒风暴，每次他停下来打喷嚏时，就用香煎重踩踩他。",
          },
        ],
      },
    ],
    strategyTips: [
      {
        title: "看清再跳",
        body: "每进入一个新画面，先在边缘停一下，观察一会儿危险。炉火、掉落的罐头和胡椒云都有规律，可以摸清。",
      },
      {
        title: "留着冲刺",
        body: "把滋滋冲刺留着应急。如果跳得不够远，就在空中冲刺够到平台，还需要更高时再用二段跳。",
      },
      {
        title: "打Boss前先降温",
        body: "在Boss门前拿一块冰块或一根迷迭香枝，让自己以一分熟开始战斗，这样犯错的余地最大。",
      },
      {
        title: "检查天花板和墙壁",
        body: "金叉子常常藏在屏幕上方，或看起来有点裂缝的墙后面。看到可疑的地方，就用香煎重踩或冲刺撞一撞。",
      },
      {
        title: "插上每一面旗子",
        body: "碰一下牙签旗不需要任何代价，却能省去长长的重玩。在难关里，就算已经跑过头，也值得回去插上旗子。",
      },
    ],
    seasonings: [
      {
        name: "海盐",
        effect: "一层脆脆的护盾，能挡下下一次伤害，让查理不会变熟。",
      },
      {
        name: "粗粒黑胡椒",
        effect: "短时间内让查理跳得更高，最适合用来够到秘密平台。",
      },
      {
        name: "红椒粉",
        effect: "几乎瞬间就能再次使用滋滋冲刺，让你连续冲刺好几次。",
      },
      {
        name: "迷迭香枝",
        effect: "一捡到就让查理的熟度降温一级。",
      },
      {
        name: "蒜粉",
        effect: "浓烈的气味会让小型敌人在短时间内躲着查理跑。",
      },
      {
        name: "辣椒碎",
        effect: "几秒钟火热的无敌时间，查理可以直接冲过敌人和热锅。",
      },
    ],
    achievements: [
      {
        name: "初次煎烤",
        requirement: "通关第一关“砧板快跑”。",
      },
      {
        name: "寻叉高手",
        requirement: "收集一个世界中的所有金叉子。",
      },
      {
        name: "依然一分熟",
        requirement: "在任意一关中一次伤都不受地通关。",
      },
      {
        name: "调料收藏家",
        requirement: "每种调料至少使用一次。",
      },
      {
        name: "速通达人",
        requirement: `用时不到${t.count(SPEEDSTER_LIMIT_MINUTES, { other: "#分钟" })}通关整个游戏。`,
      },
      {
        name: "全套大餐",
        requirement: `看到全部${endings}。`,
      },
    ],
    endings: [
      {
        name: "回到烤架",
        howToReach: "标准结局：在“盛大晚宴”中打败胡椒主厨，查理就会回家。",
      },
      {
        name: "朋友盛宴",
        howToReach: "在最终决战前收集所有金叉子。贝拉、墩墩和胡萝卜队长会和查理一起开庆功派对。",
      },
      {
        name: "完美一分熟",
        howToReach: "一次伤都不受地打败胡椒主厨，让查理在战斗结束时仍然是一分熟。",
      },
      {
        name: "主厨的学徒",
        howToReach:
          "在“吊灯摇荡”中找到秘密食谱，然后不要使出最后一记香煎重踩，而是把食谱交给胡椒主厨。他会放下切肉刀，改开一家面包店。",
      },
    ],
    bonusContent: [
      {
        title: "概念美术画廊",
        body: "查理、他的朋友们以及每个世界的早期草图。收集的金叉子越多，解锁的新页面就越多。",
      },
      {
        title: "全熟模式",
        body: "看到第一个结局后解锁的困难模式。查理每一关都从五分熟开始，检查点之间的距离也更远。",
      },
      {
        title: "音效测试",
        body: "通关餐厅后，就能在暂停菜单中收听所有音乐和音效。",
      },
    ],
    /** `page`: a page of this site the link leads to; `null`: a placeholder (coming soon). */
    communityLinks: [
      {
        label: "Discord服务器",
        description: "和其他玩家聊天，分享秘密地点，在难关上寻求帮助。",
        page: null,
      },
      {
        label: "速通排行榜",
        description: "比较你的最佳时间，看看最快的玩家们走的是什么路线。",
        page: null,
      },
      {
        label: "同人画廊",
        description: "玩家们创作的查理和朋友们的绘画、漫画和手工作品。",
        page: null,
      },
      {
        label: "常见问题",
        description: "关于保存进度、操作、声音，以及游戏无法加载时该怎么办的解答。",
        page: "faq",
      },
    ],
  };
};
