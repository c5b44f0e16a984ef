import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors } from './server-field-errors';

const failure = (fields: Record<string, string>) => new ApiError(400, 'VALIDATION_FAILED', 'Check the fields', fields);

describe('serverFieldErrors', () => {
  const values = { name: '', note: undefined, sections: [{ title: 'Results', questions: [{ prompt: '' }] }] };

  it('keeps the messages for fields the form has, at the top and inside its lists', () => {
    const error = failure({
      name: 'Taken',
      note: 'Too long',
      'sections.0.questions.0.prompt': 'Please write the question',
      'sections.3.title': 'No such section',
      'sections.0.questions.0.levels': 'Not a field here',
      password: 'Not on this form',
    });

    expect(serverFieldErrors(error, values)).toEqual([
      ['name', 'Taken'],
      ['note', 'Too long'],
      ['sections.0.questions.0.prompt', 'Please write the question'],
    ]);
  });

  it('has nothing to say of a failure that is not the server naming fields', () => {
    expect(serverFieldErrors(new Error('offline'), values)).toEqual([]);
    expect(serverFieldErrors(undefined, values)).toEqual([]);
  });
});
