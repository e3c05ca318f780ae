import { FaqAccordion } from "@/components/sections/faq-accordion";
import { SectionShell } from "@/components/sections/section-shell";
import { ButtonLink } from "@/components/ui/button";
import { useLanguage, useWords } from "@/hooks/use-words";
import { SECTION_IDS } from "@/lib/constants";
import { pagePath } from "@/lib/routes";

export function HomeFaqSection() {
  const language = useLanguage();
  const { faqSection, faq } = useWords("home");
  return (
    <SectionShell
      id={SECTION_IDS.homeFaq}
      title={faqSection.title}
      intro={faqSection.intro}
      tone="surface"
    >
      <FaqAccordion entries={faq} />
      <ButtonLink to={pagePath("faq", language)} variant="secondary" className="mt-8">
        {faqSection.seeAll}
      </ButtonLink>
    </SectionShell>
  );
}
