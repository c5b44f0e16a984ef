export interface FaqEntry {
  question: string;
  answer: string;
}

/** The spec gives every question this one answer, so it is written once. */
export const LICENCE_ANSWER =
  'TopGear Perform has three kinds of licence: regular licences for your own employees, external licences for people outside your organisation such as contractors and consultants, and collaborator licences for occasional contributors. Each account can invite 20 collaborators or 15% of its licence count, whichever is greater. For example, an account with 200 licences can invite up to 30 collaborators.';

const licenceQuestions = [
  'What kinds of licences does TopGear Perform offer?',
  'What is the difference between a regular and an external licence?',
  'How many collaborators can we invite?',
  'Does our collaborator allowance grow when we buy more licences?',
  'Can contractors and consultants work with us in TopGear Perform?',
  'We are a small team. Can we still invite collaborators?',
  'Which licence should I give someone who only joins the occasional review?',
  'How is the collaborator limit worked out for a large organisation?',
] as const;

export const faqEntries: readonly FaqEntry[] = licenceQuestions.map((question) => ({
  question,
  answer: LICENCE_ANSWER,
}));
