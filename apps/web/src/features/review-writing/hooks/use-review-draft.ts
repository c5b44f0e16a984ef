import { REVIEW_WRITING_MESSAGES, type Answer, type ReviewRequest } from '@topgear/shared/review-writing';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '@/lib/api-client';
import { reviewRequestQueryKey } from '../api/get-review-request';
import { useSaveAnswers } from '../api/save-answers';
import { useSubmitReview } from '../api/submit-review';
import {
  answerProblems,
  answersBody,
  answersOf,
  isAnswered,
  isLocked,
  questionErrorsOf,
  unansweredRequired,
  validationError,
  type Answers,
} from '../answers';
import { DraftSaver } from '../draft-saver';

/** How a submission ended: submitted, refused with messages under questions, or refused otherwise. */
export type SubmitOutcome = { kind: 'submitted' } | { kind: 'questions' } | { kind: 'failed'; message: string };

/**
 * A review being written: my answers held here (never reset from the server while I write), saved
 * a second after each pause, the messages under questions, and the submission (which saves first).
 */
export function useReviewDraft(review: ReviewRequest) {
  const { id, questions } = review;
  const queryClient = useQueryClient();
  const saveAnswers = useSaveAnswers();
  const submitReview = useSubmitReview();

  const [answers, setAnswers] = useState<Answers>(() => answersOf(review));
  const latest = useRef(answers);
  /** Required questions the last submission found unanswered (by the page or the server), with their message. */
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState<{ questionId: string } | null>(null);
  const controls = useRef(new Map<string, HTMLElement>());

  const [saver] = useState(
    () =>
      new DraftSaver<Answers>({
        save: (draft) => {
          const problems = answerProblems(questions, draft);
          if (Object.keys(problems).length > 0) return Promise.reject(validationError(problems));
          return saveAnswers.mutateAsync({ id, body: answersBody(questions, draft) });
        },
      }),
  );
  const saveState = useSyncExternalStore(saver.subscribe, saver.getState, saver.getState);
  const saveError = saveState.status === 'failed' ? saveState.error : undefined;
  /** The review was submitted elsewhere, or its cycle closed writing: nothing more can be saved here. */
  const locked = isLocked(saveError) ? errorMessage(saveError) : undefined;

  // Leaving the page sends what is not saved yet; closing the tab first asks.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (saver.unsaved) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (saver.unsaved) void saver.flush();
    };
  }, [saver]);

  // In the middle of the window, clear of the bar stuck to its bottom.
  useEffect(() => {
    const control = focusRequest && controls.current.get(focusRequest.questionId);
    if (!control) return;
    control.scrollIntoView({ block: 'center' });
    control.focus({ preventScroll: true });
  }, [focusRequest]);

  const setAnswer = useCallback(
    (questionId: string, answer: Answer) => {
      const next = { ...latest.current, [questionId]: answer };
      latest.current = next;
      setAnswers(next);
      saver.change(next);
    },
    [saver],
  );

  /** The control a question's message moves the focus to. */
  const controlRef = useCallback(
    (questionId: string) => (element: HTMLElement | null) => {
      if (element) controls.current.set(questionId, element);
      else controls.current.delete(questionId);
    },
    [],
  );

  /** Shows `messages` under their questions and moves the focus to the first of them, in question order. */
  const showRefused = useCallback(
    (messages: Record<string, string>) => {
      setRefused(messages);
      const first = questions.find((question) => question.id in messages);
      if (first) setFocusRequest({ questionId: first.id });
    },
    [questions],
  );

  /** Before asking to confirm: the required questions left unanswered, shown; false when there are some. */
  const checkComplete = () => {
    const missing = unansweredRequired(questions, latest.current);
    if (missing.length === 0) return true;
    showRefused(Object.fromEntries(missing.map((question) => [question.id, REVIEW_WRITING_MESSAGES.required])));
    return false;
  };

  /** Saves what is not saved yet, then submits. */
  const submit = async (): Promise<SubmitOutcome> => {
    if (!(await saver.flush())) {
      const state = saver.getState();
      const error = state.status === 'failed' ? state.error : undefined;
      const messages = questionErrorsOf(error);
      if (Object.keys(messages).length > 0) {
        showRefused(messages);
        return { kind: 'questions' };
      }
      return { kind: 'failed', message: `Your answers could not be saved: ${errorMessage(error)}` };
    }
    try {
      await submitReview.mutateAsync(id);
      return { kind: 'submitted' };
    } catch (error) {
      const messages = questionErrorsOf(error);
      if (Object.keys(messages).length > 0) {
        showRefused(messages);
        return { kind: 'questions' };
      }
      // Submitted elsewhere, or writing closed: the page reloads the review, which shows it as it stands.
      if (isLocked(error)) void queryClient.invalidateQueries({ queryKey: reviewRequestQueryKey(id) });
      return { kind: 'failed', message: errorMessage(error) };
    }
  };

  // A required question's message goes once it is answered; a save's, once another attempt starts.
  const errors: Record<string, string> = {
    ...Object.fromEntries(
      questions
        .filter((question) => question.id in refused && !isAnswered(question, answers[question.id]))
        .map((question) => [question.id, refused[question.id]!]),
    ),
    ...(locked ? {} : questionErrorsOf(saveError)),
    ...answerProblems(questions, answers),
  };

  return {
    answers,
    setAnswer,
    errors,
    saveState,
    locked,
    retry: () => void saver.flush(),
    reload: () => void queryClient.invalidateQueries({ queryKey: reviewRequestQueryKey(id) }),
    controlRef,
    checkComplete,
    submit,
  };
}
