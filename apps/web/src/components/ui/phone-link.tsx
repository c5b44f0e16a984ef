/** What a `tel:` link dials: the digits and a leading +, without the spaces and dashes people write. */
const dialable = (phone: string) => phone.replace(/[^+\d]/g, '');

/** A phone number as written, dialled when followed. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${dialable(phone)}`} className="text-brand-700 hover:underline">
      {phone}
    </a>
  );
}
