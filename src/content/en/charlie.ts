import {
  PLATFORMER_ENDING_COUNT,
  PLATFORMER_LEVEL_COUNT,
  PLATFORMER_WORLD_COUNT,
  SPEEDSTER_LIMIT_MINUTES,
} from "@/lib/constants";
import type { IndexablePageId } from "@/lib/routes";
import { siteConfig } from "@/config/site";
import { CHARLIE_NAME } from "../names";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
const tagline = "A sizzling platform adventure from the grill to the grand banquet";
/** The Charlie the Steak page's words (English: the spec's wording). */
export const charlie = (t: WordsTools) => {
  const levels = t.count(PLATFORMER_LEVEL_COUNT, { one: "# level", other: "# levels" });
  const worlds = t.count(PLATFORMER_WORLD_COUNT, { one: "# world", other: "# worlds" });
  const kitchenWorlds = t.count(PLATFORMER_WORLD_COUNT, {
    one: "# kitchen world",
    other: "# kitchen worlds",
  });
  const endings = t.count(PLATFORMER_ENDING_COUNT, { one: "# ending", other: "# endings" });

  return {
    meta: {
      title: `${CHARLIE_NAME} - Platformer Guide and Free Game | ${name}`,
      description: `Play ${CHARLIE_NAME} free in your browser and master it with our guide: controls, characters, all ${levels} across ${worlds}, strategy tips, unlockables and every ending.`,
    },
    hero: {
      title: CHARLIE_NAME,
      tagline,
      intro: `Help Charlie run, jump and dash through ${levels} across ${kitchenWorlds}, stay as rare as possible and escape Chef Peppercorn's dinner plans. It's free and plays right in your browser.`,
    },
    /** What Share sends with the page's link. */
    share: { title: CHARLIE_NAME, text: `Play ${CHARLIE_NAME} free in your browser. ${tagline}.` },
    /** The sections' headings and labels; their items follow. */
    sections: {
      game: {
        title: `Play ${CHARLIE_NAME}`,
        intro:
          "The game loads from its publisher's site. Click inside the frame first so it receives your key presses.",
      },
      guide: {
        title: "Gameplay Guide",
        intro:
          "Learn the controls, master Charlie's special abilities and understand how the game keeps score of his doneness.",
        controls: "Controls",
        controlsCaption: "Keyboard and touch controls",
        actionColumn: "Action",
        inputColumn: "Keyboard / Touch",
        abilities: "Special Abilities",
        mechanics: "Game Mechanics",
      },
      characters: {
        title: "Characters",
        intro:
          "Meet the heroes, the villain and the friends you will find along the way. Every main character has a special ability and a weakness.",
        specialAbility: "Special ability",
        weakness: "Weakness",
        supportingCast: "Supporting Cast",
      },
      worlds: {
        title: "Worlds and Levels",
        intro: `${levels} spread over ${worlds}, each ending with a tougher final stage.`,
        level: (number: number, name: string) => `Level ${t.number(number)}: ${name}`,
      },
      strategy: {
        title: "Strategy Tips",
        intro: "Habits that separate a well-done steak from a perfectly rare run.",
      },
      unlockables: {
        title: "Unlockables and Rewards",
        intro:
          "Seasonings power Charlie up, achievements track your skill, and what you collect decides how his story ends.",
        seasonings: "Seasonings",
        achievements: "Achievements",
        endings: "Endings",
        bonusContent: "Bonus Content",
      },
      community: {
        title: "Community and Resources",
        intro: "Share runs, swap secrets and find help from other players.",
        comingSoon: "(coming soon)",
      },
    },
    about: {
      title: "About the Guide and Key Features",
      intro: `This guide covers the controls, Charlie's abilities, every character, all ${levels}, and how to unlock seasonings, achievements and all ${endings}. Use it to get unstuck or to chase a perfect run.`,
      keyFeatures: [
        {
          title: "Tight Platforming",
          body: "Charlie moves quickly and stops exactly where you let go, so tricky jumps feel fair. Double jumps and dashes chain together for long, flowing runs.",
        },
        {
          title: "Doneness Health",
          body: "Instead of hearts, Charlie cooks a little more with every hit. Keep him rare by avoiding hot pans and cool down with ice cubes you find along the way.",
        },
        {
          title: t.count(PLATFORMER_WORLD_COUNT, {
            one: "# Themed World",
            other: "# Themed Worlds",
          }),
          body: "Race across stovetops, slide on fridge shelves, climb pantry towers and crash a dinner party. Each world adds a new hazard and ends with a tough final level.",
        },
        {
          title: "Secrets and Multiple Endings",
          body: `Hidden golden forks, collectible seasonings and a secret recipe reward exploring. What you find decides which of the ${endings} you see.`,
        },
      ],
    },
    guide: {
      controls: [
        { action: "Move", input: "Arrow keys or A and D / Touch: left and right buttons" },
        { action: "Jump", input: "Space, W or Up arrow / Touch: jump button" },
        { action: "Double jump", input: "Press jump again in mid-air / Touch: tap jump again" },
        { action: "Sizzle Dash", input: "Shift or J / Touch: flame button" },
        { action: "Sear Stomp", input: "Down arrow or S in mid-air / Touch: swipe down" },
        {
          action: "Talk or open doors",
          input: "E near a door or friend / Touch: tap the speech bubble",
        },
        { action: "Pause", input: "Esc or P / Touch: pause icon in the top corner" },
      ],
      abilities: [
        {
          title: "Double Jump",
          body: "Jump again in mid-air to reach high ledges or correct a jump that came up short. The second jump resets every time Charlie touches the ground or a wall.",
        },
        {
          title: "Sizzle Dash",
          body: "A quick burst of speed that carries Charlie across wide gaps and smashes toast crates. It recharges when the flame icon turns orange again, after about a second.",
        },
        {
          title: "Sear Stomp",
          body: "Slam straight down from the air to break cracked cracker floors, flip switches and stun enemies from above. Landing a stomp on an enemy bounces Charlie back up.",
        },
        {
          title: "Grease Slide",
          body: "Run onto an oily floor and hold down to slide under low gaps at full speed. Jumping out of a slide launches Charlie farther than a normal jump.",
        },
      ],
      mechanics: [
        {
          title: "Doneness",
          body: "Charlie's health goes Rare, Medium Rare, Medium, then Well Done. Each hit cooks him one step; getting hit while Well Done sends him back to the last checkpoint. Ice cubes cool him one step.",
        },
        {
          title: "Checkpoints",
          body: "Touch a toothpick flag to plant it. If Charlie is knocked out, he restarts at the last flag with his doneness reset to Rare, but seasonings you had active wear off.",
        },
        {
          title: "Golden Forks",
          body: "Every level hides three golden forks, often behind breakable walls or above the screen. Collecting them unlocks bonus content and counts toward the best endings.",
        },
        {
          title: "Seasonings",
          body: "Shakers scattered through the levels grant short power-ups. Only one seasoning is active at a time, so picking up a new one replaces the current effect.",
        },
      ],
    },
    characters: [
      {
        name: "Charlie",
        role: "The hero",
        description:
          "A brave little sirloin who hopped off the cutting board when he overheard he was tonight's main course. He is quick, stubborn and determined to get home to the grill in one piece.",
        specialAbility: "Sizzle Dash: a fiery burst of speed that crosses gaps and breaks crates.",
        weakness:
          "Heat. Stovetops, hot pans and steam cook him faster, so every burn costs a step of doneness.",
      },
      {
        name: "Bella Broccoli",
        role: "Charlie's best friend and guide",
        description:
          "A cheerful broccoli who knows every shortcut in the kitchen. She appears at key spots to give hints and opens hidden paths once you have enough golden forks.",
        specialAbility:
          "Sprout Spring: plants a springy sprout pad that bounces Charlie up to out-of-reach ledges.",
        weakness:
          "Steam makes her wilt, so she cannot follow Charlie into the steamiest parts of the stovetop levels.",
      },
      {
        name: "Chef Peppercorn",
        role: "The villain",
        description:
          "A proud chef planning the grandest banquet the Dining Room has ever seen, with Charlie as the centerpiece. He chases Charlie through every world and waits for him at the final feast.",
        specialAbility:
          "Pepper Storm: sneezes out clouds of pepper that blow Charlie backwards and hide the platforms.",
        weakness:
          "After every Pepper Storm he has to stop and sneeze, which leaves him open to a Sear Stomp.",
      },
      {
        name: "Spud the Potato",
        role: "Rival turned ally",
        description:
          "A tough potato who guards the Pantry and thinks steaks get all the attention. After Charlie beats him in a race through the Root Cellar, Spud becomes a loyal friend.",
        specialAbility:
          "Rolling Charge: curls up and rolls at high speed, flattening anything in his path.",
        weakness:
          "He cannot stop or turn quickly. Jump over him as he rolls past and he crashes into the wall, dizzy.",
      },
    ],
    supportingCast: [
      {
        name: "Salt Sisters",
        description:
          "Two shakers who run a little shop in each world. Trade golden forks with them for seasonings or a hint about where a level's secrets are hidden.",
      },
      {
        name: "Herb Garden Gang",
        description:
          "Basil, Thyme and Rosemary hide in flowerpots along the way. Find all three in a level and they open a leafy shortcut that skips a hard section.",
      },
      {
        name: "Captain Carrot",
        description:
          "The leader of the Frigid Refrigerator's veggie patrol. He teaches Charlie the Grease Slide and warns him about the slipperiest ice shelves.",
      },
    ],
    /** The spec's four worlds, with their levels in play order (three each, twelve in all). */
    worlds: [
      {
        name: "Kitchen Kingdom",
        description:
          "Countertops, stovetops and cutting boards make up the first world. It teaches the basics, then adds hot pans and flickering burners that cook Charlie if he stands still.",
        levels: [
          {
            name: "Cutting Board Run",
            description:
              "A gentle start that introduces running, jumping and the double jump. Look behind the knife block for your first golden fork.",
          },
          {
            name: "Stovetop Sizzle",
            description:
              "Burners switch on and off in a steady rhythm. Wait for the glow to fade before you cross, and use the Sizzle Dash to clear the wide ones.",
          },
          {
            name: "Frying Pan Showdown",
            description:
              "Chef Peppercorn's first trap: a giant pan that tilts from side to side. Stay on the raised side and Sear Stomp the handle when it turns blue.",
          },
        ],
      },
      {
        name: "Frigid Refrigerator",
        description:
          "Icy shelves and frosty drawers are slippery, so Charlie slides further after every jump. The good news: ice cubes are everywhere here, so doneness is easy to restore.",
        levels: [
          {
            name: "Crisper Drawer Climb",
            description:
              "Hop between lettuce leaves and sliding drawers. Captain Carrot waits at the top to teach you the Grease Slide.",
          },
          {
            name: "Ice Tray Slide",
            description:
              "A fast level on slippery ice. Start jumps a little early, because Charlie keeps sliding after you let go of the direction key.",
          },
          {
            name: "Deep Freeze Summit",
            description:
              "Climb the freezer while an icy wind pushes Charlie back. Dash into the wind only when the snowflakes stop swirling.",
          },
        ],
      },
      {
        name: "Pantry Passage",
        description:
          "Tall shelves of cereal boxes, rolling cans and dark aisles. This world is about climbing: plan your double jumps and watch for cans tumbling down from above.",
        levels: [
          {
            name: "Cereal Box Canyon",
            description:
              "Leap across towers of cereal boxes. Sear Stomp the cracked boxes to drop into hidden rooms full of golden forks.",
          },
          {
            name: "Spice Rack Ascent",
            description:
              "A tall vertical climb past shelves of jars. The Salt Sisters' shop is halfway up, a good place to stock up before the top.",
          },
          {
            name: "Spud's Root Cellar",
            description:
              "Race Spud the Potato through a dark cellar. Let him roll past, then jump over him so he crashes into the wall.",
          },
        ],
      },
      {
        name: "Dining Room",
        description:
          "The final world stretches over tablecloths and swinging chandeliers to Chef Peppercorn's banquet table. Expect every hazard you've seen so far, often at once.",
        levels: [
          {
            name: "Tablecloth Trek",
            description:
              "The tablecloth ripples like waves, lifting and dropping platforms. Jump from the top of a ripple for the longest leaps.",
          },
          {
            name: "Chandelier Swing",
            description:
              "Swing between chandeliers high above the table. The secret recipe is hidden on the highest chandelier, reached with a well-timed dash.",
          },
          {
            name: "The Grand Banquet",
            description:
              "The final showdown with Chef Peppercorn. Dodge his Pepper Storms, then Sear Stomp him each time he stops to sneeze.",
          },
        ],
      },
    ],
    strategyTips: [
      {
        title: "Look Before You Leap",
        body: "Pause at the edge of each new screen and watch hazards for a moment. Burners, falling cans and pepper clouds all follow patterns you can learn.",
      },
      {
        title: "Save Your Dash",
        body: "Keep the Sizzle Dash ready for emergencies. If a jump falls short, dash in mid-air to reach the ledge, then double jump if you need more height.",
      },
      {
        title: "Cool Down Before Bosses",
        body: "Grab an ice cube or a Rosemary Sprig just before a boss door so you start the fight at Rare, with the most room for mistakes.",
      },
      {
        title: "Check Ceilings and Walls",
        body: "Golden forks often hide above the screen or behind walls that look slightly cracked. Stomp or dash into anything suspicious.",
      },
      {
        title: "Plant Every Flag",
        body: "Touching a toothpick flag costs nothing and saves a long replay. On hard levels, even go back for a flag you ran past.",
      },
    ],
    seasonings: [
      {
        name: "Sea Salt",
        effect: "A crunchy shield that blocks the next hit, so Charlie does not cook.",
      },
      {
        name: "Cracked Pepper",
        effect:
          "Makes Charlie's jumps higher for a short time, perfect for reaching secret ledges.",
      },
      {
        name: "Paprika",
        effect:
          "Recharges the Sizzle Dash almost instantly, letting you chain several dashes in a row.",
      },
      {
        name: "Rosemary Sprig",
        effect: "Cools Charlie down by one step of doneness as soon as you pick it up.",
      },
      {
        name: "Garlic Powder",
        effect: "A strong smell that makes small enemies run away from Charlie for a short time.",
      },
      {
        name: "Chili Flakes",
        effect:
          "A few seconds of fiery invincibility; Charlie can run straight through enemies and hot pans.",
      },
    ],
    achievements: [
      {
        name: "First Sear",
        requirement: "Finish the first level, Cutting Board Run.",
      },
      {
        name: "Fork Finder",
        requirement: "Collect every golden fork in a single world.",
      },
      {
        name: "Still Rare",
        requirement: "Finish any level without taking a single hit.",
      },
      {
        name: "Spice Collector",
        requirement: "Use every type of seasoning at least once.",
      },
      {
        name: "Speedster",
        requirement: `Finish the whole game in under ${t.count(SPEEDSTER_LIMIT_MINUTES, { one: "# minute", other: "# minutes" })}.`,
      },
      {
        name: "Full Menu",
        requirement: `See all ${endings}.`,
      },
    ],
    /** The spec's four endings. */
    endings: [
      {
        name: "Back to the Grill",
        howToReach:
          "The standard ending: defeat Chef Peppercorn in The Grand Banquet and Charlie heads home.",
      },
      {
        name: "Feast of Friends",
        howToReach:
          "Collect every golden fork before the final battle. Bella, Spud and Captain Carrot join Charlie for a victory party.",
      },
      {
        name: "Perfectly Rare",
        howToReach:
          "Defeat Chef Peppercorn without taking a hit, so Charlie is still Rare when the fight ends.",
      },
      {
        name: "The Chef's Apprentice",
        howToReach:
          "Find the secret recipe in Chandelier Swing, then give it to Chef Peppercorn instead of landing the final stomp. He hangs up his carving knife and opens a bakery instead.",
      },
    ],
    bonusContent: [
      {
        title: "Concept Art Gallery",
        body: "Early sketches of Charlie, his friends and every world. New pages unlock as you collect more golden forks.",
      },
      {
        title: "Well-Done Mode",
        body: "A hard mode unlocked after your first ending. Charlie starts every level at Medium and checkpoints are further apart.",
      },
      {
        title: "Sound Test",
        body: "Listen to every track and sound effect from the pause menu, unlocked by finishing the Dining Room.",
      },
    ],
    /** `page`: a page of this site the link leads to; `null`: a placeholder (coming soon). */
    communityLinks: [
      {
        label: "Discord Server",
        description:
          "Chat with other players, share secret spots and ask for help with tricky levels.",
        page: null,
      },
      {
        label: "Speedrun Leaderboard",
        description: "Compare your best times and see the routes the fastest players use.",
        page: null,
      },
      {
        label: "Fan Art Gallery",
        description: "Drawings, comics and crafts of Charlie and friends made by players.",
        page: null,
      },
      {
        label: "Frequently Asked Questions",
        description: "Answers about saving, controls, sound and what to do if a game won't load.",
        page: "faq",
      },
    ] as { label: string; description: string; page: IndexablePageId | null }[],
  };
};
