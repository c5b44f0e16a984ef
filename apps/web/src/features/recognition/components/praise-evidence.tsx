import { PACKET_PRAISE_TEXTS, type ReviewPacket } from '@topgear/shared/review-packets';
import { TitledSection } from '@/components/ui/titled-section';
import { PraiseCard } from './praise-card';

/** A review packet's evidence: the praise the person received in the period, newest first. */
export function PraiseEvidence({ praise }: { praise: ReviewPacket['praise'] }) {
  return (
    <TitledSection title={PACKET_PRAISE_TEXTS.title}>
      {praise.total === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
          {PACKET_PRAISE_TEXTS.none}
        </p>
      ) : (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
          {praise.items.length < praise.total && (
            <p className="text-sm text-slate-600">{PACKET_PRAISE_TEXTS.more(praise.items.length, praise.total)}</p>
          )}
          <ul className="flex flex-col gap-3">
            {praise.items.map((item) => (
              <li key={item.id}>
                <PraiseCard praise={item} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </TitledSection>
  );
}
