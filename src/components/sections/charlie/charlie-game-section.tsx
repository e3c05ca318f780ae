import { GameFrame } from "@/features/game/game-frame";
import { SectionShell } from "@/components/sections/section-shell";
import { ShareButton } from "@/components/sections/share-button";
import { siteConfig } from "@/config/site";
import { CHARLIE_NAME } from "@/content/names";
import { useWords } from "@/hooks/use-words";
import { SECTION_IDS } from "@/lib/constants";

export function CharlieGameSection() {
  const { sections, share } = useWords("charlie");
  return (
    <SectionShell
      id={SECTION_IDS.charlieGame}
      eager
      title={sections.game.title}
      intro={sections.game.intro}
    >
      <GameFrame
        src={siteConfig.games.charlie}
        signalsReady={siteConfig.gameSignals.charlie}
        name={CHARLIE_NAME}
        actions={<ShareButton page="charlie" message={share} />}
      />
    </SectionShell>
  );
}
