import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * The password estimator, on a thread of its own: with its dictionaries it takes a second to build,
 * and some inputs take it hundreds of milliseconds, which must not stall the requests around it.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: {
    ...english.translations,
    warnings: {
      ...english.translations.warnings,
      userInputs: 'A password should not contain your name or email.',
    },
  },
  // The first characters decide whether a password is guessable; the matcher's cost grows steeply with length.
  maxLength: 64,
  l33tMaxSubstitutions: 20,
});

export interface StrengthRequest {
  id: number;
  password: string;
  userInputs: string[];
}

export interface StrengthAnswer {
  id: number;
  /** zxcvbn's 0 (too guessable) to 4 (very unguessable). */
  score: number;
  warning: string | null;
}

parentPort?.on('message', ({ id, password, userInputs }: StrengthRequest) => {
  const { score, feedback } = zxcvbn.check(password, userInputs);
  parentPort?.postMessage({ id, score, warning: feedback.warning } satisfies StrengthAnswer);
});
