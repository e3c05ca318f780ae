import { Link } from "react-router-dom";
import { CardGrid } from "@/components/sections/card-grid";
import { SectionShell } from "@/components/sections/section-shell";
import { PlaceholderLink } from "@/components/ui/placeholder-link";
import { communityLinks, strategyTips } from "@/content/charlie";

export function StrategySection() {
  return (
    <SectionShell
      id="strategy"
      title="Strategy Tips"
      intro="Habits that separate a well-done steak from a perfectly rare run."
    >
      <CardGrid items={strategyTips} columns={3} />
    </SectionShell>
  );
}

export function CommunitySection() {
  return (
    <SectionShell
      id="community"
      title="Community and Resources"
      intro="Share runs, swap secrets and find help from other players."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {communityLinks.map((link) => {
          const linkClass = "text-lg font-bold text-primary underline underline-offset-4";
          return (
            <li key={link.label} className="rounded-(--radius) border border-border p-5">
              {link.href.startsWith("/") ? (
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              ) : (
                <PlaceholderLink className={linkClass}>
                  {link.label} <span className="text-sm font-normal">(coming soon)</span>
                </PlaceholderLink>
              )}
              <p className="mt-1 text-muted-foreground">{link.description}</p>
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}
