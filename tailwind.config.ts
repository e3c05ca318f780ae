import type { Config } from "tailwindcss";
import { GAME_FRAME_ASPECT, MESSAGE_MIN_HEIGHT_PX } from "./src/lib/constants";

/**
 * Only the sizes the specification fixes live here, read from the same constants the tests use.
 * Colours, radius and animations are CSS variables in src/styles/globals.css (`@theme`).
 */
export default {
  content: [],
  theme: {
    extend: {
      minHeight: { message: `${MESSAGE_MIN_HEIGHT_PX}px` },
      aspectRatio: { game: `${GAME_FRAME_ASPECT.width} / ${GAME_FRAME_ASPECT.height}` },
    },
  },
} satisfies Config;
