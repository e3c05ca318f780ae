/**
 * What `@/config/site` gives the words modules when Playwright loads them (tsconfig.loader.json
 * maps it here). The real module reads the build's `import.meta.env`, which only Vite provides:
 * under Playwright's loader it would throw before any test ran. These are its defaults
 * (`.env.example`), which the suite's build uses: a build with other VITE_* values fails the
 * suite's texts, as it did when texts.ts repeated them.
 */
import type { SiteConfig } from "../../src/config/site";

export const siteConfig: SiteConfig = {
  name: "Tidy Time",
  origin: "https://tidytime.example",
  contact: {
    email: "support@tidytime.example",
    phone: "+1 (555) 010-0199",
    phoneHref: "tel:+15550100199",
    address: "123 Sparkle Lane, Suite 4, Tidyville, NY 10001, USA",
  },
  games: {
    tidyTime: "https://games.tidytime.example/play/?key=tidy-time&value=web",
    charlie: "https://www.gameflare.com/embed/charlie-the-steak/",
  },
};
