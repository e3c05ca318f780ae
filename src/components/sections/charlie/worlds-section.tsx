import { SectionShell } from "@/components/sections/section-shell";
import { useWords } from "@/hooks/use-words";

export function WorldsSection() {
  const { sections, worlds } = useWords("charlie");
  const text = sections.worlds;
  // Levels are numbered in play order, across the worlds.
  const firstLevel = worlds.map(
    (_, i) => 1 + worlds.slice(0, i).reduce((n, w) => n + w.levels.length, 0),
  );
  return (
    <SectionShell id="worlds" title={text.title} intro={text.intro}>
      <div className="grid gap-8 md:grid-cols-2">
        {worlds.map((world, w) => (
          <article key={world.name} className="rounded-(--radius) border border-border p-6">
            <h3 className="text-xl font-bold">{world.name}</h3>
            <p className="mt-2 text-muted-foreground">{world.description}</p>
            <ol className="mt-4 space-y-3">
              {world.levels.map((level, l) => (
                <li key={level.name}>
                  <h4 className="font-semibold">{text.level(firstLevel[w] + l, level.name)}</h4>
                  <p className="text-muted-foreground">{level.description}</p>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </SectionShell>
  );
}
