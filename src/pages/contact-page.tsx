import { ContactDetails } from "@/components/contact/contact-details";
import { CONTACT_FORM_HEADING_ID, ContactForm } from "@/components/contact/contact-form";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";
import { useWords } from "@/hooks/use-words";

export function ContactPage() {
  const contact = useWords("contact");
  return (
    <>
      <Seo page="contact" />
      <PageHero title={contact.title} intro={contact.intro} />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[3fr_2fr]">
        <HydrationSlice>
          <section aria-labelledby={CONTACT_FORM_HEADING_ID}>
            <h2 id={CONTACT_FORM_HEADING_ID} className="mb-6 text-2xl font-bold">
              {contact.form.heading}
            </h2>
            <ContactForm />
          </section>
        </HydrationSlice>
        <HydrationSlice>
          <ContactDetails />
        </HydrationSlice>
      </div>
    </>
  );
}
