import { charlieArt } from "@/components/art/charlie-art";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { Seo } from "@/components/layout/seo";
import { CharactersSection } from "@/components/sections/charlie/characters-section";
import { CharlieGameSection } from "@/components/sections/charlie/charlie-game-section";
import {
  CharlieAboutSection,
  CharlieGuideSection,
} from "@/components/sections/charlie/charlie-guide-section";
import {
  CommunitySection,
  StrategySection,
} from "@/components/sections/charlie/strategy-and-community-sections";
import { UnlockablesSection } from "@/components/sections/charlie/unlockables-section";
import { WorldsSection } from "@/components/sections/charlie/worlds-section";
import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { useWords } from "@/hooks/use-words";
import { SECTION_IDS } from "@/lib/constants";

export function CharliePage() {
  const { playNow, learnMore } = useWords("layout");
  const { hero } = useWords("charlie");
  return (
    <>
      <Seo page="charlie" />
      <PageHero
        title={hero.title}
        subtitle={hero.tagline}
        intro={hero.intro}
        tone="steak"
        art={charlieArt}
        actions={
          <>
            <ButtonLink to={`#${SECTION_IDS.charlieGame}`} variant="accent">
              {playNow}
            </ButtonLink>
            <ButtonLink to={`#${SECTION_IDS.charlieGuide}`} variant="outline">
              {learnMore}
            </ButtonLink>
          </>
        }
      />
      <CharlieGameSection />
      <HydrationSlice>
        <CharlieAboutSection />
      </HydrationSlice>
      <HydrationSlice>
        <CharlieGuideSection />
      </HydrationSlice>
      <HydrationSlice>
        <CharactersSection />
      </HydrationSlice>
      <HydrationSlice>
        <WorldsSection />
      </HydrationSlice>
      <HydrationSlice>
        <StrategySection />
      </HydrationSlice>
      <HydrationSlice>
        <UnlockablesSection />
      </HydrationSlice>
      <HydrationSlice>
        <CommunitySection />
      </HydrationSlice>
    </>
  );
}
