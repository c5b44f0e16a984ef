import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's rules: one of the shared object schemas the server checks too, or two of them joined
 * (`z.intersection`, for an object whose refinements keep it from being extended).
 */
export type FormSchema = z.ZodObject | z.ZodIntersection<z.ZodObject, z.ZodObject>;

/**
 * A form's rules, or a function that loads them. A form on a page the server renders passes a
 * loader: the schema library is then no part of the page's first load, and arrives when someone
 * starts filling the form in (decision 025).
 */
export type FormRules<Schema extends FormSchema> = Schema | (() => Promise<Schema>);

export const RULES_UNAVAILABLE = 'The form could not be checked. Please check your connection and try again.';

type FormResolver<Schema extends FormSchema> = Resolver<z.input<Schema>, unknown, z.output<Schema>>;

/**
 * react-hook-form's resolver for `rules`, and `preload`, which starts loading rules that are not
 * there yet. Rules that fail to load are asked for again at the next check; meanwhile the check
 * fails with a form-level error (`root`) instead of throwing inside react-hook-form.
 */
export function formResolver<Schema extends FormSchema>(rules: FormRules<Schema>) {
  if (typeof rules !== 'function') return { resolver: zodResolver(rules) as FormResolver<Schema>, preload: () => {} };
  let loading: Promise<FormResolver<Schema>> | undefined;
  const load = () =>
    (loading ??= rules().then(
      (schema) => zodResolver(schema) as FormResolver<Schema>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: FormResolver<Schema> = async (values, context, options) => {
    let resolve: FormResolver<Schema>;
    try {
      resolve = await load();
    } catch {
      // react-hook-form types `root` as a record of named errors too; its own `setError('root')` writes this shape.
      const errors = { root: { type: 'unavailable', message: RULES_UNAVAILABLE } } as FieldErrors<z.input<Schema>>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  // A failure to preload is reported by the check that needs the rules.
  return { resolver, preload: () => void load().catch(() => undefined) };
}
