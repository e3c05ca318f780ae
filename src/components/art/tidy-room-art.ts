import type { HeroArt } from "@/components/sections/page-hero";
import { registerArt } from "@/lib/trusted-types";

/**
 * The home hero: a room being tidied, in the flat style of the share image (a tidy shelf,
 * sparkles; scripts/make-images.mjs), with a toy box being filled and a broom at work.
 * Colours are the theme's (`currentColor` is the hero's text) or fixed for the objects' own.
 */
export const tidyRoomArt: HeroArt = {
  viewBox: "0 0 200 200",
  markup: registerArt(
    // One sparkle, drawn again where each <use> places it (the share images' four-point star).
    '<defs><path id="hero-sparkle" d="M0-20C3-3 3-3 20 0C3 3 3 3 0 20C-3 3-3 3-20 0C-3-3-3-3 0-20Z"/></defs>' +
      '<circle cx="100" cy="100" r="100" class="fill-black/15"/>' +
      '<rect x="26" y="62" width="124" height="7" rx="3" class="fill-current"/>' +
      '<rect x="36" y="30" width="30" height="32" rx="4" class="fill-accent"/>' +
      '<rect x="72" y="40" width="22" height="22" rx="4" class="fill-rose-50"/>' +
      '<rect x="100" y="22" width="38" height="40" rx="4" class="fill-accent"/>' +
      '<circle cx="54" cy="124" r="14" class="fill-rose-50"/>' +
      '<rect x="72" y="112" width="22" height="22" rx="3" class="fill-current"/>' +
      '<rect x="34" y="128" width="78" height="46" rx="6" class="fill-accent"/>' +
      '<rect x="28" y="124" width="90" height="10" rx="4" class="fill-rose-50"/>' +
      '<g transform="rotate(16 148 120)"><rect x="145" y="64" width="6" height="80" rx="3" class="fill-current"/>' +
      '<path d="M134 140h28l8 32h-44z" class="fill-accent"/></g>' +
      '<circle cx="116" cy="182" r="5" class="fill-current" opacity=".6"/>' +
      '<circle cx="104" cy="186" r="3" class="fill-current" opacity=".6"/>' +
      '<use href="#hero-sparkle" transform="translate(172 42)" class="fill-current"/>' +
      '<use href="#hero-sparkle" transform="translate(24 96) scale(.6)" class="fill-accent"/>' +
      '<use href="#hero-sparkle" transform="translate(178 120) scale(.5)" class="fill-current"/>',
  ),
};
