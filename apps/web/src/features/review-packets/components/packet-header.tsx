import type { ReviewPacket } from '@topgear/shared/review-packets';
import Download from 'lucide-react/icons/download';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { periodText } from '../packet-texts';

interface PacketHeaderProps {
  packet: ReviewPacket;
  /** Whose eyes: "Your review", "As their manager". */
  eyebrow: string;
  title: string;
  /** The PDF of what the page shows. */
  pdfHref: string;
  /** What the reader can do next, beside the download: Share. */
  actions?: ReactNode;
}

/** Whose review, of which cycle and period; the PDF and any action beside it. */
export function PacketHeader({ packet, eyebrow, title, pdfHref, actions }: PacketHeaderProps) {
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-4">
        <Avatar name={packet.person.name} image={packet.person.image} className="size-16 text-xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm font-medium text-brand-700">{eyebrow}</p>
          <h1 className="text-2xl font-bold wrap-anywhere text-brand-900">{title}</h1>
          <p className="wrap-anywhere text-slate-700">
            {packet.cycle.name} · {periodText(packet.cycle)}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {actions}
        <a href={pdfHref} download className={buttonClasses('secondary', 'w-full sm:w-auto')}>
          <Download aria-hidden="true" className="size-4" />
          Download PDF
        </a>
      </div>
    </header>
  );
}
