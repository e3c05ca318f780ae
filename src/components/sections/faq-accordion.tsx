import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import type { FaqEntry } from "@/content/types";

interface FaqAccordionProps {
  entries: FaqEntry[];
  headingLevel?: "h2" | "h3";
}

/** Questions and answers: one open at a time, and the open one can be closed again. */
export function FaqAccordion({ entries, headingLevel }: FaqAccordionProps) {
  return (
    <Accordion type="single" collapsible className="max-w-3xl">
      {entries.map((entry) => (
        <AccordionItem key={entry.question} value={entry.question}>
          <AccordionTrigger headingLevel={headingLevel}>{entry.question}</AccordionTrigger>
          <AccordionContent>
            <p>{entry.answer}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
