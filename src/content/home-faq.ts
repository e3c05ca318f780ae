import type { FaqEntry } from "./types";
import { siteConfig } from "@/config/site";

const name = siteConfig.name;

/** The short FAQ at the foot of the home page. */
export const homeFaq: FaqEntry[] = [
  {
    question: `What is ${name}?`,
    answer: `${name} is a relaxing cleaning and organizing game. Each level is a messy room: sort the clutter into the right bins and shelves, wipe, sweep and vacuum, then earn up to three stars for how well you did.`,
  },
  {
    question: `Is ${name} free to play?`,
    answer: `Yes. Every room, tool and decoration can be earned by playing. There is nothing to buy and no limit on how many rooms you can play in a day.`,
  },
  {
    question: "Do I need to download anything or sign up?",
    answer: `No. ${name} runs right in your web browser, so there is nothing to install. There are no accounts either: press Play Now and the first room opens straight away.`,
  },
  {
    question: "Which devices can I play on?",
    answer: `Any computer, tablet or phone with an up-to-date browser such as Chrome, Firefox, Safari or Edge. On a phone, turn it sideways for a bigger room view.`,
  },
  {
    question: "How do I save my progress?",
    answer: `You don't have to do anything. Your stars, unlocked rooms and decorations are saved automatically in your browser after each room, so come back on the same browser and device to carry on.`,
  },
  {
    question: "How do I control the game?",
    answer: `Pick a tool from the toolbar at the bottom of the screen, then click or tap to use it. Drag items to the bin or shelf they belong on, and rub back and forth over dirt to wipe or sweep it away.`,
  },
  {
    question: "What is the goal in each room?",
    answer: `Clear the room's to-do list before the timer runs out: every item put away and every dirty spot cleaned. The cleaning meter at the top fills as you go and the room is finished when it reaches the end.`,
  },
  {
    question: "How long does one room take?",
    answer: `Early rooms take two or three minutes, and bigger rooms later on take around five. That makes it easy to play a single room on a short break and stop whenever you like.`,
  },
  {
    question: "Is there a relaxed way to play without a timer?",
    answer: `Yes. Switch on Zen Mode in the settings menu (the gear icon) to turn the timer off. You still earn points and coins, but Zen Mode rooms do not change your star ratings.`,
  },
  {
    question: `Is ${name} suitable for young children?`,
    answer: `Yes. There is no violence, no chat with strangers and nothing to buy. Younger children do best in Zen Mode, where they can sort and clean at their own pace.`,
  },
];
