import type { HeroArt } from "@/components/sections/page-hero";
import { registerArt } from "@/lib/trusted-types";

/**
 * Charlie himself, as the share image draws him (scripts/make-images.mjs): a steak with a fat
 * rim, eyes and a grin, here mid-jump. His colours are his own in every theme; the disc behind
 * him darkens whatever the hero's background is, and the sparkles are the theme's accent.
 */
export const charlieArt: HeroArt = {
  viewBox: "-250 -250 500 500",
  markup: registerArt(
    // One sparkle, drawn again where each <use> places it (the share images' four-point star).
    '<defs><path id="hero-sparkle" d="M0-20C3-3 3-3 20 0C3 3 3 3 0 20C-3 3-3 3-20 0C-3-3-3-3 0-20Z"/></defs>' +
      '<circle r="250" class="fill-black/15"/>' +
      '<g transform="rotate(-8)" fill="none" stroke-linecap="round">' +
      '<path d="M-150 10l-60-50M160 0l60-60M-50 150l-20 60M50 150l30 55" stroke-width="16" class="stroke-slate-900"/>' +
      '<path d="M-170-40C-170-150-40-190 60-160C170-130 200-30 170 60C140 150 20 180-70 150C-150 125-170 60-170-40Z" class="fill-rose-50"/>' +
      '<path d="M-145-38C-145-130-35-162 55-136C148-110 172-26 146 52C120 128 18 154-60 128C-128 106-145 50-145-38Z" class="fill-red-700"/>' +
      '<path d="M-105 80C-60 66-20 104 40 90M-100-95C-70-112-40-100-10-118" stroke-width="10" class="stroke-rose-50"/>' +
      '<circle cx="-30" cy="-30" r="26" class="fill-white"/><circle cx="50" cy="-38" r="26" class="fill-white"/>' +
      '<circle cx="-22" cy="-26" r="12" class="fill-slate-900"/><circle cx="58" cy="-34" r="12" class="fill-slate-900"/>' +
      '<path d="M-20 20C10 50 50 44 70 14" stroke-width="10" class="stroke-slate-900"/></g>' +
      '<use href="#hero-sparkle" transform="translate(-200 -170) scale(1.5)" class="fill-accent"/>' +
      '<use href="#hero-sparkle" transform="translate(190 160) scale(1.3)" class="fill-accent"/>',
  ),
};
