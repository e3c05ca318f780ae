import { Link } from "react-router-dom";
import { SectionShell } from "@/components/sections/section-shell";
import { GameFrame } from "@/features/game/game-frame";
import { ShareButton } from "@/components/sections/share-button";
import { siteConfig } from "@/config/site";
import { useLanguage, useWords } from "@/hooks/use-words";
import { SECTION_IDS } from "@/lib/constants";
import { fillSlots } from "@/lib/fill-slots";
import { pagePath } from "@/lib/routes";

const helpLink = "font-semibold text-primary underline underline-offset-4 hover:text-primary-hover";

export function GameSection() {
  const language = useLanguage();
  const { game, share } = useWords("home");
  const { help } = game;
  return (
    <SectionShell id={SECTION_IDS.game} title={game.title} intro={game.intro} eager>
      <GameFrame
        src={siteConfig.games.tidyTime}
        signalsReady={siteConfig.gameSignals.tidyTime}
        name={siteConfig.name}
        actions={<ShareButton page="home" message={share} />}
      />
      <p className="mt-4 text-center text-muted-foreground">
        {fillSlots(help.text, {
          faq: (
            <Link to={pagePath("faq", language)} className={helpLink}>
              {help.faqLabel}
            </Link>
          ),
          contact: (
            <Link to={pagePath("contact", language)} className={helpLink}>
              {help.contactLabel}
            </Link>
          ),
        })}
      </p>
    </SectionShell>
  );
}
