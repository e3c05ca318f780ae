import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { contactFormText, messageSentToast } from "@/content/contact";
import { CONTACT_FIELDS, useContactForm, type ContactField } from "@/hooks/use-contact-form";

const inputTypes: Record<ContactField, string> = {
  name: "text",
  email: "email",
  subject: "text",
  message: "textarea",
};

const fieldClass =
  "mt-1 block w-full rounded-md border border-input bg-background px-3 py-2.5 text-base placeholder:text-muted-foreground/80 focus-visible:border-ring";

export const CONTACT_FORM_HEADING_ID = "contact-form-heading";

export function ContactForm() {
  const showToast = useToast();
  const { form, values, sending, onChange, onSubmit } = useContactForm(() =>
    showToast(messageSentToast),
  );

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      className="space-y-5"
      aria-labelledby={CONTACT_FORM_HEADING_ID}
    >
      {CONTACT_FIELDS.map((field) => {
        const { label, placeholder, autoComplete } = contactFormText.fields[field];
        const id = `contact-${field}`;
        const shared = {
          id,
          name: field,
          value: values[field],
          onChange,
          placeholder,
          autoComplete,
          required: true,
          readOnly: sending,
        };
        return (
          <div key={field}>
            <label htmlFor={id} className="font-semibold">
              {label}
            </label>
            {inputTypes[field] === "textarea" ? (
              <textarea {...shared} rows={6} className={`${fieldClass} min-h-message resize-y`} />
            ) : (
              <input {...shared} type={inputTypes[field]} className={fieldClass} />
            )}
          </div>
        );
      })}
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-5" />
        {sending ? contactFormText.sending : contactFormText.submit}
      </Button>
      <p className="text-sm text-muted-foreground">{contactFormText.privacyNote}</p>
    </form>
  );
}
