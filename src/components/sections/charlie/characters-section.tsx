import { SectionShell } from "@/components/sections/section-shell";
import { useWords } from "@/hooks/use-words";

export function CharactersSection() {
  const { sections, characters, supportingCast } = useWords("charlie");
  const text = sections.characters;
  return (
    <SectionShell id="characters" title={text.title} intro={text.intro} tone="steak">
      <ul className="grid gap-6 md:grid-cols-2">
        {characters.map((character) => (
          <li
            key={character.name}
            className="rounded-(--radius) border border-border bg-background p-6 shadow-sm"
          >
            <h3 className="text-xl font-bold">{character.name}</h3>
            <p className="text-sm font-semibold text-steak">{character.role}</p>
            <p className="mt-2 text-muted-foreground">{character.description}</p>
            <dl className="mt-4 grid gap-2">
              <div>
                <dt className="font-semibold">{text.specialAbility}</dt>
                <dd className="text-muted-foreground">{character.specialAbility}</dd>
              </div>
              <div>
                <dt className="font-semibold">{text.weakness}</dt>
                <dd className="text-muted-foreground">{character.weakness}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>

      <h3 className="mt-12 text-2xl font-bold">{text.supportingCast}</h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {supportingCast.map((member) => (
          <li key={member.name}>
            <h4 className="font-bold">{member.name}</h4>
            <p className="mt-1 text-muted-foreground">{member.description}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
