import { useId } from 'react';
import { Link } from 'react-router';
import { useFormContext, useFormState } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { FormSelect } from '@/components/ui/form-fields';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useTemplateChoices } from '../api/get-template-choices';

/** The message under the template when there is no select to carry it. */
function TemplateError() {
  const id = useId();
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: 'templateId' });
  return <FieldError id={id} message={getFieldState('templateId', formState).error?.message} />;
}

/** The template the cycle asks, chosen from the saved ones; with none yet, where to write one. */
export function TemplateField() {
  const templates = useTemplateChoices();
  return (
    <QueryState query={templates} what="the review templates">
      {(choices) =>
        choices.length === 0 ? (
          <div>
            <p className="mb-1 text-sm font-medium text-slate-700">Template</p>
            <p className="text-sm text-slate-700">
              There are no review templates yet: a cycle needs one to ask its questions.{' '}
              <Link
                to={paths.dashboard.newReviewTemplate.getHref()}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                Write a review template
              </Link>
            </p>
            <TemplateError />
          </div>
        ) : (
          <FormSelect
            name="templateId"
            label="Template"
            placeholder="Choose a template"
            options={choices.map((template) => ({ value: template.id, label: template.name }))}
          />
        )
      }
    </QueryState>
  );
}
