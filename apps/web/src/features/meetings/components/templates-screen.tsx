import type { MeetingTemplate, MeetingTemplateInput } from '@topgear/shared/meetings';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { EditDialogButton } from '@/components/ui/edit-dialog-button';
import { QueryState } from '@/components/ui/query-state';
import { RemoveButton } from '@/components/ui/remove-button';
import { TitledSection } from '@/components/ui/titled-section';
import { useCreateMeetingTemplate } from '../api/create-meeting-template';
import { useDeleteMeetingTemplate } from '../api/delete-meeting-template';
import { useMeetingTemplates } from '../api/get-meeting-templates';
import { useUpdateMeetingTemplate } from '../api/update-meeting-template';
import { MEETING_TEXTS } from '../texts';
import { TemplateForm } from './template-form';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
const blank: MeetingTemplateInput = { name: '', points: [], company: false };

function NewTemplate({ isAdmin }: { isAdmin: boolean }) {
  const create = useCreateMeetingTemplate();
  return (
    <TitledSection title="New template" className={card}>
      <TemplateForm
        values={blank}
        mayShare={isAdmin}
        submitLabel="Create template"
        pending={create.isPending}
        error={create.error}
        onSubmit={(template, reset) =>
          create.mutate(template, {
            onSuccess: () => {
              toast.success(MEETING_TEXTS.templateCreated);
              reset();
            },
          })
        }
      />
    </TitledSection>
  );
}

function TemplateCard({ template, isAdmin }: { template: MeetingTemplate; isAdmin: boolean }) {
  const titleId = useId();
  const update = useUpdateMeetingTemplate();
  const deletion = useDeleteMeetingTemplate();
  const mayChange = !template.company || isAdmin;
  return (
    <article aria-labelledby={titleId} className={`${card} flex h-full flex-col gap-3`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="min-w-0 break-words text-lg font-bold text-brand-900">
          {template.name}
        </h3>
        <span
          className={
            template.company
              ? 'rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900'
              : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800'
          }
        >
          {template.company ? 'Company template' : 'Yours'}
        </span>
      </div>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800">
        {template.points.map((point, index) => (
          <li key={index} className="break-words">
            {point}
          </li>
        ))}
      </ol>
      {mayChange && (
        <div className="mt-auto flex flex-wrap gap-2">
          <EditDialogButton itemName={template.name} title="Edit template" mutation={update} variant="secondary">
            {(close) => (
              <TemplateForm
                values={{ name: template.name, points: template.points, company: template.company }}
                mayShare={isAdmin}
                submitLabel="Save template"
                pending={update.isPending}
                error={update.error}
                onCancel={close}
                onSubmit={(changed) =>
                  void update.mutateAsync({ id: template.id, template: changed }).then(
                    () => {
                      toast.success(MEETING_TEXTS.templateUpdated);
                      close();
                    },
                    // The failure shows in the form, through `update.error`.
                    () => {},
                  )
                }
              />
            )}
          </EditDialogButton>
          <RemoveButton
            label="Delete template"
            itemName={template.name}
            removed={MEETING_TEXTS.templateDeleted}
            title="Delete this template?"
            description="Meetings that already took its talking points keep them."
            mutation={deletion}
            variables={template.id}
          />
        </div>
      )}
    </article>
  );
}

/** The templates I may use (the company's and mine), and the form that adds one. */
export function TemplatesScreen({ isAdmin }: { isAdmin: boolean }) {
  const templates = useMeetingTemplates();
  return (
    <div className="flex flex-col gap-8">
      <TitledSection title="Templates">
        <QueryState query={templates} what="the templates">
          {(list) =>
            list.length === 0 ? (
              <p className="text-slate-600">{MEETING_TEXTS.noTemplates}</p>
            ) : (
              <ul aria-label="Templates" className="grid gap-4 md:grid-cols-2">
                {list.map((template) => (
                  <li key={template.id}>
                    <TemplateCard template={template} isAdmin={isAdmin} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </TitledSection>
      <NewTemplate isAdmin={isAdmin} />
    </div>
  );
}
