import {
  Leaf,
  ListChecks,
  Palette,
  PartyPopper,
  Smartphone,
  Sofa,
  Sparkles,
  Trophy,
} from "lucide-react";
import { CardGrid } from "@/components/sections/card-grid";
import { SectionShell } from "@/components/sections/section-shell";
import { ButtonLink } from "@/components/ui/button";
import { useLanguage, useWords } from "@/hooks/use-words";
import { SECTION_IDS } from "@/lib/constants";
import { gameSectionHref } from "@/lib/routes";

/** The feature cards' and benefit tiles' icons, in the order of their words. */
const FEATURE_ICONS = [Sparkles, Trophy, Sofa, Smartphone];
const BENEFIT_ICONS = [Leaf, Palette, ListChecks, PartyPopper];

export function AboutSection() {
  const language = useLanguage();
  const { about } = useWords("home");
  return (
    <SectionShell id={SECTION_IDS.about} title={about.title} intro={about.intro} tone="surface">
      <h3 className="sr-only">{about.featuresHeading}</h3>
      <CardGrid items={about.features} icons={FEATURE_ICONS} headingLevel="h4" />
      <h3 className="mt-12 text-2xl font-bold">{about.benefitsHeading}</h3>
      <CardGrid items={about.benefits} icons={BENEFIT_ICONS} headingLevel="h4" className="mt-6" />
      <div className="mt-10 text-center">
        <ButtonLink to={gameSectionHref(language)} variant="accent">
          {about.playFreeNow}
        </ButtonLink>
      </div>
    </SectionShell>
  );
}
