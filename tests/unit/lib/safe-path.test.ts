// @vitest-environment node
import { describe, expect, it } from "vitest";
import { routablePath, withDecodablePath } from "@/lib/safe-path";
import { matchPage } from "@/routes";

describe("withDecodablePath", () => {
  it.each(["/", "/faq", "/charlie-the-steak", "/caf%C3%A9", "/a%20b/c"])(
    "leaves the valid path %s as it is",
    (path) => {
      expect(withDecodablePath(path)).toBe(path);
    },
  );

  it.each([
    ["/%zz", "/%25zz"],
    ["/%E0%A4%A", "/%25E0%25A4%25A"],
    ["/faq/%", "/faq/%25"],
  ])("re-encodes the undecodable %s", (path, expected) => {
    expect(withDecodablePath(path)).toBe(expected);
    expect(() => decodeURIComponent(withDecodablePath(path))).not.toThrow();
  });

  it("sends undecodable paths to the not-found page", () => {
    expect(matchPage(withDecodablePath("/faq%zz")).page).toBe("notFound");
  });
});

describe("routablePath", () => {
  it.each([
    ["/", "/"],
    ["/faq", "/faq"],
    ["/caf%C3%A9", "/caf%C3%A9"],
    ["/%zz", "/%25zz"],
  ])("leaves the canonical or unknown path %s as the router already reads it", (path, expected) => {
    expect(routablePath(path)).toBe(expected);
  });

  // Spellings Netlify or Cloudflare Pages answer with the page itself, without a redirect.
  it.each([
    ["/faq/", "faq"],
    ["/faq%2F", "faq"],
    ["/faq%2f", "faq"],
    ["/%2Ffaq", "faq"],
    ["//faq", "faq"],
    ["///contact", "contact"],
    ["/privacy//", "privacy"],
    ["//", "home"],
    ["/index.html", "home"],
    ["/faq/index.html", "faq"],
    ["/faq/index", "faq"],
    ["/index", "home"],
  ] as const)("reads %s as the %s page", (path, page) => {
    expect(matchPage(routablePath(path)).page).toBe(page);
  });

  it("never turns a path into another host's address", () => {
    for (const path of ["//evil.example/x", "/%2F%2Fevil.example", "///evil.example/"]) {
      expect(routablePath(path)).toMatch(/^\/(?!\/)/);
    }
  });

  it.each(["/FAQ", "/faq/extra", "/faq.html", "/faq/index.html/", "/faq/index/x", "/%2e%2e/faq"])(
    "still sends %s to the not-found page",
    (path) => {
      expect(matchPage(routablePath(path)).page).toBe("notFound");
    },
  );
});
