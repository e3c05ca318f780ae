import { tidyRoomArt } from "@/components/art/tidy-room-art";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";
import { AboutSection } from "@/components/sections/home/about-section";
import { GameSection } from "@/components/sections/home/game-section";
import { GuideSection } from "@/components/sections/home/guide-section";
import { HomeFaqSection } from "@/components/sections/home/home-faq-section";
import { ButtonLink } from "@/components/ui/button";
import { labels } from "@/content/common";
import { homeHero } from "@/content/home";
import { homeFaq } from "@/content/home-faq";
import { GAME_SECTION_HREF, ROUTES } from "@/lib/routes";

export function HomePage() {
  return (
    <>
      <Seo page="home" faq={homeFaq} />
      <PageHero
        title={homeHero.title}
        subtitle={homeHero.subtitle}
        intro={homeHero.intro}
        art={tidyRoomArt}
        actions={
          <>
            <ButtonLink to={GAME_SECTION_HREF} variant="accent">
              {labels.playNow}
            </ButtonLink>
            <ButtonLink to={ROUTES.faq} variant="outline">
              {labels.learnMore} <span className="sr-only">{homeHero.learnMoreHidden}</span>
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
