import { FaqAccordion } from "@/components/sections/faq-accordion";
import { SectionShell } from "@/components/sections/section-shell";
import { ButtonLink } from "@/components/ui/button";
import { homeFaq } from "@/content/home-faq";
import { homeFaqSection } from "@/content/home";
import { SECTION_IDS } from "@/lib/constants";
import { ROUTES } from "@/lib/routes";

export function HomeFaqSection() {
  return (
    <SectionShell
      id={SECTION_IDS.homeFaq}
      title={homeFaqSection.title}
      intro={homeFaqSection.intro}
      tone="surface"
    >
      <FaqAccordion entries={homeFaq} />
      <ButtonLink to={ROUTES.faq} variant="secondary" className="mt-8">
        {homeFaqSection.seeAll}
      </ButtonLink>
    </SectionShell>
  );
}
