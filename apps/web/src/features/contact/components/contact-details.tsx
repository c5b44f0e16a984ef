import type { LucideIcon } from 'lucide-react';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { Fragment, type ReactNode } from 'react';
import { companyContact } from '@/config/company';

const { phone, email, address } = companyContact;

const linkClasses = 'font-semibold text-white underline decoration-brand-400 underline-offset-4 hover:decoration-white';

function ContactItem({ label, Icon, children }: { label: string; Icon: LucideIcon; children: ReactNode }) {
  // A <dl> allows one wrapping <div> around its term and value, so the icon goes inside the term.
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm text-brand-200">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-brand-800 text-accent-400">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** Phone, email, office and opening hours, styled for the dark panel of the contact section. */
export function ContactDetails() {
  return (
    <address className="not-italic">
      <dl className="space-y-5">
        <ContactItem label="Phone" Icon={Phone}>
          <a href={`tel:${phone.dial}`} className={linkClasses}>
            {phone.display}
          </a>
        </ContactItem>
        <ContactItem label="Email" Icon={Mail}>
          <a href={`mailto:${email}`} className={linkClasses}>
            {email}
          </a>
        </ContactItem>
        <ContactItem label="Office" Icon={MapPin}>
          <span className="text-white">
            {address.map((line, index) => (
              <Fragment key={line}>
                {index > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </span>
        </ContactItem>
        <ContactItem label="Office hours" Icon={Clock}>
          {/* Bangladesh's working week runs Sunday to Thursday. */}
          <span className="text-white">Sunday to Thursday, 9:00 to 18:00 (GMT+6)</span>
        </ContactItem>
      </dl>
    </address>
  );
}
