/**
 * The site's Trusted Types policies, each taking only what its sink needs: jsdom has no Trusted
 * Types, so a stand-in factory records the rules each policy is made with, and the tests put
 * values through them as the browser would.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serializeJsonLd } from "@/lib/structured-data";
import { TRUSTED_TYPES_POLICIES } from "@/lib/trusted-types";
import { startBoot } from "../boot/start-boot";

type Rules = Record<string, (input: string) => string>;
const made = new Map<string, Rules>();

beforeEach(() => {
  made.clear();
  vi.resetModules();
  // A factory that makes each name once, as the browser does, and wraps what the rules return.
  vi.stubGlobal("trustedTypes", {
    createPolicy(name: string, rules: Rules) {
      if (made.has(name)) throw new TypeError(`${name} made twice`);
      made.set(name, rules);
      return Object.fromEntries(
        Object.entries(rules).map(([kind, rule]) => [
          kind,
          (input: string) => ({ trusted: rule(input) }),
        ]),
      );
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The modules afresh: their policies are made once per page, as they are in the browser. */
const policies = async () => ({
  ...(await import("@/lib/trusted-types")),
  ...(await import("@/lib/trusted-json")),
});

describe("the hero drawings' policy", () => {
  it("lets the drawings the site ships into their <svg>, and nothing else", async () => {
    const { registerArt, trustedArt } = await policies();
    const art = registerArt('<circle r="1"/>');
    expect(trustedArt(art)).toEqual({ trusted: art });
    expect(made.has(TRUSTED_TYPES_POLICIES.art)).toBe(true);
    expect(() => trustedArt('<img src=x onerror="alert(1)">')).toThrow(TypeError);
    expect(() => trustedArt(`${art}<script>1</script>`)).toThrow(TypeError);
  });
});

describe("the structured data's policy", () => {
  const graph = { "@type": "FAQPage", name: "Tidy </script><b>Time</b> & more" };

  it("takes JSON exactly as the escaper writes it", async () => {
    const { trustedJson } = await policies();
    const json = serializeJsonLd(graph);
    expect(trustedJson(json)).toEqual({ trusted: json });
  });

  it("refuses raw JSON that could close the script element, and anything that is not JSON", async () => {
    const { trustedJson, isEscapedJson } = await policies();
    const raw = JSON.stringify(graph);
    expect(isEscapedJson(raw)).toBe(false);
    expect(() => trustedJson(raw)).toThrow(TypeError);
    expect(() => trustedJson("alert(1)")).toThrow(TypeError);
    expect(() => trustedJson("")).toThrow(TypeError);
  });

  it("passes strings as they are where the browser has no Trusted Types", async () => {
    vi.unstubAllGlobals();
    const { trustedJson, registerArt, trustedArt } = await policies();
    expect(trustedJson("{}")).toBe("{}");
    expect(trustedArt(registerArt("<g/>"))).toBe("<g/>");
  });
});

describe("the boot script's policy", () => {
  it("makes its module URLs the site's own scripts only", () => {
    // The boot script loads the modules later, on a timer: not in this test.
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    startBoot(["/assets/index-AbC_1.js", "/assets/react-x.js"]);
    const rules = made.get(TRUSTED_TYPES_POLICIES.boot)!;
    expect(rules.createScriptURL("/assets/index-AbC_1.js")).toBe("/assets/index-AbC_1.js");
    for (const url of [
      "https://elsewhere.example/assets/x.js",
      "//elsewhere.example/assets/x.js",
      "/assets/../x.js",
      "/assets/x.js?y=1",
      "/other/x.js",
      "data:text/javascript,1",
    ]) {
      expect(() => rules.createScriptURL(url), url).toThrow(TypeError);
    }
    vi.useRealTimers();
  });
});
