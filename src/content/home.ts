import {
  ListChecks,
  Leaf,
  Palette,
  PartyPopper,
  Smartphone,
  Sofa,
  Sparkles,
  Trophy,
} from "lucide-react";
import type { IconBlock, ListBlock, TextBlock } from "./types";
import { siteConfig } from "@/config/site";
import type { ShareMessage } from "@/lib/share";
import { tidyTimePitch } from "./site";

const name = siteConfig.name;

export interface HomeHero {
  title: string;
  subtitle: "Free Online Cleaning Game";
  intro: string;
  /** Read after "Learn More" by screen readers and search engines, which need more than that. */
  learnMoreHidden: string;
}

export interface SectionHeading {
  title: string;
  intro: string;
}

export interface GuideSection extends SectionHeading {
  title: "Gameplay Guide and Tips";
  techniquesHeading: string;
  proTipsHeading: string;
}

export interface AboutSection extends SectionHeading {
  /** Over the feature cards, for screen readers (the cards speak for themselves on screen). */
  featuresHeading: string;
  benefitsHeading: string;
}

export const homeHero: HomeHero = {
  title: name,
  subtitle: "Free Online Cleaning Game",
  intro: `Sort the clutter, scrub away the mess and turn messy rooms into spotless ones. ${name} is free, runs in your browser and saves your progress automatically.`,
  learnMoreHidden: `about ${name}`,
};

export const homeShare: ShareMessage = { title: name, text: tidyTimePitch };

export const gameSection: SectionHeading = {
  title: `Play ${name}`,
  intro: `Pick a tool from the toolbar, drag each item to where it belongs and clean every spot before the timer runs out.`,
};

export const aboutSection: AboutSection = {
  title: `About ${name}`,
  intro: `${name} turns everyday tidying into a calm, satisfying puzzle. Each room is a short level you can finish in a few minutes, with stars to earn and decorations to unlock.`,
  featuresHeading: "Features",
  benefitsHeading: "Why players love it",
};

export const featureCards: IconBlock[] = [
  {
    icon: Sparkles,
    title: "Satisfying Cleaning",
    body: "Wipe, sweep and vacuum your way through bedrooms, kitchens and bathrooms. Every cleaned spot sparkles and fills the cleaning meter at the top of the screen.",
  },
  {
    icon: Trophy,
    title: "Stars and Combos",
    body: "Sort items correctly in a row to build combos that multiply your points. Finish fast with no mistakes to earn all three stars in a room.",
  },
  {
    icon: Sofa,
    title: "Rooms to Decorate",
    body: "Stars unlock new rooms on the house map, and coins buy rugs, plants and wallpaper in the Decor shop to make each finished room your own.",
  },
  {
    icon: Smartphone,
    title: "Play Anywhere",
    body: "Play in any modern browser on a computer, tablet or phone with no download. Your progress is saved in your browser, so you can pick up where you left off.",
  },
];

export const benefitTiles: IconBlock[] = [
  {
    icon: Leaf,
    title: "Stress Relief",
    body: "Watching a messy room turn spotless is calming. Switch on Zen Mode to turn off the timer and tidy at your own pace.",
  },
  {
    icon: Palette,
    title: "Creativity",
    body: "Choose rugs, plants and wallpaper for every room you finish, and mix styles until each space feels like yours.",
  },
  {
    icon: ListChecks,
    title: "Productivity",
    body: "Each room trains you to plan: clear the clutter first, then clean top to bottom. Many players find the habit carries over to real chores.",
  },
  {
    icon: PartyPopper,
    title: "Entertainment",
    body: "Beat the timer, chase combo streaks and replay rooms for a better star rating, with new content arriving every month.",
  },
];

export const guideSection: GuideSection = {
  title: "Gameplay Guide and Tips",
  intro: `New to ${name} or chasing three stars in every room? Start with the basics, learn how each tool works, then use the advanced tips to raise your score.`,
  techniquesHeading: "Cleaning Techniques",
  proTipsHeading: "Pro Tips",
};

export const gettingStarted: ListBlock = {
  title: "Getting Started",
  intro: "Your first room takes only a few minutes. Here is how to begin:",
  items: [
    "Press Play Now and wait for the game to load, then choose the Bedroom on the house map.",
    "Look at the to-do list in the corner: it shows how many items to sort and spots to clean.",
    "Drag each item to its matching place, such as toys to the toy box and clothes to the laundry basket.",
    "Select the sponge, broom or vacuum from the toolbar and rub over dirty spots until they sparkle.",
    "Fill the cleaning meter before the timer runs out to finish the room and collect your stars.",
  ],
};

export const cleaningTechniques: TextBlock[] = [
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
];

export const advancedGuide: ListBlock[] = [
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
];

export const proTips: string[] = [
  "Read the to-do list first so you know exactly what counts toward the cleaning meter.",
  "Zoom in with a pinch or the mouse wheel to spot tiny crumbs and small items.",
  "Replay finished rooms: you already know the layout, which makes three stars much easier.",
  "Spend coins on decorations you like; they never cost you stars or time.",
  "Turn on Zen Mode to learn a new room calmly, then switch it off to chase stars.",
  "Play in fullscreen on small screens so items are bigger and easier to drag.",
];

/** The help line under the game frame; the page turns the two labels into links. */
export const gameHelp = {
  lead: "Game not loading or stuck on a room?",
  faqLabel: "Read the FAQ",
  joiner: "or",
  contactLabel: "contact support",
};

export const homeFaqSection: SectionHeading & { seeAll: string } = {
  title: "Frequently Asked Questions",
  intro: `Quick answers about playing ${name}. Need more? The full FAQ page has every question we get.`,
  seeAll: "See all questions",
};
