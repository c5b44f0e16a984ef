import { LegalDocument } from '@/features/legal/components/legal-document';
import { TERMS_LAST_UPDATED, termsSections } from '@/features/legal/terms-sections';
import { page } from '@/app/page';

function Component() {
  return (
    <>
      <LegalDocument
        title="Terms and Conditions"
        summary="Please read these terms carefully before you use TopGear Perform. They explain what you can expect from us, what we expect from you, and how billing, refunds and disputes work."
        lastUpdated={TERMS_LAST_UPDATED}
        sections={termsSections}
      />
    </>
  );
}

export default page({
  islands: true,
  meta: {
    title: 'Terms and Conditions · TopGear Perform',
    description:
      'The terms for using TopGear Perform: accounts, licences, payment, refunds within 30 days, acceptable use and governing law.',
  },
  Component,
});
