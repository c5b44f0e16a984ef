import { LegalDocument } from '@/features/legal/components/legal-document';
import { PRIVACY_LAST_UPDATED, privacySections } from '@/features/legal/privacy-sections';
import { page } from '@/app/page';

function Component() {
  return (
    <>
      <LegalDocument
        title="Privacy policy"
        summary="Your organisation trusts us with information about its people. This policy explains, in plain language, what we collect, why we collect it, who we share it with and the choices you have."
        lastUpdated={PRIVACY_LAST_UPDATED}
        sections={privacySections}
      />
    </>
  );
}

export default page({
  islands: true,
  meta: {
    title: 'Privacy policy · TopGear Perform',
    description:
      'How TopGear Perform collects, uses and protects personal information, and how to exercise your privacy rights.',
  },
  Component,
});
