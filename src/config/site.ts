/**
 * The one place an operator changes names, addresses and game hosts.
 * Values come from `VITE_*` variables at build time (see `.env.example`); the defaults
 * below make a fresh checkout build and run without any configuration.
 */

type Env = Record<string, string | undefined>;

const DEFAULTS = {
  VITE_SITE_NAME: "Tidy Time",
  VITE_SITE_ORIGIN: "https://tidytime.example",
  VITE_CONTACT_EMAIL: "support@tidytime.example",
  VITE_CONTACT_PHONE: "+1 (555) 010-0199",
  VITE_CONTACT_ADDRESS: "123 Sparkle Lane, Suite 4, Tidyville, NY 10001, USA",
  VITE_GAME_URL: "https://games.tidytime.example/play/",
  VITE_GAME_KEY: "tidy-time",
  VITE_GAME_VALUE: "web",
  VITE_CHARLIE_GAME_URL: "https://www.gameflare.com/embed/charlie-the-steak/",
} as const;

type ConfigKey = keyof typeof DEFAULTS;

function read(env: Env, key: ConfigKey): string {
  const value = env[key]?.trim();
  return value ? value : DEFAULTS[key];
}

/** Parses an absolute http(s) URL or fails the build with a message naming the variable. */
function readUrl(env: Env, key: ConfigKey): URL {
  const raw = read(env, key);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${key} must be an absolute URL such as ${DEFAULTS[key]}; got "${raw}".`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`${key} must use http or https; got "${raw}".`);
  }
  return url;
}

export interface SiteConfig {
  name: string;
  /** Scheme and host with no trailing slash, e.g. https://tidytime.example */
  origin: string;
  contact: {
    email: string;
    phone: string;
    /** `tel:` link for the phone number: digits and a leading + only. */
    phoneHref: string;
    address: string;
  };
  games: {
    /** The cleaning game's frame URL, with its `key` and `value` parameters applied. */
    tidyTime: string;
    charlie: string;
  };
  /**
   * Which games tell the page they are ready (README, "For game makers"): the site's own posts
   * `game-ready` or `game-error`, and only that makes it ready; a third-party host posts nothing,
   * so its frame's `load` has to do.
   */
  gameSignals: Record<keyof SiteConfig["games"], boolean>;
}

export function createSiteConfig(env: Env): SiteConfig {
  const game = readUrl(env, "VITE_GAME_URL");
  game.searchParams.set("key", read(env, "VITE_GAME_KEY"));
  game.searchParams.set("value", read(env, "VITE_GAME_VALUE"));
  const phone = read(env, "VITE_CONTACT_PHONE");
  return {
    name: read(env, "VITE_SITE_NAME"),
    origin: readUrl(env, "VITE_SITE_ORIGIN").origin,
    contact: {
      email: read(env, "VITE_CONTACT_EMAIL"),
      phone,
      phoneHref: `tel:${phone.replace(/[^\d+]/g, "")}`,
      address: read(env, "VITE_CONTACT_ADDRESS"),
    },
    games: {
      tidyTime: game.href,
      charlie: readUrl(env, "VITE_CHARLIE_GAME_URL").href,
    },
    gameSignals: { tidyTime: true, charlie: false },
  };
}

/**
 * Vite hands the build its variables. A tool that loads this module without Vite (the
 * end-to-end suite reads the words, which name the site) reads the process's, as the build did.
 */
const buildEnv = (import.meta.env ??
  (globalThis as { process?: { env: Env } }).process?.env) as Env;

export const siteConfig: SiteConfig = createSiteConfig(buildEnv ?? {});
