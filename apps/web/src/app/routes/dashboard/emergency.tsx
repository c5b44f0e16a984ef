import { ScreenHeading } from '@/components/ui/screen-heading';
import { TitledSection } from '@/components/ui/titled-section';
import { AddEmergencyContactForm } from '@/features/emergency-contacts/components/add-emergency-contact-form';
import { EmergencyContactList } from '@/features/emergency-contacts/components/emergency-contact-list';

export function Component() {
  return (
    <div className="mx-auto max-w-6xl">
      <title>Emergency Contact · TopGear Perform</title>
      <ScreenHeading title="Emergency Contact">
        The people we should call if something happens to you at work.
      </ScreenHeading>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <TitledSection
          title="Add a contact"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <AddEmergencyContactForm />
        </TitledSection>
        <TitledSection title="Your emergency contacts">
          <EmergencyContactList />
        </TitledSection>
      </div>
    </div>
  );
}
