import { QueryState } from '@/components/ui/query-state';
import { useReviewTemplates } from '../api/get-review-templates';
import { NewReviewTemplateLink } from './new-review-template-link';
import { ReviewTemplateCard } from './review-template-card';

/** Every review template alphabetically, with "New template"; with none yet, a word on where to start. */
export function ReviewTemplateList() {
  const templates = useReviewTemplates();
  return (
    <QueryState query={templates} what="the review templates">
      {(items) =>
        items.length === 0 ? (
          <div className="flex flex-col gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
            <p className="text-slate-700">
              There are no review templates yet. Start from a five-level scale and the questions most reviews ask, and
              change them to fit.
            </p>
            <NewReviewTemplateLink />
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <NewReviewTemplateLink />
            <ul aria-label="Review templates" className="flex flex-col gap-3">
              {items.map((template) => (
                <li key={template.id}>
                  <ReviewTemplateCard template={template} />
                </li>
              ))}
            </ul>
          </div>
        )
      }
    </QueryState>
  );
}
