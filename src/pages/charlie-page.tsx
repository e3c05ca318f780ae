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
import { charlieHero } from "@/content/charlie";
import { labels } from "@/content/common";
import { SECTION_IDS } from "@/lib/constants";

export function CharliePage() {
  return (
    <>
      <Seo page="charlie" />
      <PageHero
        title={charlieHero.title}
        subtitle={charlieHero.tagline}
        intro={charlieHero.intro}
        tone="steak"
        art={charlieArt}
        actions={
          <>
            <ButtonLink to={`#${SECTION_IDS.charlieGame}`} variant="accent">
              {labels.playNow}
            </ButtonLink>
            <ButtonLink to={`#${SECTION_IDS.charlieGuide}`} variant="outline">
              {labels.learnMore}
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
