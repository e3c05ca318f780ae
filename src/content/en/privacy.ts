import { siteConfig } from "@/config/site";
import {
  LANGUAGE_NOTICE_STORAGE_KEY,
  POLICY_MIN_AGE_YEARS,
  THEME_STORAGE_KEY,
} from "@/lib/constants";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
export const privacy = (t: WordsTools) => {
  /** The privacy policy's words (English: the spec's wording). */
  return {
    meta: {
      title: `Privacy Policy | ${name}`,
      description: `How ${name} handles information: what is collected, cookies and local storage, third-party game hosts, children's privacy and your choices.`,
    },
    title: "Privacy Policy",
    /**
     * Before the spec's date (April 19, 2023), which the privacy page writes as its language writes
     * dates (formatDate). Not formatted here: the other pages load these words ahead of a click, and
     * a page's first date format costs about 50 ms of main thread on a desktop, four times that on a
     * phone.
     */
    lastUpdated: (date: string) => `Last updated ${date}`,
    intro: `This policy explains what information ${name} collects when you visit this website and play its games, how that information is used, and the choices you have. There are no accounts, and we only ask for personal details if you choose to contact us.`,
    /** The policy's sections, by their addresses on the page (src/lib/privacy-sections.ts). */
    sections: {
      "information-we-collect": {
        title: "Information We Collect",
        paragraphs: [
          "Some technical information is received automatically when your browser loads our pages or the embedded games. Game progress and preferences are kept in your browser on your own device. We only receive personal details that you choose to send us.",
        ],
        items: [
          "Browser type and version",
          "Device information, such as device type, operating system and screen size",
          "IP address",
          "Game progress, such as completed rooms, stars and unlocked decorations",
          "Preferences, such as sound, music and Zen Mode settings",
          "Your name and email address, only if you contact us",
        ],
      },
      "how-we-use-information": {
        title: "How We Use Information",
        paragraphs: [
          "We use technical information to deliver pages to your device, keep the site working on different browsers and screen sizes, and find and fix problems.",
          "Game progress and preferences are used only to let you continue where you left off with your chosen settings. If you contact us, we use your name and email address only to reply to you. We do not sell your information.",
        ],
      },
      "cookies-and-local-storage": {
        title: "Cookies and Local Storage",
        paragraphs: [
          `This site sets no cookies. It stores at most two things on your device, in your browser's local storage: your theme choice (Light or Dark) under "${THEME_STORAGE_KEY}", so each page opens in it, and, once you close the suggestion to read a page in your own language or pick a language yourself, "${LANGUAGE_NOTICE_STORAGE_KEY}", so the suggestion stays away. System stores nothing, and neither value ever leaves your device.`,
          "You can delete cookies and local storage at any time in your browser settings. Doing so resets your theme choice, brings back the language suggestion and clears your game progress, and private or incognito windows clear them when they close.",
        ],
      },
      "third-party-services": {
        title: "Third-Party Services",
        paragraphs: [
          "The games on this site are loaded in embedded frames from external game hosts. When a game loads, the host receives technical information such as your IP address and browser type, and it may use its own cookies or local storage.",
          "These hosts have their own privacy policies, which govern how they handle that information. We encourage you to read them.",
        ],
      },
      "data-security": {
        title: "Data Security",
        paragraphs: [
          "This site is served over an encrypted connection, and we keep the information we hold to a minimum. Messages you send us are kept only as long as needed to answer them.",
          "No method of sending or storing information over the internet is completely secure, so we cannot guarantee absolute security.",
        ],
      },
      "childrens-privacy": {
        title: "Children's Privacy",
        paragraphs: [
          `Our games are suitable for players of all ages, but we do not knowingly collect personal information from children under ${t.count(POLICY_MIN_AGE_YEARS, { one: "# year", other: "# years" })} of age.`,
          `If you are a parent or guardian and believe your child under ${t.number(POLICY_MIN_AGE_YEARS)} has sent us personal information, please contact us and we will remove it.`,
        ],
      },
      "international-data-transfers": {
        title: "International Data Transfers",
        paragraphs: [
          "The services we and the game hosts use may be located outside your country. Information may therefore be transferred to and processed in the United States, where data protection laws may differ from those in your country.",
        ],
      },
      "changes-to-this-policy": {
        title: "Changes to This Policy",
        paragraphs: [
          'We may update this policy from time to time. When we do, we will post the new version on this page and change the "last updated" date, so please check back occasionally.',
        ],
      },
    },
    /** The box at the end that points to the contact page. */
    questions: {
      title: "Questions about your privacy?",
      body: "Ask us anything about this policy or request that we delete a message you sent.",
      contactUs: "Contact Us",
    },
  };
};
