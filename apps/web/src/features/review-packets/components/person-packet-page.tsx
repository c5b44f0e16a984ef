import { BackLink } from '@/components/ui/back-link';
import { PageQueryState } from '@/components/ui/page-query-state';
import { TitledSection } from '@/components/ui/titled-section';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/dates';
import { personPacketPdfHref } from '../api/download-packet-pdf';
import { usePersonPacket } from '../api/get-person-packet';
import { AcknowledgementNote } from './acknowledgement-note';
import { FinalRating } from './final-rating';
import { type PacketEvidence, PacketGoals } from './packet-goals';
import { PacketHeader } from './packet-header';
import { PacketSections } from './packet-sections';
import { ShareButton } from './share-button';

/**
 * Someone's review as their managers in the cycle and administrators read it, from calibration on:
 * every answer, those private to managers marked; Share while the cycle is sharing; and the
 * person's acknowledgement once they sent it. Anyone else finds nothing.
 */
export function PersonPacketPage({
  cycleId,
  personId,
  evidence,
}: {
  cycleId: string;
  personId: string;
  evidence: PacketEvidence;
}) {
  const packet = usePersonPacket(cycleId, personId);
  const back = <BackLink to={paths.dashboard.performance.getHref()}>Back to performance reviews</BackLink>;
  return (
    <PageQueryState query={packet} notFound="Review not found" back={back}>
      {(shown) => (
        <div className="mx-auto flex max-w-3xl flex-col gap-8">
          <title>{`Review of ${shown.person.name} · TopGear Perform`}</title>
          {back}
          <PacketHeader
            packet={shown}
            eyebrow="As their manager"
            title={`Review of ${shown.person.name}`}
            pdfHref={personPacketPdfHref(cycleId, personId)}
            actions={shown.canShare && <ShareButton cycleId={cycleId} person={shown.person} />}
          />
          <p role="status" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {shown.sharedAt
              ? `Shared with ${shown.person.name} on ${formatMoment(shown.sharedAt)}.`
              : `Not shared with ${shown.person.name} yet.`}
          </p>
          <FinalRating rating={shown.finalRating} />
          <PacketGoals goals={shown.goals} />
          {evidence(shown.praise)}
          <PacketSections sections={shown.sections} />
          <TitledSection title="Acknowledgement">
            {shown.acknowledgement ? (
              <AcknowledgementNote acknowledgement={shown.acknowledgement} who="They" />
            ) : (
              <p className="text-slate-600">
                {shown.sharedAt ? 'Not acknowledged yet.' : 'They can acknowledge it once it is shared.'}
              </p>
            )}
          </TitledSection>
        </div>
      )}
    </PageQueryState>
  );
}
