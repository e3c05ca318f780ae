import type { GameWords } from "../types";

/** The game pages' own words, in Hindi; a game's name takes को as the object of खेलें, शेयर करें. */
export const game: GameWords = {
  loading: "गेम लोड हो रहा है",
  frameTitle: (game: string) => `${game} गेम`,
  fullscreen: "फ़ुलस्क्रीन",
  exitFullscreen: "फ़ुलस्क्रीन से बाहर निकलें",
  closeTheater: "बंद करें",
  turnSideways: "गेम को बड़ा देखने के लिए अपना फ़ोन आड़ा घुमाएँ।",
  noScripts: "इस गेम को JavaScript चाहिए, जो बंद है या लोड नहीं हो पाई।",
  playOnHost: (game: string) => `${game} को उसकी अपनी साइट पर खेलें`,
  newTab: "(नए टैब में खुलता है)",
  slow: "गेम लोड होने में आम से ज़्यादा समय लग रहा है।",
  tryAgain: "फिर से कोशिश करें",
  offline: "गेम के लिए इंटरनेट कनेक्शन चाहिए। आपके दोबारा ऑनलाइन होते ही यह अपने-आप शुरू हो जाएगा।",
  share: {
    share: "शेयर करें",
    linkCopied: "लिंक कॉपी हो गया",
    linkCopiedDescription: (game: string) => `${game} को शेयर करने के लिए इसे कहीं भी पेस्ट करें।`,
    linkLabel: (game: string) => `${game} को शेयर करने के लिए यह लिंक कॉपी करें`,
  },
};
