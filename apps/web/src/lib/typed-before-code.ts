/** A field of a form and the value a visitor gave it. */
export type ChangedField = readonly [name: string, value: string | boolean];

const changeOf = (control: Element): ChangedField | undefined => {
  if (control instanceof HTMLTextAreaElement) {
    return control.value === control.defaultValue ? undefined : [control.name, control.value];
  }
  if (control instanceof HTMLSelectElement) {
    const chosen = control.selectedOptions[0];
    return !chosen || chosen.defaultSelected ? undefined : [control.name, chosen.value];
  }
  if (!(control instanceof HTMLInputElement) || control.type === 'hidden') return undefined;
  if (control.type === 'checkbox') {
    return control.checked === control.defaultChecked ? undefined : [control.name, control.checked];
  }
  if (control.type === 'radio')
    return control.checked && !control.defaultChecked ? [control.name, control.value] : undefined;
  return control.value === control.defaultValue ? undefined : [control.name, control.value];
};

/**
 * What a visitor typed or picked in the server's render of a form (`id`) before its code arrived:
 * the fields whose value is no longer the one the markup gave them. Read before the form's code
 * writes its starting values into the fields, so that it can give these back.
 */
export function typedBeforeCode(id: string): ChangedField[] {
  const form = document.getElementById(id);
  if (!(form instanceof HTMLFormElement)) return [];
  return [...form.elements].flatMap((control) => {
    const change = control.getAttribute('name') ? changeOf(control) : undefined;
    return change ? [change] : [];
  });
}
