import { responseWindowText } from "./common";

export const contactPageTitle = "Contact Us";

/** The headings and labels beside the form. */
export const contactDetailsText = {
  heading: "Contact details",
  email: "Email",
  phone: "Phone",
  address: "Address",
  supportHours: "Support hours",
} as const;

export const contactIntro =
  "Found a bug, have an idea for a new room, or need a hand with a tricky level? Send us a message and a real person will read it.";

export interface SupportHours {
  days: string;
  hours: string;
}

export const supportHours: SupportHours[] = [
  { days: "Monday to Friday", hours: "9:00 AM - 6:00 PM EST" },
  { days: "Saturday", hours: "10:00 AM - 4:00 PM EST" },
  { days: "Sunday", hours: "Closed" },
];

export const responseTimeNote = `We reply within ${responseWindowText} on business days.`;

export const contactFormText = {
  heading: "Send us a message",
  fields: {
    name: { label: "Name", placeholder: "Your name", autoComplete: "name" },
    email: { label: "Email", placeholder: "you@example.com", autoComplete: "email" },
    subject: { label: "Subject", placeholder: "What is it about?", autoComplete: "off" },
    message: {
      label: "Message",
      placeholder: "Tell us what happened or what you'd like to see",
      autoComplete: "off",
    },
  },
  submit: "Send Message",
  sending: "Sending...",
  /** When the browser holds a send back: its message on a field, and the form's own line. */
  validation: {
    missing: "Please fill in this field.",
    badEmail: "Please enter an email address like you@example.com.",
    /** `fields`: the empty fields' labels as a list, e.g. "Name and Message". */
    missingFields: (fields: string) => `Please fill in: ${fields}.`,
  },
  privacyNote: "Your message is not stored on this site.",
} as const;

export const messageSentToast = {
  title: "Message Sent!",
  description: "Thank you for contacting us. We'll respond to your message soon.",
} as const;
