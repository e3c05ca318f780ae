import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "मुफ़्त ऑनलाइन सफ़ाई गेम", action: "अपने ब्राउज़र में मुफ़्त खेलें" },
  charlie: { tagline: "मुफ़्त प्लेटफ़ॉर्मर और पूरी गाइड", action: "अपने ब्राउज़र में मुफ़्त खेलें" },
};
