import { Link } from "react-router-dom";
import { CardGrid } from "@/components/sections/card-grid";
import { SectionShell } from "@/components/sections/section-shell";
import { PlaceholderLink } from "@/components/ui/placeholder-link";
import { charlieSections, communityLinks, strategyTips } from "@/content/charlie";

const { strategy, community } = charlieSections;

export function StrategySection() {
  return (
    <SectionShell id="strategy" title={strategy.title} intro={strategy.intro}>
      <CardGrid items={strategyTips} columns={3} />
    </SectionShell>
  );
}

export function CommunitySection() {
  return (
    <SectionShell id="community" title={community.title} intro={community.intro}>
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
                  {link.label} <span className="text-sm font-normal">{community.comingSoon}</span>
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
