import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import type { FaqEntry } from "@/content/types";
import { useAddressedItem } from "@/hooks/use-addressed-item";

interface FaqAccordionProps {
  entries: FaqEntry[];
  headingLevel?: "h2" | "h3";
  /** Each entry's address (its id, `#address` in the URL), in order; see useAddressedItem. */
  addresses?: readonly string[];
}

/** Questions and answers: one open at a time, and the open one can be closed again. */
export function FaqAccordion({ entries, headingLevel, addresses }: FaqAccordionProps) {
  const open = useAddressedItem(addresses);
  return (
    <Accordion
      className="max-w-3xl"
      // Until the page is hydrated, the CSS shows the item the URL names (globals.css, `:target`).
      data-addressed={addresses ? "" : undefined}
      {...open}
    >
      {entries.map((entry, index) => (
        <AccordionItem
          key={entry.question}
          id={addresses?.[index]}
          value={addresses?.[index] ?? entry.question}
        >
          <AccordionTrigger headingLevel={headingLevel}>{entry.question}</AccordionTrigger>
          <AccordionContent>
            <p>{entry.answer}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
