import type { ReviewPacket } from '@topgear/shared/review-packets';
import { TitledSection } from '@/components/ui/titled-section';
import { PacketQuestion } from './packet-question';

/** The template's sections, each with its questions and their answers. */
export function PacketSections({ sections }: { sections: ReviewPacket['sections'] }) {
  if (sections.length === 0) {
    return <p className="text-slate-600">This review has no answers to show.</p>;
  }
  return sections.map((section) => (
    <TitledSection key={section.id} title={section.title}>
      {section.description && (
        <p className="-mt-2 mb-4 text-sm whitespace-pre-line wrap-anywhere text-slate-600">{section.description}</p>
      )}
      <div className="flex flex-col gap-3">
        {section.questions.map((question) => (
          <PacketQuestion key={question.id} question={question} />
        ))}
      </div>
    </TitledSection>
  ));
}
