import { screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { siteConfig } from "@/config/site";
import { ROUTES } from "@/lib/routes";
import { renderRoute, watchConsole } from "../../render";
import { en } from "../../words";

const charlieShare = en.charlie.share;
const shareText = en.game.share;

// The connection is gone by the time the page wants its toast: that code never arrives.
vi.mock("@/components/ui/toast", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

it("shows the copied link instead of a toast whose code cannot load", async () => {
  const console = watchConsole();
  const { user } = await renderRoute(ROUTES.charlie);
  await user.click(screen.getByRole("button", { name: shareText.share }));

  const field = await screen.findByRole("textbox", {
    name: shareText.linkLabel(charlieShare.title),
  });
  const url = `${siteConfig.origin}${ROUTES.charlie}`;
  expect(field).toHaveValue(url);
  expect(field).toHaveFocus();
  expect(await navigator.clipboard.readText()).toBe(url);
  expect(screen.getByRole("button", { name: shareText.share })).not.toHaveAttribute(
    "aria-disabled",
  );
  expect(console.messages()).toEqual([]);
});
