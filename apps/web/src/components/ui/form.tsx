import { createContext, use, useEffect, useMemo, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  type FieldPath,
  type RegisterOptions,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { FormAlert } from './form-alert';
import { formResolver, type FormRules, type FormSchema } from './form-rules';

/** What a form holds while it is filled in (the schema's input) and what it submits (its output). */
export type FormMethods<Schema extends FormSchema> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;

interface FormProps<Schema extends FormSchema> {
  schema: FormRules<Schema>;
  /** Called with the values the schema accepted, and the form, to reset it or set a value. */
  onSubmit: (values: z.output<Schema>, form: FormMethods<Schema>) => void;
  /** react-hook-form's own options, such as `mode` and `defaultValues`. */
  options?: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'>;
  /**
   * Why the last submission failed (a mutation's `error`), or nothing. The server's messages for
   * fields the form has go under those fields; any other failure is for `FormFailure` to show.
   */
  error?: unknown;
  className?: string;
  children: ReactNode;
}

interface Failure {
  error: unknown;
  /** True when the failure named fields of this form, so their own messages explain it. */
  shownOnFields: boolean;
}

const FailureContext = createContext<Failure>({ error: null, shownOnFields: false });

/**
 * A form checked by `schema` (react-hook-form with the zod resolver) whose fields find their
 * registration and error by name (`FormInput`, `FormSelect`… in `form-fields.tsx`).
 */
export function Form<Schema extends FormSchema>({
  schema,
  onSubmit,
  options,
  error,
  className,
  children,
}: FormProps<Schema>) {
  const { resolver, preload } = useMemo(() => formResolver(schema), [schema]);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver });
  // The values hold every field the form has registered.
  const fieldErrors = useMemo(() => serverFieldErrors(error, form.getValues()), [error, form]);
  const { setError } = form;

  // Once per failure: each failed submission brings a new error; the first field it names takes
  // the focus, however far up a long form it is.
  useEffect(() => {
    fieldErrors.forEach(([field, message], index) =>
      setError(field as FieldPath<z.input<Schema>>, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  }, [fieldErrors, setError]);

  const failure = useMemo(() => ({ error, shownOnFields: fieldErrors.length > 0 }), [error, fieldErrors]);
  return (
    <FormProvider {...form}>
      <FailureContext value={failure}>
        <form
          onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
          onFocus={preload}
          noValidate
          className={className}
        >
          {children}
        </form>
      </FailureContext>
    </FormProvider>
  );
}

/**
 * The form-level alert: why the form could not be checked, or the last submission's failure unless
 * the fields it named already say what is wrong. Placed where the form wants it, usually just
 * above the submit button.
 */
export function FormFailure({ className }: { className?: string }) {
  const { error, shownOnFields } = use(FailureContext);
  const unchecked = useFormState().errors.root?.message;
  if (unchecked) return <FormAlert message={unchecked} className={className} />;
  if (!error || shownOnFields) return null;
  return <FormAlert message={errorMessage(error)} className={className} />;
}

/** A field of the surrounding `Form` by name: what to spread on its control, and its error message. */
export function useFormField(name: string, options?: RegisterOptions) {
  const { register, getFieldState } = useFormContext();
  const formState = useFormState({ name });
  return { registration: register(name, options), error: getFieldState(name, formState).error?.message };
}
