import {
  reviewTemplateInputSchema,
  STARTER_TEMPLATE,
  TEXT_ANSWER_LENGTH,
  type ReviewTemplate,
} from '@topgear/shared/review-templates';
import { describe, expect, it } from 'vitest';
import { fieldsForKind, templateValuesOf } from './template-form-values';

const designLevels = [
  { label: 'Learning', description: 'Needs help' },
  { label: 'Leading', description: 'Teaches others' },
];

const saved: ReviewTemplate = {
  id: '6f1c7a52-5d5e-4d4b-9d43-2f0d6f0e1a11',
  name: 'Engineering',
  description: 'For engineers',
  scale: [
    { label: 'Low', description: '' },
    { label: 'High', description: 'Above the bar' },
  ],
  sections: [
    {
      id: 'section-1',
      title: 'Craft',
      description: '',
      questions: [
        {
          id: 'question-1',
          kind: 'competency',
          prompt: 'How well do they design systems?',
          help: '',
          answeredBy: ['manager', 'peer'],
          visibility: 'managers',
          required: false,
          competency: 'System design',
          levels: designLevels,
        },
        {
          id: 'question-2',
          kind: 'text',
          prompt: 'Anything else?',
          help: 'Optional notes',
          answeredBy: ['self'],
          visibility: 'shared',
          required: true,
          maxLength: 500,
        },
      ],
    },
  ],
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
};

describe('templateValuesOf', () => {
  it('leaves out the ids and dates of a saved template and keeps everything else', () => {
    const values = templateValuesOf(saved);
    expect(values).toEqual({
      name: 'Engineering',
      description: 'For engineers',
      scale: saved.scale,
      sections: [
        {
          title: 'Craft',
          description: '',
          questions: [
            {
              kind: 'competency',
              prompt: 'How well do they design systems?',
              help: '',
              answeredBy: ['manager', 'peer'],
              visibility: 'managers',
              required: false,
              competency: 'System design',
              levels: designLevels,
            },
            {
              kind: 'text',
              prompt: 'Anything else?',
              help: 'Optional notes',
              answeredBy: ['self'],
              visibility: 'shared',
              required: true,
              maxLength: 500,
            },
          ],
        },
      ],
    });
    expect(JSON.stringify(values)).not.toContain('question-1');
  });

  it('gives the starter’s written answers the default length, so the form shows one', () => {
    const values = templateValuesOf(STARTER_TEMPLATE);
    const written = values.sections.flatMap((section) => section.questions).filter((q) => q.kind === 'text');
    expect(written).not.toHaveLength(0);
    for (const question of written) expect(question.maxLength).toBe(TEXT_ANSWER_LENGTH.default);
    // Named, the starter is a template the server accepts.
    expect(reviewTemplateInputSchema.safeParse({ ...values, name: 'Annual review' }).success).toBe(true);
  });

  it('does not share the saved template’s arrays with the form', () => {
    const values = templateValuesOf(saved);
    values.sections[0]!.questions[0]!.answeredBy.push('self');
    expect(saved.sections[0]!.questions[0]!.answeredBy).toEqual(['manager', 'peer']);
  });
});

describe('fieldsForKind', () => {
  it('gives a written answer the default length, or keeps the one typed before', () => {
    expect(fieldsForKind({ answeredBy: ['self', 'manager'] }, 'text')).toEqual({
      maxLength: TEXT_ANSWER_LENGTH.default,
    });
    expect(fieldsForKind({ answeredBy: ['self'], maxLength: 800 }, 'text')).toEqual({ maxLength: 800 });
    expect(fieldsForKind({ answeredBy: ['self'], maxLength: Number.NaN }, 'text')).toEqual({
      maxLength: TEXT_ANSWER_LENGTH.default,
    });
  });

  it('gives a competency a name to fill in and three blank levels, or keeps the ones it had', () => {
    expect(fieldsForKind({ answeredBy: ['self'] }, 'competency')).toEqual({
      competency: '',
      levels: [
        { label: '', description: '' },
        { label: '', description: '' },
        { label: '', description: '' },
      ],
    });
    const levels = [
      { label: 'A', description: '' },
      { label: 'B', description: '' },
    ];
    expect(fieldsForKind({ answeredBy: ['self'], competency: 'Craft', levels }, 'competency')).toEqual({
      competency: 'Craft',
      levels,
    });
  });

  it('lets only the person and their manager rate goals', () => {
    expect(fieldsForKind({ answeredBy: ['self', 'peer', 'manager', 'upward'] }, 'goals')).toEqual({
      answeredBy: ['self', 'manager'],
    });
    expect(fieldsForKind({ answeredBy: ['peer'] }, 'goals')).toEqual({ answeredBy: ['self', 'manager'] });
    expect(fieldsForKind({ answeredBy: ['manager'] }, 'goals')).toEqual({ answeredBy: ['manager'] });
  });

  it('changes nothing else for a rating', () => {
    expect(fieldsForKind({ answeredBy: ['peer'] }, 'rating')).toEqual({});
  });
});
