import { CardGrid } from "@/components/sections/card-grid";
import { SectionShell } from "@/components/sections/section-shell";
import { charlieAbout, charlieGuide, charlieSections } from "@/content/charlie";

const text = charlieSections.guide;
import { SECTION_IDS } from "@/lib/constants";

export function CharlieAboutSection() {
  return (
    <SectionShell id="about" title={charlieAbout.title} intro={charlieAbout.intro} tone="steak">
      <CardGrid items={charlieAbout.keyFeatures} />
    </SectionShell>
  );
}

export function CharlieGuideSection() {
  return (
    <SectionShell id={SECTION_IDS.charlieGuide} title={text.title} intro={text.intro}>
      <h3 className="text-2xl font-bold">{text.controls}</h3>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full max-w-4xl border-collapse text-left">
          <caption className="sr-only">{text.controlsCaption}</caption>
          <thead>
            <tr className="border-b-2 border-border">
              <th scope="col" className="py-2 pr-4">
                {text.actionColumn}
              </th>
              <th scope="col" className="py-2">
                {text.inputColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {charlieGuide.controls.map((control) => (
              <tr key={control.action} className="border-b border-border">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {control.action}
                </th>
                <td className="py-2 text-muted-foreground">{control.input}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 className="mt-12 text-2xl font-bold">{text.abilities}</h3>
      <CardGrid items={charlieGuide.abilities} headingLevel="h4" className="mt-6" />

      <h3 className="mt-12 text-2xl font-bold">{text.mechanics}</h3>
      <CardGrid items={charlieGuide.mechanics} headingLevel="h4" className="mt-6" />
    </SectionShell>
  );
}
