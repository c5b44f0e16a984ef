import { CONTACT_PHONES, type EmergencyContact } from '@topgear/shared/emergency-contacts';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { useId } from 'react';
import { DeleteEmergencyContactButton } from './delete-emergency-contact-button';
import { EditEmergencyContactButton } from './edit-emergency-contact-button';
import { IconFact } from '@/components/ui/icon-fact';
import { PhoneLink } from '@/components/ui/phone-link';

/** A saved contact: who they are to the owner, how to reach them, and Edit and Delete. */
export function EmergencyContactCard({ contact }: { contact: EmergencyContact }) {
  const headingId = useId();
  const phones = CONTACT_PHONES.filter(({ field }) => contact[field] !== '');
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-lg font-bold text-brand-900">
          {contact.name}
        </h3>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {contact.relationship}
        </span>
      </div>
      <dl className="flex flex-col gap-2 text-sm text-slate-700">
        {phones.map(({ field, label }) => (
          <div key={field} className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <dt className="text-slate-600">{label}:</dt>
            <dd className="min-w-0 break-words">
              <PhoneLink phone={contact[field]} />
            </dd>
          </div>
        ))}
        <IconFact icon={Mail} label="Email">
          <a href={`mailto:${contact.email}`} className="break-all text-brand-700 hover:underline">
            {contact.email}
          </a>
        </IconFact>
        <IconFact icon={MapPin} label="Address">
          {contact.address}
        </IconFact>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <EditEmergencyContactButton contact={contact} />
        <DeleteEmergencyContactButton contact={contact} />
      </div>
    </article>
  );
}
