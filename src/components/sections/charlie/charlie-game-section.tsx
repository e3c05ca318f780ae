import { GameFrame } from "@/components/sections/game-frame";
import { SectionShell } from "@/components/sections/section-shell";
import { ShareButton } from "@/components/sections/share-button";
import { siteConfig } from "@/config/site";
import { charlieHero, charlieSections, charlieShare } from "@/content/charlie";
import { SECTION_IDS } from "@/lib/constants";

export function CharlieGameSection() {
  return (
    <SectionShell
      id={SECTION_IDS.charlieGame}
      eager
      title={charlieSections.game.title}
      intro={charlieSections.game.intro}
    >
      <GameFrame
        src={siteConfig.games.charlie}
        name={charlieHero.title}
        actions={<ShareButton page="charlie" message={charlieShare} />}
      />
    </SectionShell>
  );
}
