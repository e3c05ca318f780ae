import { act, fireEvent, screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import tailwindConfig from "../../../tailwind.config";
import { siteConfig } from "@/config/site";
import {
  CONTACT_SEND_DELAY_MS,
  MESSAGE_MIN_HEIGHT_PX,
  RESPONSE_WINDOW_HOURS,
} from "@/lib/constants";
import { ROUTES } from "@/lib/routes";
import { renderInteractiveRoute, renderRoute, useFakeDelays } from "../../render";
import { en } from "../../words";

const contactFormText = en.contact.form;
const messageSentToast = en.contact.sent;
const supportHours = en.contact.supportHours.rows;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const { fields } = contactFormText;

async function fillForm(user: UserEvent) {
  await user.type(field(fields.name.label), "Ada");
  await user.type(field(fields.email.label), "ada@example.com");
  await user.type(field(fields.subject.label), "Stuck in the garage");
  await user.type(field(fields.message.label), "The pegboard will not take the hammer.");
}

describe("contact form", () => {
  it("requires all four fields and uses an email input", async () => {
    await renderRoute(ROUTES.contact);
    for (const { label } of Object.values(fields)) expect(field(label)).toBeRequired();
    expect(field(fields.email.label)).toHaveAttribute("type", "email");
    expect(field(fields.message.label).tagName).toBe("TEXTAREA");
  });

  it(`gives the message at least ${MESSAGE_MIN_HEIGHT_PX} px of height`, async () => {
    await renderRoute(ROUTES.contact);
    expect(field(fields.message.label)).toHaveClass("min-h-message");
    expect(tailwindConfig.theme.extend.minHeight.message).toBe(`${MESSAGE_MIN_HEIGHT_PX}px`);
  });

  it("does not submit while fields are empty or the email is invalid", async () => {
    const { user } = await renderRoute(ROUTES.contact);
    const form = field(fields.name.label).form!;
    expect(form.checkValidity()).toBe(false);
    await fillForm(user);
    await user.clear(field(fields.email.label));
    await user.type(field(fields.email.label), "not-an-email");
    expect(field(fields.email.label).validity.typeMismatch).toBe(true);
    await user.click(screen.getByRole("button", { name: contactFormText.submit }));
    expect(screen.queryByText(contactFormText.sending)).not.toBeInTheDocument();
  });

  it(`shows Sending..., then after ${CONTACT_SEND_DELAY_MS} ms the toast and empty fields`, async () => {
    const { user } = await renderInteractiveRoute(ROUTES.contact);
    await fillForm(user);
    useFakeDelays();
    fireEvent.click(screen.getByRole("button", { name: contactFormText.submit }));

    const sending = screen.getByRole("button", { name: contactFormText.sending });
    expect(sending).toBeDisabled();

    act(() => vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS - 1));
    expect(screen.queryByText(messageSentToast.title)).not.toBeInTheDocument();
    expect(field(fields.name.label)).toHaveValue("Ada");

    act(() => vi.advanceTimersByTime(1));
    const toast = screen.getByRole("region", { name: /notifications/i });
    expect(within(toast).getByText(messageSentToast.title)).toBeVisible();
    expect(within(toast).getByText(messageSentToast.description)).toBeVisible();
    expect(messageSentToast).toEqual({
      title: "Message Sent!",
      description: "Thank you for contacting us. We'll respond to your message soon.",
    });
    for (const { label } of Object.values(fields)) expect(field(label)).toHaveValue("");
    expect(screen.getByRole("button", { name: contactFormText.submit })).toBeEnabled();
  });
});

describe("contact details", () => {
  it("shows email, phone, address, support hours and the response window", async () => {
    await renderRoute(ROUTES.contact);
    const main = within(screen.getByRole("main"));
    const { email, phone, address } = siteConfig.contact;
    expect(main.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    expect(main.getByRole("link", { name: phone })).toBeInTheDocument();
    expect(main.getByText(address)).toBeInTheDocument();
    expect(supportHours).toEqual([
      { days: "Monday to Friday", hours: "9:00 AM - 6:00 PM EST" },
      { days: "Saturday", hours: "10:00 AM - 4:00 PM EST" },
      { days: "Sunday", hours: "Closed" },
    ]);
    for (const row of supportHours) {
      expect(main.getByText(row.days)).toBeInTheDocument();
      expect(main.getByText(row.hours)).toBeInTheDocument();
    }
    expect(screen.getByRole("main")).toHaveTextContent(
      `${RESPONSE_WINDOW_HOURS.min} to ${RESPONSE_WINDOW_HOURS.max} hours on business days`,
    );
  });
});
