import { tidyRoomArt } from "@/components/art/tidy-room-art";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";
import { AboutSection } from "@/components/sections/home/about-section";
import { GameSection } from "@/components/sections/home/game-section";
import { GuideSection } from "@/components/sections/home/guide-section";
import { HomeFaqSection } from "@/components/sections/home/home-faq-section";
import { ButtonLink } from "@/components/ui/button";
import { useLanguage, useWords } from "@/hooks/use-words";
import { gameSectionHref, pagePath } from "@/lib/routes";

export function HomePage() {
  const language = useLanguage();
  const { playNow, learnMore } = useWords("layout");
  const { hero, faq } = useWords("home");
  return (
    <>
      <Seo page="home" faq={faq} />
      <PageHero
        title={hero.title}
        subtitle={hero.subtitle}
        intro={hero.intro}
        art={tidyRoomArt}
        actions={
          <>
            <ButtonLink to={gameSectionHref(language)} variant="accent">
              {playNow}
            </ButtonLink>
            <ButtonLink to={pagePath("faq", language)} variant="outline">
              {learnMore} <span className="sr-only">{hero.learnMoreHidden}</span>
            </ButtonLink>
          </>
        }
      />
      <GameSection />
      <HydrationSlice>
        <AboutSection />
      </HydrationSlice>
      <HydrationSlice>
        <GuideSection />
      </HydrationSlice>
      <HydrationSlice>
        <HomeFaqSection />
      </HydrationSlice>
    </>
  );
}
