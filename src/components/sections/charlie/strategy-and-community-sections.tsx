import { Link } from "react-router-dom";
import { CardGrid } from "@/components/sections/card-grid";
import { SectionShell } from "@/components/sections/section-shell";
import { PlaceholderLink } from "@/components/ui/placeholder-link";
import { useLanguage, useWords } from "@/hooks/use-words";
import { pagePath } from "@/lib/routes";

export function StrategySection() {
  const { sections, strategyTips } = useWords("charlie");
  const { strategy } = sections;
  return (
    <SectionShell id="strategy" title={strategy.title} intro={strategy.intro}>
      <CardGrid items={strategyTips} columns={3} />
    </SectionShell>
  );
}

export function CommunitySection() {
  const language = useLanguage();
  const { sections, communityLinks } = useWords("charlie");
  const { community } = sections;
  return (
    <SectionShell id="community" title={community.title} intro={community.intro}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {communityLinks.map((link) => {
          const linkClass = "text-lg font-bold text-primary underline underline-offset-4";
          return (
            <li key={link.label} className="rounded-(--radius) border border-border p-5">
              {link.page ? (
                <Link to={pagePath(link.page, language)} className={linkClass}>
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
