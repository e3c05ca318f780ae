import { Link } from "react-router-dom";
import { SectionShell } from "@/components/sections/section-shell";
import { GameFrame } from "@/components/sections/game-frame";
import { ShareButton } from "@/components/sections/share-button";
import { siteConfig } from "@/config/site";
import { gameHelp, gameSection, homeShare } from "@/content/home";
import { SECTION_IDS } from "@/lib/constants";
import { ROUTES } from "@/lib/routes";

const helpLink = "font-semibold text-primary underline underline-offset-4 hover:text-primary-hover";

export function GameSection() {
  return (
    <SectionShell id={SECTION_IDS.game} title={gameSection.title} intro={gameSection.intro} eager>
      <GameFrame
        src={siteConfig.games.tidyTime}
        name={siteConfig.name}
        actions={<ShareButton page="home" message={homeShare} />}
      />
      <p className="mt-4 text-center text-muted-foreground">
        {gameHelp.lead}{" "}
        <Link to={ROUTES.faq} className={helpLink}>
          {gameHelp.faqLabel}
        </Link>{" "}
        {gameHelp.joiner}{" "}
        <Link to={ROUTES.contact} className={helpLink}>
          {gameHelp.contactLabel}
        </Link>
        .
      </p>
    </SectionShell>
  );
}
