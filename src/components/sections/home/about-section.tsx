import { CardGrid } from "@/components/sections/card-grid";
import { SectionShell } from "@/components/sections/section-shell";
import { ButtonLink } from "@/components/ui/button";
import { labels } from "@/content/common";
import { aboutSection, benefitTiles, featureCards } from "@/content/home";
import { SECTION_IDS } from "@/lib/constants";
import { GAME_SECTION_HREF } from "@/lib/routes";

export function AboutSection() {
  return (
    <SectionShell
      id={SECTION_IDS.about}
      title={aboutSection.title}
      intro={aboutSection.intro}
      tone="surface"
    >
      <h3 className="sr-only">{aboutSection.featuresHeading}</h3>
      <CardGrid items={featureCards} headingLevel="h4" />
      <h3 className="mt-12 text-2xl font-bold">{aboutSection.benefitsHeading}</h3>
      <CardGrid items={benefitTiles} headingLevel="h4" className="mt-6" />
      <div className="mt-10 text-center">
        <ButtonLink to={GAME_SECTION_HREF} variant="accent">
          {labels.playFreeNow}
        </ButtonLink>
      </div>
    </SectionShell>
  );
}
