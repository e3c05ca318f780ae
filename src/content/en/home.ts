import { siteConfig } from "@/config/site";

const name = siteConfig.name;

/** Tidy Time in one line: opens the page's description and goes out with a shared link. */
const pitch = `Play ${name} free in your browser: tidy messy rooms, sort clutter and earn stars.`;

/** The home page's words (English: the spec's wording). */
export const home = {
  meta: {
    title: `${name} - Free Online Cleaning Game`,
    description: `${pitch} No download, no sign-up. Guides, tips and answers for players of all ages.`,
  },
  hero: {
    title: name,
    /** The spec's subtitle. */
    subtitle: "Free Online Cleaning Game",
    intro: `Sort the clutter, scrub away the mess and turn messy rooms into spotless ones. ${name} is free, runs in your browser and saves your progress automatically.`,
    /** Read after "Learn More" by screen readers and search engines, which need more than that. */
    learnMoreHidden: `about ${name}`,
  },
  /** What Share sends with the page's link. */
  share: { title: name, text: pitch },
  game: {
    title: `Play ${name}`,
    intro: `Pick a tool from the toolbar, drag each item to where it belongs and clean every spot before the timer runs out.`,
    /** The help line under the game frame; the page turns the two labels into links. */
    help: {
      text: "Game not loading or stuck on a room? {faq} or {contact}.",
      faqLabel: "Read the FAQ",
      contactLabel: "contact support",
    },
  },
  about: {
    title: `About ${name}`,
    intro: `${name} turns everyday tidying into a calm, satisfying puzzle. Each room is a short level you can finish in a few minutes, with stars to earn and decorations to unlock.`,
    /** Over the feature cards, for screen readers (the cards speak for themselves on screen). */
    featuresHeading: "Features",
    /** Four feature cards (their icons: src/components/sections/home/about-section.tsx). */
    features: [
      {
        title: "Satisfying Cleaning",
        body: "Wipe, sweep and vacuum your way through bedrooms, kitchens and bathrooms. Every cleaned spot sparkles and fills the cleaning meter at the top of the screen.",
      },
      {
        title: "Stars and Combos",
        body: "Sort items correctly in a row to build combos that multiply your points. Finish fast with no mistakes to earn all three stars in a room.",
      },
      {
        title: "Rooms to Decorate",
        body: "Stars unlock new rooms on the house map, and coins buy rugs, plants and wallpaper in the Decor shop to make each finished room your own.",
      },
      {
        title: "Play Anywhere",
        body: "Play in any modern browser on a computer, tablet or phone with no download. Your progress is saved in your browser, so you can pick up where you left off.",
      },
    ],
    benefitsHeading: "Why players love it",
    /** The spec's four benefit tiles: Stress Relief, Creativity, Productivity, Entertainment. */
    benefits: [
      {
        title: "Stress Relief",
        body: "Watching a messy room turn spotless is calming. Switch on Zen Mode to turn off the timer and tidy at your own pace.",
      },
      {
        title: "Creativity",
        body: "Choose rugs, plants and wallpaper for every room you finish, and mix styles until each space feels like yours.",
      },
      {
        title: "Productivity",
        body: "Each room trains you to plan: clear the clutter first, then clean top to bottom. Many players find the habit carries over to real chores.",
      },
      {
        title: "Entertainment",
        body: "Beat the timer, chase combo streaks and replay rooms for a better star rating, with new content arriving every month.",
      },
    ],
    playFreeNow: "Play Free Now",
  },
  guide: {
    title: "Gameplay Guide and Tips",
    intro: `New to ${name} or chasing three stars in every room? Start with the basics, learn how each tool works, then use the advanced tips to raise your score.`,
    gettingStarted: {
      title: "Getting Started",
      intro: "Your first room takes only a few minutes. Here is how to begin:",
      items: [
        "Press Play Now and wait for the game to load, then choose the Bedroom on the house map.",
        "Look at the to-do list in the corner: it shows how many items to sort and spots to clean.",
        "Drag each item to its matching place, such as toys to the toy box and clothes to the laundry basket.",
        "Select the sponge, broom or vacuum from the toolbar and rub over dirty spots until they sparkle.",
        "Fill the cleaning meter before the timer runs out to finish the room and collect your stars.",
      ],
    },
    techniquesHeading: "Cleaning Techniques",
    techniques: [
      {
        title: "Sorting",
        body: "Drag items onto the bin, shelf or basket with the matching picture. A correct drop snaps into place and adds to your combo; a wrong one bounces back and resets it.",
      },
      {
        title: "Wiping",
        body: "Pick the sponge for tables, mirrors and counters. Rub back and forth over a smudge; sticky stains glow orange and need a few extra passes.",
      },
      {
        title: "Sweeping",
        body: "Use the broom on hard floors to push crumbs and dust into a pile, then tap the dustpan to scoop the whole pile up at once for bonus points.",
      },
      {
        title: "Vacuuming",
        body: "Switch to the vacuum for rugs and carpets. It cleans a wide strip in one go, so move in straight, overlapping lines instead of zigzagging.",
      },
    ],
    /** The collapsible accordion: the spec's three items. */
    advanced: [
      {
        title: "Advanced Cleaning Strategies",
        intro: "Once you know the tools, these habits save the most time:",
        items: [
          "Sort before you clean: items on the floor hide dirt, so clearing them first reveals every spot at once.",
          "Work from top to bottom. Wiping shelves drops dust onto the floor, so sweep or vacuum last.",
          "Group items by destination and drop them one after another to keep your combo growing.",
          "Save the hint button for the end; it highlights the last missed spots but resets your combo.",
        ],
      },
      {
        title: "Level-Specific Tips",
        intro: "Every room has its own tricky spots:",
        items: [
          "Bedroom: check under the bed and behind the curtains, where socks and small toys like to hide.",
          "Kitchen: stack dishes in the sink before wiping the counters, or crumbs fall back onto clean surfaces.",
          "Bathroom: wipe the mirror last, because splashes from the sink can fog it up again.",
          "Garage: sort tools onto the pegboard first to clear space, then sweep the large floor in long strokes.",
        ],
      },
      {
        title: "Scoring & Achievements",
        intro: "Points, stars and trophies all follow simple rules:",
        items: [
          "Every sorted item and cleaned spot earns points, and seconds left on the timer become a time bonus.",
          "One star for finishing in time, two for reaching the room's score target, three for a run with no wrong placements.",
          "Combos multiply your points, so a long sorting streak is worth more than cleaning quickly.",
          "Trophies in the Achievements menu reward milestones such as your first three-star room or a perfect combo.",
        ],
      },
    ],
    proTipsHeading: "Pro Tips",
    proTips: [
      "Read the to-do list first so you know exactly what counts toward the cleaning meter.",
      "Zoom in with a pinch or the mouse wheel to spot tiny crumbs and small items.",
      "Replay finished rooms: you already know the layout, which makes three stars much easier.",
      "Spend coins on decorations you like; they never cost you stars or time.",
      "Turn on Zen Mode to learn a new room calmly, then switch it off to chase stars.",
      "Play in fullscreen on small screens so items are bigger and easier to drag.",
    ],
  },
  faqSection: {
    title: "Frequently Asked Questions",
    intro: `Quick answers about playing ${name}. Need more? The full FAQ page has every question we get.`,
    seeAll: "See all questions",
  },
  /** The short FAQ at the foot of the page: the spec's 10 questions. */
  faq: [
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
  ],
};
