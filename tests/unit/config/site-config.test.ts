// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createSiteConfig } from "@/config/site";

describe("site config", () => {
  it("works with no variables set", () => {
    const config = createSiteConfig({});
    expect(config.name).toBe("Tidy Time");
    expect(config.origin).toBe("https://tidytime.example");
    expect(config.contact.email).toBe("support@tidytime.example");
    expect(config.contact.phone).toBe("+1 (555) 010-0199");
    expect(config.games.charlie).toBe("https://www.gameflare.com/embed/charlie-the-steak/");
  });

  it("puts the key and value on the game URL, keeping the host's own parameters", () => {
    const config = createSiteConfig({
      VITE_GAME_URL: "https://play.example.com/tidy/?lang=en",
      VITE_GAME_KEY: "abc 123",
      VITE_GAME_VALUE: "v&1",
    });
    const url = new URL(config.games.tidyTime);
    expect(url.origin + url.pathname).toBe("https://play.example.com/tidy/");
    expect(url.searchParams.get("lang")).toBe("en");
    expect(url.searchParams.get("key")).toBe("abc 123");
    expect(url.searchParams.get("value")).toBe("v&1");
  });

  it("normalises the origin and ignores blank values", () => {
    const config = createSiteConfig({
      VITE_SITE_ORIGIN: "https://www.example.org/some/path/",
      VITE_SITE_NAME: "   ",
    });
    expect(config.origin).toBe("https://www.example.org");
    expect(config.name).toBe("Tidy Time");
  });

  it("builds a dialable phone link", () => {
    const config = createSiteConfig({ VITE_CONTACT_PHONE: "+44 (0)20 7946 0018" });
    expect(config.contact.phoneHref).toBe("tel:+4402079460018");
  });

  it.each([
    ["VITE_SITE_ORIGIN", "tidytime.example"],
    ["VITE_GAME_URL", "not a url"],
    ["VITE_CHARLIE_GAME_URL", "javascript:alert(1)"],
  ])("refuses a bad %s with a message naming it", (key, value) => {
    expect(() => createSiteConfig({ [key]: value })).toThrow(key);
  });
});
