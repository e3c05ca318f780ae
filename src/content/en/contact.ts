import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words (English: the spec's wording). */
export const contact = (t: WordsTools) => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} to ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# hour", other: "# hours" })}`;

  return {
    meta: {
      title: `Contact Us | ${name}`,
      description: `Questions, bug reports or ideas? Contact the ${name} team by form, email or phone. We reply within ${responseWindow} on business days.`,
    },
    title: "Contact Us",
    intro:
      "Found a bug, have an idea for a new room, or need a hand with a tricky level? Send us a message and a real person will read it.",
    form: {
      heading: "Send us a message",
      fields: {
        name: { label: "Name", placeholder: "Your name" },
        email: { label: "Email", placeholder: "you@example.com" },
        subject: { label: "Subject", placeholder: "What is it about?" },
        message: {
          label: "Message",
          placeholder: "Tell us what happened or what you'd like to see",
        },
      },
      submit: "Send Message",
      /** The spec's sending state. */
      sending: "Sending...",
      /** When the browser holds a send back: its message on a field, and the form's own line. */
      validation: {
        missing: "Please fill in this field.",
        badEmail: "Please enter an email address like you@example.com.",
        /** `fields`: the empty fields' labels as a list, e.g. "Name and Message". */
        missingFields: (fields: string) => `Please fill in: ${fields}.`,
      },
      privacyNote: "Your message is not stored on this site.",
    },
    /** The spec's toast after a simulated send. */
    sent: {
      title: "Message Sent!",
      description: "Thank you for contacting us. We'll respond to your message soon.",
    },
    details: {
      heading: "Contact details",
      email: "Email",
      phone: "Phone",
      address: "Address",
    },
    supportHours: {
      heading: "Support hours",
      /** The spec's hours: Mon-Fri 9:00 AM-6:00 PM EST; Sat 10:00 AM-4:00 PM EST; Sun closed. */
      rows: [
        { days: "Monday to Friday", hours: "9:00 AM - 6:00 PM EST" },
        { days: "Saturday", hours: "10:00 AM - 4:00 PM EST" },
        { days: "Sunday", hours: "Closed" },
      ],
      /** The spec's response window: 24-48 hours on business days. */
      responseTime: `We reply within ${responseWindow} on business days.`,
    },
  };
};
