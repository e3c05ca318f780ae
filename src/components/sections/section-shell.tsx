import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

interface SectionShellProps {
  id: string;
  title: string;
  intro?: string;
  /** Pale backgrounds alternate sections so the page reads in blocks. */
  tone?: "plain" | "surface" | "steak";
  className?: string;
  /**
   * Drawn with the first paint even when off-screen: the game sections, just below the hero, whose
   * frame and overlay start loading with the page. Other sections are drawn as they near the view.
   */
  eager?: boolean;
  children: ReactNode;
}

const tones = {
  plain: "",
  surface: "bg-surface",
  steak: "bg-steak-surface",
} as const;

/** A page section: an anchor target with an h2 heading, an optional intro and content. */
export function SectionShell({
  id,
  title,
  intro,
  tone = "plain",
  className,
  eager = false,
  children,
}: SectionShellProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={cn("py-16 outline-none", tones[tone], !eager && "render-when-near", className)}
    >
      <div className="container-page">
        <h2 id={headingId} className="section-heading">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
