import { ContactSection } from '@/features/contact/components/contact-section';
import { contactForm } from '@/app/islands/forms';
import { page } from '@/app/page';

function Component() {
  return (
    <>
      <ContactSection
        headingLevel={1}
        title="Get In Touch With Us"
        intro="Questions about plans, a demo for your team or help with your account: send us a message and a person from our team will reply."
        form={<contactForm.InPage />}
      />
    </>
  );
}

export default page({
  islands: true,
  meta: {
    title: 'Contact us · TopGear Perform',
    description:
      'Call, email or write to the TopGear Perform team in Gulshan, Dhaka. Ask about plans, demos or your account and we will answer within one working day.',
  },
  Component,
});
