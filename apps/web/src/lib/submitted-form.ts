import { FORM_NAME_FIELD, SUBMITTED_FORM_ID, type SubmittedForm } from '@topgear/shared/page-render';
import { createContext, use } from 'react';
import { sentApiError } from './api-client';

export { FORM_NAME_FIELD };

/**
 * The public form this page was rendered for, when the browser posted it itself (before or without
 * the page's code): the server renders the page again with it, and the browser's code starts from
 * the same, so the form keeps what was typed, its errors, or the server's answer.
 */
export const SubmittedFormContext = createContext<SubmittedForm | null>(null);

/** The submitted form named `name`, if this page shows it. */
export function useSubmittedForm(name: string | undefined) {
  const submitted = use(SubmittedFormContext);
  return name !== undefined && submitted?.form === name ? submitted : undefined;
}

/** Why the server refused the form the browser posted, as the error the page's code would have had. */
export function refusalOf(submitted: SubmittedForm | undefined) {
  const failure = submitted?.failure;
  return failure && sentApiError(failure);
}

/** The submitted form the server wrote into the page, if any. */
export function submittedFormInPage(): SubmittedForm | null {
  const json = document.getElementById(SUBMITTED_FORM_ID)?.textContent;
  return json ? (JSON.parse(json) as SubmittedForm) : null;
}

/** The submitted form as HTML-safe JSON, for the page: no `<` can close the script element early. */
export const submittedFormJson = (submitted: SubmittedForm) => JSON.stringify(submitted).replace(/</g, '\\u003c');
