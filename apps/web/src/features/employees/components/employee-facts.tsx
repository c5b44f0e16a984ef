import type { Employee } from '@topgear/shared/employees';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { IconFact } from '@/components/ui/icon-fact';
import { PhoneLink } from '@/components/ui/phone-link';

/** A card's address, email and contact, each with its icon and a link where one can follow it. */
export function EmployeeFacts({ employee }: { employee: Employee }) {
  return (
    <dl className="flex flex-col gap-2 text-sm text-slate-700">
      <IconFact icon={MapPin} label="Address">
        {employee.address}
      </IconFact>
      <IconFact icon={Mail} label="Email">
        <a href={`mailto:${employee.email}`} className="break-all text-brand-700 hover:underline">
          {employee.email}
        </a>
      </IconFact>
      <IconFact icon={Phone} label="Contact">
        <PhoneLink phone={employee.phone} />
      </IconFact>
    </dl>
  );
}
