import { Lightbulb } from "lucide-react";
import { CardGrid } from "@/components/sections/card-grid";
import { SectionShell } from "@/components/sections/section-shell";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { useWords } from "@/hooks/use-words";
import { SECTION_IDS } from "@/lib/constants";

export function GuideSection() {
  const { guide } = useWords("home");
  const { gettingStarted } = guide;
  return (
    <SectionShell id={SECTION_IDS.guide} title={guide.title} intro={guide.intro}>
      <h3 className="text-2xl font-bold">{gettingStarted.title}</h3>
      <p className="mt-2 text-muted-foreground">{gettingStarted.intro}</p>
      <ol className="mt-4 max-w-3xl list-decimal space-y-2 ps-6 marker:font-bold marker:text-primary">
        {gettingStarted.items.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>

      <h3 className="mt-12 text-2xl font-bold">{guide.techniquesHeading}</h3>
      <CardGrid items={guide.techniques} headingLevel="h4" className="mt-6" />

      {/* Keyed by position, not wording: the same accordion in every language. */}
      <Accordion className="mt-12 max-w-3xl">
        {guide.advanced.map((block, index) => (
          <AccordionItem key={index} value={String(index)}>
            <AccordionTrigger>{block.title}</AccordionTrigger>
            <AccordionContent>
              <p>{block.intro}</p>
              <ul className="mt-2 list-disc space-y-1 ps-6">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>

      <div className="mt-12 max-w-3xl rounded-(--radius) border-2 border-accent-hover bg-accent-surface p-6">
        <h3 className="flex items-center gap-2 text-2xl font-bold">
          <Lightbulb aria-hidden="true" className="size-6" />
          {guide.proTipsHeading}
        </h3>
        <ul className="mt-4 list-disc space-y-2 ps-6">
          {guide.proTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
