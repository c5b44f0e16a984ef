import ListPlus from 'lucide-react/icons/list-plus';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useAddPointsFromTemplate } from '../api/add-points-from-template';
import { useMeetingTemplates } from '../api/get-meeting-templates';
import { MEETING_TEXTS } from '../texts';

/** A template chosen in a list, then 'Add from template': its talking points join the agenda. */
export function AddFromTemplate({ seriesId, occursAt }: { seriesId: string; occursAt: string }) {
  const templates = useMeetingTemplates();
  const add = useAddPointsFromTemplate(seriesId, occursAt);
  const [templateId, setTemplateId] = useState('');
  const [unchosen, setUnchosen] = useState(false);
  if (!templates.data || templates.data.length === 0) return null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!templateId) {
          setUnchosen(true);
          return;
        }
        add.mutate(templateId, {
          onSuccess: () => {
            toast.success(MEETING_TEXTS.pointsFromTemplate);
            setTemplateId('');
          },
        });
      }}
      className="flex flex-col gap-2"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <SelectField
            label="Template"
            placeholder="Choose a template"
            options={templates.data.map((template) => ({ value: template.id, label: template.name }))}
            value={templateId}
            error={unchosen && !templateId ? 'Please choose a template' : undefined}
            onChange={(event) => {
              setTemplateId(event.target.value);
              setUnchosen(false);
            }}
          />
        </div>
        <Button type="submit" variant="secondary" loading={add.isPending} className="shrink-0">
          <ListPlus aria-hidden="true" className="size-4" />
          Add from template
        </Button>
      </div>
      {add.isError && (
        <FormAlert message={`The template's talking points could not be added. ${errorMessage(add.error)}`} />
      )}
    </form>
  );
}
