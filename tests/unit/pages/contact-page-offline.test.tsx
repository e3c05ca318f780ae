import { act, fireEvent, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { CONTACT_SEND_DELAY_MS } from "@/lib/constants";
import { ROUTES } from "@/lib/routes";
import { renderRoute, useFakeDelays, watchConsole } from "../../render";
import { en } from "../../words";

const { form: contactFormText, sent } = en.contact;

// The connection is gone by the time the form wants its toast: that code never arrives.
vi.mock("@/components/ui/toast", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

it("says the message was sent in the form itself when the toast's code cannot load", async () => {
  const console = watchConsole();
  const { user } = await renderRoute(ROUTES.contact);
  for (const [field, value] of Object.entries({
    name: "Ada",
    email: "ada@example.com",
    subject: "Hello",
    message: "Hi!",
  }) as [keyof typeof contactFormText.fields, string][]) {
    await user.type(screen.getByLabelText(contactFormText.fields[field].label), value);
  }
  useFakeDelays();
  fireEvent.click(screen.getByRole("button", { name: contactFormText.submit }));
  await act(async () => vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS));
  vi.useRealTimers();

  const status = await screen.findByText(`${sent.title} ${sent.description}`);
  expect(status).toHaveAttribute("role", "status");
  expect(status).toBeVisible();
  expect(screen.getByLabelText(contactFormText.fields.name.label)).toHaveValue("");
  expect(console.messages()).toEqual([]);
});
