import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A game's hero illustration: SVG markup, drawn with the theme's colour classes. */
export interface HeroArt {
  viewBox: string;
  /** Static markup from src/components/art, never user content. */
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
  primary: "bg-primary text-primary-foreground",
  steak: "bg-steak text-primary-foreground",
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
    <div className={cn("py-16 sm:py-20", tones[tone])}>
      <div
        className={cn(
          "container-page text-center",
          art && "grid items-center gap-10 md:grid-cols-[3fr_2fr] md:text-left",
        )}
      >
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {title}
          </h1>
          {subtitle && <p className="mt-3 text-xl font-semibold sm:text-2xl">{subtitle}</p>}
          {intro && (
            <p
              className={cn(
                "mx-auto mt-4 max-w-2xl text-lg text-pretty opacity-95",
                art && "md:mx-0",
              )}
            >
              {intro}
            </p>
          )}
          {actions && (
            <div
              className={cn("mt-8 flex flex-wrap justify-center gap-3", art && "md:justify-start")}
            >
              {actions}
            </div>
          )}
        </div>
        {art && (
          // Inline, so it costs no request; decorative, so screen readers skip it. Markup rather
          // than elements: the page's code carries one string, and hydration has no node to visit.
          <svg
            aria-hidden="true"
            viewBox={art.viewBox}
            data-hero-art=""
            className="mx-auto w-40 md:w-full md:max-w-sm"
            dangerouslySetInnerHTML={{ __html: art.markup }}
          />
        )}
      </div>
    </div>
  );
}
