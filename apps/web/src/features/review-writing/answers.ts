import {
  RATING_COMMENT_LENGTH,
  REVIEW_WRITING_MESSAGES,
  type Answer,
  type AnswersInput,
  type ReviewRequest,
} from '@topgear/shared/review-writing';
import { ApiError } from '@/lib/api-client';

/** A question as the wire has it (a level's description may be left out). */
export type Question = ReviewRequest['questions'][number];

/** My answers by question id: a rating (with an optional comment) or a written answer. */
export type Answers = Record<string, Answer>;

export const EMPTY_ANSWER: Answer = { rating: null, text: '' };

/** The answer to `questionId` so far, or an empty one. */
export const answerTo = (answers: Answers, questionId: string): Answer => answers[questionId] ?? EMPTY_ANSWER;

/** The answers as the server sent them, every field filled in (the wire may leave out a default). */
export function answersOf(review: Pick<ReviewRequest, 'answers'>): Answers {
  return Object.fromEntries(
    Object.entries(review.answers).map(([id, answer]) => [
      id,
      { rating: answer.rating ?? null, text: answer.text ?? '' },
    ]),
  );
}

/** Whether the question is rated on levels (rating, competency, goals) rather than written about. */
export const isRated = (question: Question) => question.kind !== 'text';

/** As the server counts it: a rating chosen, or a written answer that is more than blanks. */
export const isAnswered = (question: Question, answer: Answer | undefined) =>
  answer !== undefined && (isRated(question) ? answer.rating !== null : answer.text.trim() !== '');

export const answeredCount = (questions: readonly Question[], answers: Answers) =>
  questions.filter((question) => isAnswered(question, answers[question.id])).length;

/** The longest text the question takes: its written answer's limit, or a rating's comment's. */
export const longestText = (question: Question) =>
  question.kind === 'text' ? question.maxLength : RATING_COMMENT_LENGTH;

/**
 * The body of PUT /answers: an answer to each question asked that holds anything, in the shape
 * its kind takes (a written answer has no rating). Answers emptied again are left out.
 */
export function answersBody(questions: readonly Question[], answers: Answers): AnswersInput {
  const body: Answers = {};
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer === undefined) continue;
    const rating = isRated(question) ? answer.rating : null;
    if (rating === null && answer.text === '') continue;
    body[question.id] = { rating, text: answer.text };
  }
  return { answers: body };
}

/** What the server would refuse in these answers, by question id: a text longer than the question takes. */
export function answerProblems(questions: readonly Question[], answers: Answers): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const question of questions) {
    const most = longestText(question);
    if (answerTo(answers, question.id).text.length > most) {
      problems[question.id] = REVIEW_WRITING_MESSAGES.textTooLong(most);
    }
  }
  return problems;
}

/** The required questions not answered yet, in order. */
export const unansweredRequired = (questions: readonly Question[], answers: Answers) =>
  questions.filter((question) => question.required && !isAnswered(question, answers[question.id]));

const FIELD_PREFIX = 'answers.';

/** The failure as the server words it, by question id, from its fields named `answers.<question id>`. */
export function questionErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields)
      .filter(([field]) => field.startsWith(FIELD_PREFIX))
      .map(([field, message]) => [field.slice(FIELD_PREFIX.length), message]),
  );
}

/** A refusal worded like the server's, for problems found before sending: the same path shows it. */
export function validationError(problems: Record<string, string>): ApiError {
  const fields = Object.fromEntries(Object.entries(problems).map(([id, message]) => [`${FIELD_PREFIX}${id}`, message]));
  const [first = 'Some answers are not valid.'] = Object.values(problems);
  return new ApiError(400, 'VALIDATION_FAILED', first, fields);
}

/** 409: the review was submitted, or its cycle stopped taking reviews; nothing more can be saved. */
export const isLocked = (error: unknown) =>
  error instanceof ApiError && (error.code === 'REVIEW_SUBMITTED' || error.code === 'CYCLE_NOT_WRITING');

export interface QuestionSection {
  title: string;
  questions: Question[];
}

/** The questions grouped under their section's title, in order (neighbours with one title share a group). */
export function sectionsOf(questions: readonly Question[]): QuestionSection[] {
  const sections: QuestionSection[] = [];
  for (const question of questions) {
    const last = sections.at(-1);
    if (last?.title === question.sectionTitle) last.questions.push(question);
    else sections.push({ title: question.sectionTitle, questions: [question] });
  }
  return sections;
}
