import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { siteConfig } from "@/config/site";
import { useWords } from "@/hooks/use-words";

export function ContactDetails() {
  const { email, phone, phoneHref, address } = siteConfig.contact;
  const { details: text, supportHours } = useWords("contact");
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold">{text.heading}</h2>
        <ul className="mt-4 space-y-3">
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <span className="block font-semibold">{text.email}</span>
              <a
                href={`mailto:${email}`}
                dir="ltr"
                className="text-primary underline underline-offset-4"
              >
                {email}
              </a>
            </div>
          </li>
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <span className="block font-semibold">{text.phone}</span>
              <a href={phoneHref} dir="ltr" className="text-primary underline underline-offset-4">
                {phone}
              </a>
            </div>
          </li>
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <span className="block font-semibold">{text.address}</span>
              <address className="not-italic">
                {/* Written left to right, set at the line's start like the text around it. */}
                <span dir="ltr">{address}</span>
              </address>
            </div>
          </li>
        </ul>
      </div>
      <div>
        <h2 className="flex items-center gap-2 text-2xl font-bold">
          <Clock aria-hidden="true" className="size-6 text-primary" />
          {supportHours.heading}
        </h2>
        <dl className="mt-4 space-y-2">
          {supportHours.rows.map((row) => (
            <div
              key={row.days}
              className="flex flex-wrap justify-between gap-x-4 border-b border-border pb-2"
            >
              <dt className="font-semibold">{row.days}</dt>
              <dd className="text-muted-foreground">{row.hours}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 rounded-md bg-surface p-4">{supportHours.responseTime}</p>
      </div>
    </div>
  );
}
