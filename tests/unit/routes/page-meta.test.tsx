import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ROUTES, type IndexablePageId } from "@/lib/routes";
import { matchPage } from "@/routes";
import { metaDescription, renderRoute } from "../../render";
import { en } from "../../words";

const pageMeta = {
  home: en.home.meta,
  charlie: en.charlie.meta,
  faq: en.faq.meta,
  privacy: en.privacy.meta,
  contact: en.contact.meta,
  notFound: en.notFound.meta,
};

const routes = Object.entries(ROUTES) as [IndexablePageId, string][];

describe("each route", () => {
  it.each(routes)("%s sets its own title and description", async (id, path) => {
    await renderRoute(path);
    await waitFor(() => expect(document.title).toBe(pageMeta[id].title));
    expect(metaDescription()).toBe(pageMeta[id].description);
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
  });

  it("gives every page a distinct title and description", () => {
    const titles = Object.values(pageMeta).map((meta) => meta.title);
    const descriptions = Object.values(pageMeta).map((meta) => meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("replaces the title and description when navigating", async () => {
    const { user } = await renderRoute(ROUTES.home);
    const nav = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(nav).getByRole("link", { name: "FAQ" }));
    await waitFor(() => expect(document.title).toBe(pageMeta.faq.title));
    expect(metaDescription()).toBe(pageMeta.faq.description);
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
  });
});

describe("route matching", () => {
  it.each([
    ["/", "home"],
    ["/charlie-the-steak", "charlie"],
    ["/faq", "faq"],
    ["/privacy", "privacy"],
    ["/contact", "contact"],
    ["/nope", "notFound"],
    ["/faq/extra", "notFound"],
    // Matches the static host, which has no /FAQ/index.html.
    ["/FAQ", "notFound"],
    ["/index.html", "notFound"],
  ])("%s shows the %s page", (path, id) => {
    expect(matchPage(path).page).toBe(id);
  });
});
