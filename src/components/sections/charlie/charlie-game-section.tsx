import { GameFrame } from "@/components/sections/game-frame";
import { SectionShell } from "@/components/sections/section-shell";
import { ShareButton } from "@/components/sections/share-button";
import { siteConfig } from "@/config/site";
import { charlieHero, charlieShare } from "@/content/charlie";
import { SECTION_IDS } from "@/lib/constants";

export function CharlieGameSection() {
  return (
    <SectionShell
      id={SECTION_IDS.charlieGame}
      eager
      title={`Play ${charlieHero.title}`}
      intro="The game loads from its publisher's site. Click inside the frame first so it receives your key presses."
    >
      <GameFrame
        src={siteConfig.games.charlie}
        name={charlieHero.title}
        actions={<ShareButton page="charlie" message={charlieShare} />}
      />
    </SectionShell>
  );
}
