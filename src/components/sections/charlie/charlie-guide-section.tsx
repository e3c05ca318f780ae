import { CardGrid } from "@/components/sections/card-grid";
import { SectionShell } from "@/components/sections/section-shell";
import { useWords } from "@/hooks/use-words";
import { SECTION_IDS } from "@/lib/constants";

export function CharlieAboutSection() {
  const { about } = useWords("charlie");
  return (
    <SectionShell id="about" title={about.title} intro={about.intro} tone="steak">
      <CardGrid items={about.keyFeatures} />
    </SectionShell>
  );
}

export function CharlieGuideSection() {
  const { sections, guide } = useWords("charlie");
  const text = sections.guide;
  return (
    <SectionShell id={SECTION_IDS.charlieGuide} title={text.title} intro={text.intro}>
      <h3 className="text-2xl font-bold">{text.controls}</h3>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full max-w-4xl border-collapse text-start">
          <caption className="sr-only">{text.controlsCaption}</caption>
          <thead>
            <tr className="border-b-2 border-border">
              <th scope="col" className="py-2 pe-4">
                {text.actionColumn}
              </th>
              <th scope="col" className="py-2">
                {text.inputColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {guide.controls.map((control) => (
              <tr key={control.action} className="border-b border-border">
                <th scope="row" className="py-2 pe-4 font-semibold">
                  {control.action}
                </th>
                <td className="py-2 text-muted-foreground">{control.input}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 className="mt-12 text-2xl font-bold">{text.abilities}</h3>
      <CardGrid items={guide.abilities} headingLevel="h4" className="mt-6" />

      <h3 className="mt-12 text-2xl font-bold">{text.mechanics}</h3>
      <CardGrid items={guide.mechanics} headingLevel="h4" className="mt-6" />
    </SectionShell>
  );
}
