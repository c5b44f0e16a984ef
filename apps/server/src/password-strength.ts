/**
 * INTERIM, for the My account slice only: `main` is getting the real module (a local zxcvbn check)
 * with this exact signature, and it replaces this file at merge. Until then this refuses the
 * passwords the security probe named: blank ones, the commonest ones, and the account's own
 * email or name.
 */
const COMMONEST = new Set(['123456', '1234567', '12345678', '123456789', 'password', 'qwerty', '111111', 'abc123']);

/** Why `password` is too easy to guess, or undefined when it is acceptable. */
export function passwordProblem(password: string, userInputs: string[]): string | undefined {
  const candidate = password.trim().toLowerCase();
  const guessable =
    candidate === '' ||
    COMMONEST.has(candidate) ||
    userInputs.some((input) => input.trim().length >= 3 && candidate.includes(input.trim().toLowerCase()));
  return guessable ? 'This password is too easy to guess. Try a few unrelated words.' : undefined;
}
