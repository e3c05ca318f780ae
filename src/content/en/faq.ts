import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The FAQ page's words (English: the spec's wording). */
export const faq = (t: WordsTools) => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} to ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# hour", other: "# hours" })}`;

  return {
    meta: {
      title: `FAQ - ${name} Help and Answers`,
      description: `Answers to the ${t.count(FAQ_PAGE_COUNT, { one: "# most asked question", other: "# most asked questions" })} about ${name}: saving progress, devices, controls, scoring, play limits, new content and getting support.`,
    },
    title: "Frequently Asked Questions",
    intro: `Everything players ask about ${name}, from saving progress to getting help. Select a question to see its answer.`,
    /** The spec's 20 questions; each one's address (/faq#…) is made from its wording. */
    entries: [
      {
        question: `Does ${name} cost anything?`,
        answer: `No, ${name} is completely free. There are no paid rooms, no premium currency and no in-game purchases. Everything is unlocked by playing.`,
      },
      {
        question: "Do I need an account to play?",
        answer: `No. There are no accounts right now, so there is nothing to register and no password to remember. Accounts may come in a future update to let you carry progress between devices.`,
      },
      {
        question: "Do I have to download or install anything?",
        answer: `No. The game loads inside this website and runs in your browser. You only need an internet connection while the game starts up.`,
      },
      {
        question: "Which devices and browsers are supported?",
        answer: `${name} works on computers, tablets and phones using a recent version of Chrome, Firefox, Safari or Edge. If it feels slow, close other tabs or update your browser.`,
      },
      {
        question: "Where is my progress saved?",
        answer: `Your stars, unlocked rooms, decorations and settings are saved in your browser's local storage on your own device. Nothing is sent to us, and saving happens automatically each time you finish a room.`,
      },
      {
        question: "Why did my progress disappear?",
        answer: `Progress lives in your browser's local storage, so clearing cookies and site data erases it, and private or incognito windows forget it when they close. Play in a normal window to keep your rooms.`,
      },
      {
        question: "Can I continue on another browser or device?",
        answer: `Not yet. Local storage belongs to one browser on one device, so a different browser, computer or phone starts a fresh game. Accounts for moving progress may come in a future update.`,
      },
      {
        question: "Is there a limit on how much I can play each day?",
        answer: `No. There are no daily play limits, no energy bars and no waiting timers between rooms. Replay any room as often as you like to improve your stars.`,
      },
      {
        question: "How often is new content added?",
        answer: `New content is released monthly. Each update brings new rooms, decorations or seasonal events, and your saved progress stays in place when it arrives.`,
      },
      {
        question: "How do I play in fullscreen?",
        answer: `Click the fullscreen button in the corner of the game frame. To leave fullscreen, press Esc on a keyboard or tap the same button again on a touchscreen.`,
      },
      {
        question: "How do I turn the sound or music off?",
        answer: `Open the settings menu with the gear icon in the game. Music and sound effects have separate switches, so you can keep the satisfying cleaning sounds and mute the music.`,
      },
      {
        question: "The game won't load. What can I do?",
        answer: `Refresh the page and check your internet connection. If the frame stays blank, allow the game host in your browser settings and turn off aggressive ad or script blockers for this site, then reload.`,
      },
      {
        question: "How do the controls differ on touch screens and with a mouse?",
        answer: `With a mouse you click a tool, click-and-drag items and hold the button while moving to scrub. On touch screens you tap, drag with one finger and rub back and forth. Both give the same score.`,
      },
      {
        question: "How are scores and stars worked out?",
        answer: `You earn points for every item sorted and every spot cleaned, plus a bonus for time left on the clock. One star is for finishing in time, two for reaching the score target, three for a perfect run with no wrong placements.`,
      },
      {
        question: "What are combos?",
        answer: `Sorting items into the right place one after another builds a combo that multiplies your points. A wrong placement sends the item back and resets the combo, so take a moment to check each label.`,
      },
      {
        question: "How do I unlock new rooms and decorations?",
        answer: `Stars unlock new rooms on the house map, and the coins you earn from points buy decorations such as rugs, plants and wallpaper in the Decor shop. Replaying rooms for more stars also earns more coins.`,
      },
      {
        question: `Is ${name} suitable for kids?`,
        answer: `Yes, it is made for players of all ages. There is no violence, no chat and nothing to buy, and Zen Mode removes the timer so younger players can take their time.`,
      },
      {
        question: "What information do you collect when I play?",
        answer: `Very little. Your game progress stays in your own browser, and there is nothing to sign up for. For full details, see our Privacy Policy.`,
      },
      {
        question: "How do I contact support?",
        answer: `Use the Contact Support link on this page to reach our Contact page and send us a message. We reply within ${responseWindow} on business days, so include your browser and device to help us help you faster.`,
      },
      {
        question: "What is Charlie the Steak?",
        answer: `Charlie the Steak is a free platformer on this site starring a brave steak who runs, jumps and dashes through kitchen-themed worlds. Open the Charlie the Steak page for the game, controls and a full level guide.`,
      },
    ],
    /** The box under the questions that points to the contact page. */
    moreHelp: {
      title: "Still have a question?",
      body: "Our support team is happy to help with anything this page doesn't cover.",
      contactSupport: "Contact Support",
    },
  };
};
