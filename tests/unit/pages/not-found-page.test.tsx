import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { ROUTES } from "@/lib/routes";
import { renderRoute } from "../../render";
import { en } from "../../words";

const notFoundText = en.notFound;

describe("not-found page", () => {
  // The page logs every visit; silenced here, and read by the test that checks it.
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("shows 404, the tidying message and the two ways out", async () => {
    await renderRoute("/no/such/page");
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Oops! This page needs tidying",
    );
    expect(screen.getByRole("main")).toHaveTextContent("404");
    expect(main.getByRole("link", { name: notFoundText.returnHome })).toHaveAttribute(
      "href",
      ROUTES.home,
    );
    expect(main.getByRole("link", { name: notFoundText.reportIssue })).toHaveAttribute(
      "href",
      ROUTES.contact,
    );
  });

  it("logs the missing path to the console", async () => {
    await renderRoute("/missing-room?x=1");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/missing-room"));
  });

  it("never shows the path, so a crafted URL cannot put text or markup on the page", async () => {
    await renderRoute("/%3Cimg%20src=x%3Ehello-visitor");
    expect(screen.getByRole("main")).not.toHaveTextContent("hello-visitor");
    expect(screen.getByRole("main").querySelector("img")).toBeNull();
  });
});
