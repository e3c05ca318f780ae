import { CardGrid } from "@/components/sections/card-grid";
import { SectionShell } from "@/components/sections/section-shell";
import { useWords } from "@/hooks/use-words";

interface TermListProps {
  title: string;
  items: { term: string; detail: string }[];
}

function TermList({ title, items }: TermListProps) {
  return (
    <div>
      <h3 className="text-2xl font-bold">{title}</h3>
      <dl className="mt-4 space-y-3">
        {items.map((item) => (
          <div key={item.term}>
            <dt className="font-semibold">{item.term}</dt>
            <dd className="text-muted-foreground">{item.detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function UnlockablesSection() {
  const { sections, seasonings, achievements, endings, bonusContent } = useWords("charlie");
  const text = sections.unlockables;
  return (
    <SectionShell id="unlockables" title={text.title} intro={text.intro} tone="steak">
      <div className="grid gap-10 md:grid-cols-2">
        <TermList
          title={text.seasonings}
          items={seasonings.map((s) => ({ term: s.name, detail: s.effect }))}
        />
        <TermList
          title={text.achievements}
          items={achievements.map((a) => ({ term: a.name, detail: a.requirement }))}
        />
        <TermList
          title={text.endings}
          items={endings.map((e) => ({ term: e.name, detail: e.howToReach }))}
        />
        <div>
          <h3 className="text-2xl font-bold">{text.bonusContent}</h3>
          <CardGrid items={bonusContent} headingLevel="h4" columns={1} className="mt-4" />
        </div>
      </div>
    </SectionShell>
  );
}
