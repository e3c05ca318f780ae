import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/**
 * The words every page shows around its own, in Hindi (shape: src/content/en/layout.ts).
 * Players are addressed as आप throughout, with the polite imperative (खेलें, चुनें), as Hindi
 * websites and app stores address everyone. Game and web words Hindi speakers use as they are
 * (गेम, लेवल, टाइमर, ब्राउज़र) are written in Devanagari rather than replaced by rare coinages.
 */
export const layout: LayoutWords = {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  nav: { home: "होम", charlie: CHARLIE_NAME, faq: "सवाल-जवाब", privacy: "गोपनीयता" },
  mainNav: "मुख्य मेन्यू",
  openMenu: "मेन्यू खोलें",
  closeMenu: "मेन्यू बंद करें",
  playNow: "अभी खेलें",
  learnMore: "और जानें",
  theme: {
    label: "थीम",
    options: { system: "सिस्टम के अनुसार", light: "लाइट", dark: "डार्क" },
  },
  languages: "भाषा",
  footer: {
    blurb: `${name} साफ़-सफ़ाई और चीज़ें सँवारने का एक मुफ़्त और सुकून भरा गेम है, जिसे आप किसी भी आधुनिक ब्राउज़र में खेल सकते हैं।`,
    quickLinks: "ज़रूरी लिंक",
    quickLinkLabels: {
      home: "होम",
      faq: "सवाल-जवाब",
      privacy: "गोपनीयता नीति",
      contact: "संपर्क करें",
    },
    contact: "संपर्क",
    legal: "क़ानूनी जानकारी",
    legalLinkLabels: {
      privacy: "गोपनीयता नीति",
      terms: "सेवा की शर्तें",
      cookies: "कुकी नीति",
    },
    socialMedia: "सोशल मीडिया",
    /** Hindi puts the place first: "on Facebook" is "Facebook पर". */
    socialLink: (network: SocialNetwork) => `${network} पर ${name} (जल्द आ रहा है)`,
    rights: "सर्वाधिकार सुरक्षित।",
  },
  sectionError: {
    heading: "पेज के इस हिस्से को सफ़ाई की ज़रूरत है",
    body: "यह हिस्सा दिखाते समय कुछ गड़बड़ हो गई। बाक़ी साइट अब भी ठीक चल रही है: पेज दोबारा लोड करें या मेन्यू से कोई दूसरा पेज चुनें।",
    retry: "फिर से कोशिश करें",
  },
  offline: {
    title: "आप ऑफ़लाइन हैं",
    body: "इंटरनेट से कनेक्ट करें, फिर पेज खोलने के लिए लिंक पर दोबारा टैप करें।",
    dismiss: "बंद करें",
  },
  toast: {
    announcement: "सूचना",
    /** `{hotkey}` stays as is: the page puts the key there (F8). */
    region: "सूचनाएँ ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: मुफ़्त ऑनलाइन सफ़ाई गेम`,
    charlie: `${CHARLIE_NAME}: मुफ़्त प्लेटफ़ॉर्मर गेम और गाइड`,
  },
  gameFacts: {
    genres: { tidyTime: "साफ़-सफ़ाई और चीज़ें सँवारना", charlie: "प्लेटफ़ॉर्मर" },
    platform: "वेब ब्राउज़र",
  },
};
