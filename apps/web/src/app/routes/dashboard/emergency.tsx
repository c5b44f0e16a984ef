import { useId } from 'react';
import { AddEmergencyContactForm } from '@/features/emergency-contacts/components/add-emergency-contact-form';
import { EmergencyContactList } from '@/features/emergency-contacts/components/emergency-contact-list';

export function Component() {
  const formHeadingId = useId();
  const listHeadingId = useId();
  return (
    <div className="mx-auto max-w-6xl">
      <title>Emergency Contact · TopGear Perform</title>
      <h1 className="text-2xl font-bold text-brand-900">Emergency Contact</h1>
      <p className="mt-1 text-slate-600">The people we should call if something happens to you at work.</p>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-labelledby={formHeadingId}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id={formHeadingId} className="mb-4 text-lg font-bold text-brand-900">
            Add a contact
          </h2>
          <AddEmergencyContactForm />
        </section>
        <section aria-labelledby={listHeadingId}>
          <h2 id={listHeadingId} className="mb-4 text-lg font-bold text-brand-900">
            Your emergency contacts
          </h2>
          <EmergencyContactList />
        </section>
      </div>
    </div>
  );
}
