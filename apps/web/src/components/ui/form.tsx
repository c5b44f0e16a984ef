import type { FormPost, SubmittedForm } from '@topgear/shared/page-render';
import {
  createContext,
  use,
  useEffect,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  FormProvider,
  get,
  type FieldErrors,
  useForm,
  useFormContext,
  useFormState,
  type FieldPath,
  type PathValue,
  type RegisterOptions,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { FORM_NAME_FIELD, refusalOf, useSubmittedForm } from '@/lib/submitted-form';
import { type ChangedField, typedBeforeCode } from '@/lib/typed-before-code';
import { useHydrated } from '@/lib/use-hydrated';
import { FormAlert } from './form-alert';
import { formResolver, type FormRules, type FormSchema } from './form-rules';
import { PostsWithoutCode } from './native-form';

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
  /**
   * For a public form: how the browser posts it without the page's code. It is then sent to the
   * page's own address, and a page rendered for the post starts with what was typed and its errors.
   */
  post?: Pick<FormPost, 'name'>;
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
 * A form's starting values, errors and failure: its defaults, or what a page rendered for the
 * browser's own post of it shows (what was typed, and why it was refused).
 */
function startOf<Schema extends FormSchema>(
  defaultValues: UseFormProps<z.input<Schema>>['defaultValues'],
  submitted: SubmittedForm | undefined,
) {
  const fields = Object.entries(submitted?.failure?.fields ?? {}).filter(
    ([field]) => get(defaultValues, field) !== undefined || field in (submitted?.values ?? {}),
  );
  return {
    defaultValues: { ...defaultValues, ...submitted?.values } as UseFormProps<z.input<Schema>>['defaultValues'],
    errors: Object.fromEntries(fields.map(([field, message]) => [field, { type: 'server', message }])) as FieldErrors<
      z.input<Schema>
    >,
    failure: refusalOf(submitted),
  };
}

/**
 * A form checked by `schema` (react-hook-form with the zod resolver) whose fields find their
 * registration and error by name (`FormInput`, `FormSelect`… in `form-fields.tsx`).
 */
export function Form<Schema extends FormSchema>({
  schema,
  onSubmit,
  options,
  error,
  post,
  className,
  children,
}: FormProps<Schema>) {
  const { resolver, preload } = useMemo(() => formResolver(schema), [schema]);
  const enhanced = useHydrated();
  const submitted = useSubmittedForm(post?.name);
  // What the server rendered for a post, kept as the form's start: the same markup in both renders.
  const [start] = useState(() => startOf<Schema>(options?.defaultValues, submitted));
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...options,
    defaultValues: start.defaultValues,
    errors: start.errors,
    resolver,
  });
  // The values hold every field the form has registered.
  const fieldErrors = useMemo(() => serverFieldErrors(error, form.getValues()), [error, form]);
  const { setError, setValue } = form;
  // What the visitor did in the server's render while the code loaded. What they typed is read as
  // React commits its adoption of the markup, before react-hook-form's fields (attached next) write
  // their starting values into it, and given back after; a field they are in loads the rules, as
  // focusing it would have.
  const element = useRef<HTMLFormElement>(null);
  const typed = useRef<ChangedField[]>([]);
  const formId = post?.name;
  useInsertionEffect(() => {
    if (formId !== undefined && !enhanced) typed.current = typedBeforeCode(formId);
  }, [formId, enhanced]);
  useLayoutEffect(() => {
    for (const [field, value] of typed.current) {
      const name = field as FieldPath<z.input<Schema>>;
      setValue(name, value as PathValue<z.input<Schema>, typeof name>, { shouldDirty: true });
    }
    typed.current = [];
    if (element.current?.contains(document.activeElement)) preload();
  }, [setValue, preload]);

  // Once per failure: each failed submission brings a new error; the first field it names takes
  // the focus, however far up a long form it is.
  useEffect(() => {
    fieldErrors.forEach(([field, message], index) =>
      setError(field as FieldPath<z.input<Schema>>, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  }, [fieldErrors, setError]);

  // Until the form is sent again, a failure the server rendered stays.
  const shown = error ?? (form.formState.isSubmitted ? null : start.failure);
  const failure = useMemo(
    () => ({
      error: shown,
      shownOnFields: shown === error ? fieldErrors.length > 0 : Object.keys(start.errors).length > 0,
    }),
    [shown, error, fieldErrors, start],
  );
  return (
    <FormProvider {...form}>
      <FailureContext value={failure}>
        <PostsWithoutCode value={post !== undefined}>
          <form
            ref={element}
            id={post?.name}
            method={post && 'post'}
            // Marks that the form's code has taken over from the browser's own post; browser journeys wait for it.
            data-enhanced={enhanced || undefined}
            onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
            onFocus={preload}
            noValidate
            className={className}
          >
            {post && <input type="hidden" name={FORM_NAME_FIELD} value={post.name} />}
            {children}
          </form>
        </PostsWithoutCode>
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

/**
 * A field of the surrounding `Form` by name: what to spread on its control, its error message, and
 * its starting value, which the server's render writes into the control's markup.
 */
export function useFormField(name: string, options?: RegisterOptions) {
  const { register, getFieldState, formState: form } = useFormContext();
  const formState = useFormState({ name });
  return {
    registration: register(name, options),
    error: getFieldState(name, formState).error?.message,
    defaultValue: get<unknown>(form.defaultValues, name),
  };
}
