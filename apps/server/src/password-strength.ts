import { Worker } from 'node:worker_threads';
import { REGISTRATION_MESSAGES } from '@topgear/shared/registration';
import type { StrengthAnswer, StrengthRequest } from './password-strength-worker';

/** zxcvbn's "somewhat guessable" (about 10^8 guesses): enough against sign-in that is throttled. */
const MINIMUM_SCORE = 2;

/**
 * The worker's file beside this module: the built one in `dist/`, or the TypeScript source, which
 * the worker then loads through tsx like the tests and `npm run dev` do.
 */
function startWorker() {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./password-strength-worker.js', import.meta.url));
  const source = new URL('./password-strength-worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then((tsx) => tsx.register()).then(() => import(${JSON.stringify(source)}))`,
    {
      eval: true,
    },
  );
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (answer: StrengthAnswer) => void; reject: (error: Error) => void }>();

/** The one estimator thread of this process, started at the first check; idle, it does not keep the process alive. */
function estimator() {
  if (worker) return worker;
  const started = startWorker();
  started.on('message', (answer: StrengthAnswer) => {
    pending.get(answer.id)?.resolve(answer);
    pending.delete(answer.id);
    if (pending.size === 0) started.unref();
  });
  // A crashed thread fails what it was asked and is replaced at the next check.
  const fail = (error: Error) => {
    worker = undefined;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the password estimator stopped (exit code ${code})`)));
  worker = started;
  return started;
}

function estimate(password: string, userInputs: string[]) {
  const id = nextId++;
  return new Promise<StrengthAnswer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    estimator().ref();
    estimator().postMessage({ id, password, userInputs } satisfies StrengthRequest);
  });
}

/**
 * What is wrong with `password` as a new password, or undefined when it will do: common and
 * guessable passwords, repeats, and passwords made of the person's own `userInputs` (email, names)
 * are refused, with zxcvbn's reason first. Checked locally: nothing is fetched.
 */
export async function passwordProblem(password: string, userInputs: string[]): Promise<string | undefined> {
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s]+/)]).filter((input) => input.length > 2);
  const { score, warning } = await estimate(password, inputs);
  if (score >= MINIMUM_SCORE) return undefined;
  return `${warning ?? REGISTRATION_MESSAGES.passwordGuessable} ${REGISTRATION_MESSAGES.passwordAdvice}`;
}
