import { SectionShell } from "@/components/sections/section-shell";
import { charlieSections, levels, worlds } from "@/content/charlie";

const text = charlieSections.worlds;

export function WorldsSection() {
  return (
    <SectionShell id="worlds" title={text.title} intro={text.intro}>
      <div className="grid gap-8 md:grid-cols-2">
        {worlds.map((world) => (
          <article key={world.name} className="rounded-(--radius) border border-border p-6">
            <h3 className="text-xl font-bold">{world.name}</h3>
            <p className="mt-2 text-muted-foreground">{world.description}</p>
            <ol className="mt-4 space-y-3">
              {levels
                .filter((level) => level.world === world.name)
                .map((level) => (
                  <li key={level.number}>
                    <h4 className="font-semibold">{text.level(level.number, level.name)}</h4>
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
