import { paths } from '@/config/paths';

/**
 * The login page's code step by its address (`/login?step=…`): where signing in without the page's
 * code goes after a right password, and where the step's switch between a code from the app and a
 * recovery code leads without code.
 */
const CODE_STEPS = ['two-factor', 'recovery-code'] as const;

export type CodeStep = (typeof CODE_STEPS)[number];

export const codeStepHref = (step: CodeStep) => `${paths.login.getHref()}?step=${step}`;

/** The code step that the login page's `?step=` names, if any. */
export const codeStepNamed = (step: string | null) => CODE_STEPS.find((known) => known === step);
