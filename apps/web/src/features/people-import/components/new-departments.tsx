import { departmentKey } from '@topgear/shared/people-import';

interface NewDepartmentsProps {
  names: readonly string[];
  /** The ticked ones, by `departmentKey`. */
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
}

/** The departments the file names that do not exist yet, each with a "Create it" box: ticked, the import creates it. */
export function NewDepartments({ names, chosen, onChange }: NewDepartmentsProps) {
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onChange(next);
  };
  return (
    <fieldset className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <legend className="px-1 text-sm font-semibold text-amber-900">New departments</legend>
      <p className="text-sm text-amber-900">
        The file names {names.length === 1 ? 'a department that does' : 'departments that do'} not exist yet. Tick
        “Create it” to create {names.length === 1 ? 'it' : 'each'} with the import, or correct the file.
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {names.map((name) => {
          const key = departmentKey(name);
          return (
            <li key={key} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2">
              <span className="min-w-0 break-words font-medium text-slate-900">{name}</span>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={chosen.has(key)}
                  onChange={(event) => toggle(key, event.target.checked)}
                  className="size-4 rounded border-slate-300 accent-brand-700"
                />
                Create it<span className="sr-only">: {name}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
