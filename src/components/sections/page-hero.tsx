import type { ReactNode } from "react";
import { trustedArt } from "@/lib/trusted-types";
import { cn } from "@/lib/utils";

/** A game's hero illustration: SVG markup, drawn with the theme's colour classes. */
export interface HeroArt {
  viewBox: string;
  /** Static markup from src/components/art, never user content (registerArt: the only markup
   * the Trusted Types policy lets into the <svg>). */
  markup: string;
}

interface PageHeroProps {
  title: string;
  /** A line under the title, set apart from the intro paragraph. */
  subtitle?: string;
  intro?: string;
  actions?: ReactNode;
  tone?: "primary" | "steak";
  /** Beside the text from tablet width up; below the buttons, small, on a phone. */
  art?: HeroArt;
}

const tones = {
  primary: "bg-hero",
  steak: "bg-hero-steak",
} as const;

/** The top of every page: its only h1. */
export function PageHero({
  title,
  subtitle,
  intro,
  actions,
  tone = "primary",
  art,
}: PageHeroProps) {
  return (
    <div className={cn("py-16 text-hero-foreground focus-ring-inverse sm:py-20", tones[tone])}>
      {/* With art, the text is centred on a phone and set at the start beside the art from
          tablet width (globals.css); a text-center here would win over that. */}
      <div className={cn("container-page", art ? "hero-with-art" : "text-center")}>
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {title}
          </h1>
          {subtitle && <p className="mt-3 text-xl font-semibold sm:text-2xl">{subtitle}</p>}
          {intro && (
            <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty opacity-95">{intro}</p>
          )}
          {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
        </div>
        {art && (
          // Inline, so it costs no request; decorative, so screen readers skip it. Markup rather
          // than elements: the page's code carries one string, and hydration has no node to visit.
          <svg
            aria-hidden="true"
            viewBox={art.viewBox}
            dangerouslySetInnerHTML={{ __html: trustedArt(art.markup) }}
          />
        )}
      </div>
    </div>
  );
}
