import { screen, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { LANGUAGE_INFO } from "@/features/languages/languages";
import { pagePath } from "@/lib/routes";
import { renderRoute } from "../../render";
import { wordsIn } from "../../words";

it("gives the document the page's language and direction, and follows a change of language", async () => {
  const { user } = await renderRoute(pagePath("faq", "ar"));
  const root = document.documentElement;
  expect(root).toHaveAttribute("lang", "ar");
  expect(root).toHaveAttribute("dir", "rtl");

  const [english] = screen.getAllByRole("link", { name: LANGUAGE_INFO.en.name });
  await user.click(english);
  await screen.findByRole("heading", { level: 1, name: wordsIn("en").faq.title });
  await waitFor(() => expect(root).toHaveAttribute("dir", "ltr"));
  expect(root).toHaveAttribute("lang", "en");
});
