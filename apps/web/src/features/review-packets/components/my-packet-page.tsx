import { BackLink } from '@/components/ui/back-link';
import { PageQueryState } from '@/components/ui/page-query-state';
import { TitledSection } from '@/components/ui/titled-section';
import { paths } from '@/config/paths';
import { myPacketPdfHref } from '../api/download-packet-pdf';
import { useMyPacket } from '../api/get-my-packet';
import { AcknowledgeForm } from './acknowledge-form';
import { AcknowledgementNote } from './acknowledgement-note';
import { FinalRating } from './final-rating';
import { type PacketEvidence, PacketGoals } from './packet-goals';
import { PacketHeader } from './packet-header';
import { PacketSections } from './packet-sections';

/**
 * My review in a cycle once shared with me: the final rating, my goals of the period, the answers
 * shared with me (peers' and reports' pooled without names), and Acknowledge. Not found before.
 */
export function MyPacketPage({ cycleId, evidence }: { cycleId: string; evidence: PacketEvidence }) {
  const packet = useMyPacket(cycleId);
  const back = <BackLink to={paths.dashboard.performance.getHref()}>Back to performance reviews</BackLink>;
  return (
    <PageQueryState query={packet} notFound="Review not found" back={back}>
      {(shown) => (
        <div className="mx-auto flex max-w-3xl flex-col gap-8">
          <title>{`Your review: ${shown.cycle.name} · TopGear Perform`}</title>
          {back}
          <PacketHeader
            packet={shown}
            eyebrow="Shared with you"
            title="Your review"
            pdfHref={myPacketPdfHref(cycleId)}
          />
          <FinalRating rating={shown.finalRating} />
          <PacketGoals goals={shown.goals} />
          {evidence(shown.praise)}
          <PacketSections sections={shown.sections} />
          <TitledSection title="Acknowledgement">
            {shown.acknowledgement ? (
              <AcknowledgementNote acknowledgement={shown.acknowledgement} who="You" />
            ) : (
              <AcknowledgeForm cycleId={cycleId} />
            )}
          </TitledSection>
        </div>
      )}
    </PageQueryState>
  );
}
