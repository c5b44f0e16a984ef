import { RATING_COMMENT_LENGTH, REVIEW_WRITING_MESSAGES } from '@topgear/shared/review-writing';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  answerProblems,
  answersBody,
  answeredCount,
  answersOf,
  isLocked,
  questionErrorsOf,
  sectionsOf,
  unansweredRequired,
  validationError,
  type Question,
} from './answers';

const levels = [
  { label: 'Low', description: 'Below the bar' },
  { label: 'High', description: 'Above the bar' },
];
const base = { help: '', required: true, visibility: 'shared' as const };

const goals: Question = {
  ...base,
  id: 'goals',
  kind: 'goals',
  prompt: 'How were the goals met?',
  sectionTitle: 'Results',
  levels,
  goals: [{ id: 'g1', name: 'Ship it', target: 10, progress: 4, status: null }],
};
const wentWell: Question = {
  ...base,
  id: 'went-well',
  kind: 'text',
  prompt: 'What went well?',
  sectionTitle: 'Results',
  maxLength: 60,
};
const craft: Question = {
  ...base,
  id: 'craft',
  kind: 'competency',
  prompt: 'Craft',
  sectionTitle: 'Skills',
  competency: 'Craft',
  levels,
  required: false,
};
const overall: Question = {
  ...base,
  id: 'overall',
  kind: 'rating',
  prompt: 'Overall',
  sectionTitle: 'Results',
  levels,
  visibility: 'managers',
};
const questions = [goals, wentWell, craft, overall];

describe('answers to a review', () => {
  it('fills in what the wire leaves out', () => {
    expect(answersOf({ answers: { a: { rating: 2 }, b: { text: 'Hi' } } })).toEqual({
      a: { rating: 2, text: '' },
      b: { rating: null, text: 'Hi' },
    });
  });

  it('counts a rating chosen, or a written answer with more than blanks, as the server does', () => {
    expect(
      answeredCount(questions, {
        goals: { rating: null, text: 'A comment but no rating' },
        'went-well': { rating: null, text: '   \n' },
        craft: { rating: 1, text: '' },
        overall: { rating: 2, text: 'Solid' },
        unknown: { rating: 1, text: 'x' },
      }),
    ).toBe(2);
    expect(answeredCount(questions, { 'went-well': { rating: null, text: ' Much ' } })).toBe(1);
  });

  it('sends every answer holding anything, a written one without a rating, and leaves out emptied ones and unasked questions', () => {
    expect(
      answersBody(questions, {
        goals: { rating: 2, text: '' },
        'went-well': { rating: 1, text: 'Shipping on time' },
        craft: { rating: null, text: '' },
        overall: { rating: null, text: 'Still thinking' },
        stale: { rating: 1, text: '' },
      }),
    ).toEqual({
      answers: {
        goals: { rating: 2, text: '' },
        'went-well': { rating: null, text: 'Shipping on time' },
        overall: { rating: null, text: 'Still thinking' },
      },
    });
    expect(answersBody(questions, {})).toEqual({ answers: {} });
  });

  it("finds a text longer than its question takes: a written answer's limit, a comment's", () => {
    expect(
      answerProblems(questions, {
        'went-well': { rating: null, text: 'x'.repeat(61) },
        overall: { rating: 1, text: 'y'.repeat(RATING_COMMENT_LENGTH + 1) },
        craft: { rating: 1, text: 'z'.repeat(RATING_COMMENT_LENGTH) },
      }),
    ).toEqual({
      'went-well': REVIEW_WRITING_MESSAGES.textTooLong(60),
      overall: REVIEW_WRITING_MESSAGES.textTooLong(RATING_COMMENT_LENGTH),
    });
  });

  it('lists the required questions left unanswered, in order', () => {
    const missing = unansweredRequired(questions, { goals: { rating: 1, text: '' } });
    expect(missing.map((question) => question.id)).toEqual(['went-well', 'overall']);
  });

  it("reads the server's messages about answers by question id, and words its own the same way", () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'Please answer this question', {
      'answers.went-well': 'Please answer this question',
      name: 'Not an answer',
    });
    expect(questionErrorsOf(refused)).toEqual({ 'went-well': 'Please answer this question' });
    expect(questionErrorsOf(new Error('boom'))).toEqual({});

    const own = validationError({ overall: 'Too long' });
    expect(own.message).toBe('Too long');
    expect(questionErrorsOf(own)).toEqual({ overall: 'Too long' });
  });

  it('knows when nothing more can be saved', () => {
    expect(isLocked(new ApiError(409, 'REVIEW_SUBMITTED', 'Submitted'))).toBe(true);
    expect(isLocked(new ApiError(409, 'CYCLE_NOT_WRITING', 'Closed'))).toBe(true);
    expect(isLocked(new ApiError(0, 'NETWORK_ERROR', 'Offline'))).toBe(false);
  });

  it('groups the questions under their sections, in order', () => {
    expect(
      sectionsOf(questions).map((section) => [section.title, section.questions.map((question) => question.id)]),
    ).toEqual([
      ['Results', ['goals', 'went-well']],
      ['Skills', ['craft']],
      ['Results', ['overall']],
    ]);
  });
});
