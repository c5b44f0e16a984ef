/**
 * 1:1s and team meetings: a series on a schedule, its occurrences, and what each occurrence holds
 * (talking points, shared notes, a private note per person, action items that are tasks).
 */
import { z } from 'zod';
import { calendarDateSchema, instantSchema } from './dates';
import { personRefSchema } from './people';
import { optionalText, requiredText } from './text';
import { userIdSchema } from './users';

export const MEETING_KINDS = ['one-on-one', 'team'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

/** How a series repeats: never, every week, every two weeks, or on the same weekday of each month (the 2nd Tuesday). */
export const MEETING_REPEATS = ['none', 'weekly', 'biweekly', 'monthly'] as const;
export type MeetingRepeat = (typeof MEETING_REPEATS)[number];

export const MEETING_REPEAT_LABELS: Record<MeetingRepeat, string> = {
  none: 'Does not repeat',
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  monthly: 'Every month, on the same weekday',
};

/** When a repeating series stops: never, after a number of meetings, or on a date. */
export const MEETING_ENDS = ['never', 'after', 'on'] as const;
export type MeetingEnds = (typeof MEETING_ENDS)[number];

export const MEETING_DURATION = { min: 5, max: 480 } as const;
export const MEETING_COUNT_MAX = 520;
export const MEETING_PARTICIPANTS_MAX = 50;
export const MEETING_TITLE_MAX = 120;
export const TALKING_POINT_MAX = 500;
export const MEETING_NOTES_MAX = 20_000;
export const TEMPLATE_POINTS_MAX = 20;
/** A meeting page asks for this many past and future occurrences around today. */
export const MEETING_HISTORY_DAYS = 366;

export const MEETING_MESSAGES = {
  notFound: 'We could not find this meeting. It may have been cancelled, or you may not take part in it.',
  occurrenceNotFound: 'This series has no meeting at that time.',
  pointNotFound: 'We could not find this talking point. Someone may have deleted it.',
  actionItemNotFound: 'We could not find this action item. Its task may have been deleted.',
  templateNotFound: 'We could not find this template. It may have been deleted.',
  startsAtRequired: 'Please choose a day and a time',
  timeZoneInvalid: 'Please choose a time zone from the list',
  durationRange: `A meeting lasts from ${MEETING_DURATION.min} to ${MEETING_DURATION.max} minutes`,
  repeatInvalid: 'Please choose how the meeting repeats',
  endsInvalid: 'Please choose when the series ends',
  countRange: `A series can have from 2 to ${MEETING_COUNT_MAX} meetings`,
  untilRequired: 'Please choose the last day of the series',
  untilBeforeStart: 'The series must end after its first meeting',
  titleRequired: 'Please name the meeting',
  participantsRequired: 'Please choose who takes part',
  oneOnOneNeedsOne: 'A 1:1 is with exactly one other person',
  oneOnOneKeepsItsPeople: 'A 1:1 keeps its two people. Start a new 1:1 with someone else.',
  tooManyParticipants: `A meeting can have at most ${MEETING_PARTICIPANTS_MAX} other people`,
  participantUnknown: 'Some of these people could not be found. They may have left the company.',
  notOwnPoint: 'You can only change the text of the talking points you wrote',
  pointRequired: 'Please write the talking point',
  ownerNotParticipant: 'An action item belongs to someone who takes part in the meeting',
  notesChanged:
    'Someone else changed the notes while you were writing. Their version is shown; copy your text back in.',
  notOrganiser: 'Only the organiser can change or cancel a team meeting',
  cancelled: 'This series has been cancelled',
  skippedNoAgenda: 'This meeting is skipped; unskip it to add talking points',
  changeDropsNotes:
    'This change would remove a planned meeting that already has notes. Move those notes first, or choose a later date.',
  templateNameRequired: 'Please name the template',
  templatePointsRequired: 'Please add at least one talking point',
  companyTemplatesAdminsOnly: 'Only administrators can change company templates',
} as const;

/** `YYYY-MM-DDTHH:mm`: a wall-clock day and time, read in the series' time zone. */
export const localDateTimeSchema = z
  .string({ error: MEETING_MESSAGES.startsAtRequired })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, MEETING_MESSAGES.startsAtRequired)
  .refine((value) => {
    const date = new Date(`${value}:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '2000' && value < '2100';
  }, MEETING_MESSAGES.startsAtRequired);

const isTimeZone = (zone: string) => {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone === zone;
  } catch {
    return false;
  }
};

/** An IANA time zone name as the runtime knows it: 'Europe/Berlin', 'America/New_York', 'UTC'. */
export const timeZoneSchema = z
  .string({ error: MEETING_MESSAGES.timeZoneInvalid })
  .max(64, MEETING_MESSAGES.timeZoneInvalid)
  .refine(isTimeZone, MEETING_MESSAGES.timeZoneInvalid);

/** The schedule a person picks: the first meeting's day and time, how it repeats and when it stops. */
export const meetingScheduleSchema = z
  .object({
    startsAt: localDateTimeSchema,
    timeZone: timeZoneSchema,
    durationMinutes: z
      .number({ error: MEETING_MESSAGES.durationRange })
      .int(MEETING_MESSAGES.durationRange)
      .min(MEETING_DURATION.min, MEETING_MESSAGES.durationRange)
      .max(MEETING_DURATION.max, MEETING_MESSAGES.durationRange),
    repeat: z.enum(MEETING_REPEATS, { error: MEETING_MESSAGES.repeatInvalid }),
    ends: z.enum(MEETING_ENDS, { error: MEETING_MESSAGES.endsInvalid }).default('never'),
    /** With `ends: 'after'`: how many meetings, the first included. */
    count: z
      .number({ error: MEETING_MESSAGES.countRange })
      .int(MEETING_MESSAGES.countRange)
      .min(2, MEETING_MESSAGES.countRange)
      .max(MEETING_COUNT_MAX, MEETING_MESSAGES.countRange)
      .nullable()
      .default(null),
    /** With `ends: 'on'`: the last day a meeting may fall on, in the series' time zone. */
    until: calendarDateSchema(MEETING_MESSAGES.untilRequired).nullable().default(null),
  })
  .superRefine((schedule, context) => {
    if (schedule.repeat === 'none') return;
    if (schedule.ends === 'after' && schedule.count === null) {
      context.addIssue({ code: 'custom', path: ['count'], message: MEETING_MESSAGES.countRange });
    }
    if (schedule.ends === 'on') {
      if (schedule.until === null) {
        context.addIssue({ code: 'custom', path: ['until'], message: MEETING_MESSAGES.untilRequired });
      } else if (schedule.until < schedule.startsAt.slice(0, 10)) {
        context.addIssue({ code: 'custom', path: ['until'], message: MEETING_MESSAGES.untilBeforeStart });
      }
    }
  });
export type MeetingScheduleInput = z.input<typeof meetingScheduleSchema>;
export type MeetingSchedule = z.output<typeof meetingScheduleSchema>;

const titleSchema = requiredText('title', { required: MEETING_MESSAGES.titleRequired, max: MEETING_TITLE_MAX });

/** POST /api/meetings: a new series with the people in it (the one who starts it takes part). */
export const newMeetingSeriesSchema = z.intersection(
  meetingScheduleSchema,
  z
    .object({
      kind: z.enum(MEETING_KINDS),
      title: titleSchema,
      participantIds: z
        .array(userIdSchema, { error: MEETING_MESSAGES.participantsRequired })
        .min(1, MEETING_MESSAGES.participantsRequired)
        .max(MEETING_PARTICIPANTS_MAX, MEETING_MESSAGES.tooManyParticipants),
      /** Starter talking points for the first meeting. */
      templateId: z.uuid(MEETING_MESSAGES.templateNotFound).nullable().default(null),
    })
    .refine((series) => series.kind !== 'one-on-one' || new Set(series.participantIds).size === 1, {
      path: ['participantIds'],
      message: MEETING_MESSAGES.oneOnOneNeedsOne,
    }),
);
export type NewMeetingSeriesInput = z.input<typeof newMeetingSeriesSchema>;

/**
 * PATCH /api/meetings/:id: a new schedule from the occurrence `from` on. The meetings before it
 * keep their times; `from` as the series' first meeting changes the whole series.
 */
export const meetingScheduleChangeSchema = z.intersection(
  meetingScheduleSchema,
  z.object({ from: instantSchema, title: titleSchema.optional() }),
);
export type MeetingScheduleChangeInput = z.input<typeof meetingScheduleChangeSchema>;

/** PUT /api/meetings/:id/occurrences/:occursAt: skip one meeting, or move it to another time. */
export const occurrenceChangeSchema = z.object({
  skipped: z.boolean().optional(),
  /** A new day and time in the series' time zone; null puts it back where the schedule has it. */
  startsAt: localDateTimeSchema.nullable().optional(),
});
export type OccurrenceChangeInput = z.input<typeof occurrenceChangeSchema>;

/** PUT /api/meetings/:id/participants: who takes part in a team meeting besides its organiser, from now on. */
export const meetingParticipantsChangeSchema = z.object({
  participantIds: z
    .array(userIdSchema, { error: MEETING_MESSAGES.participantsRequired })
    .min(1, MEETING_MESSAGES.participantsRequired)
    .max(MEETING_PARTICIPANTS_MAX, MEETING_MESSAGES.tooManyParticipants),
});
export type MeetingParticipantsChangeInput = z.input<typeof meetingParticipantsChangeSchema>;

/** PUT /api/meetings/:id/reminders: whether reminders of this series also come by email. */
export const reminderChoiceSchema = z.object({ email: z.boolean() });

export const meetingParamsSchema = z.object({ id: z.string() });
/** An occurrence is named by the instant the schedule gave it (RFC 5545's RECURRENCE-ID), moved or not. */
export const occurrenceParamsSchema = z.object({ id: z.string(), occursAt: z.string() });
export const pointParamsSchema = occurrenceParamsSchema.extend({ pointId: z.string() });
export const actionItemParamsSchema = occurrenceParamsSchema.extend({ taskId: z.string() });

export const meetingOccurrenceSchema = z.object({
  /** The instant the schedule gives this meeting: its name, which a move does not change. */
  occursAt: instantSchema,
  startsAt: instantSchema,
  endsAt: instantSchema,
  skipped: z.boolean(),
  moved: z.boolean(),
  /** Participants with approved leave on the meeting's day. */
  away: z.array(personRefSchema),
});
export type MeetingOccurrence = z.input<typeof meetingOccurrenceSchema>;

export const meetingSeriesSchema = z.object({
  id: z.string(),
  kind: z.enum(MEETING_KINDS),
  title: z.string(),
  organiserId: z.string().nullable(),
  /** Everyone who takes part, the organiser included, alphabetically. */
  participants: z.array(personRefSchema),
  /** The schedule in force now (the last one, after any change "from this date on"). */
  schedule: z.object({
    startsAt: z.string(),
    timeZone: z.string(),
    durationMinutes: z.number(),
    repeat: z.enum(MEETING_REPEATS),
    ends: z.enum(MEETING_ENDS),
    count: z.number().nullable(),
    until: z.string().nullable(),
  }),
  cancelled: z.boolean(),
  /** Whether the signed-in person may change the schedule or cancel the series. */
  mayManage: z.boolean(),
  emailReminders: z.boolean(),
});
export type MeetingSeries = z.input<typeof meetingSeriesSchema>;

export const actionItemSchema = z.object({
  /** The task on its owner's board. */
  id: z.string(),
  text: z.string(),
  dueDate: z.string(),
  owner: personRefSchema,
  done: z.boolean(),
  /** The meeting it was agreed in. */
  occursAt: instantSchema,
});
export type ActionItem = z.input<typeof actionItemSchema>;

/** GET /api/meetings: each series I take part in, with its next meeting and the open action items past due. */
export const meetingListItemSchema = meetingSeriesSchema.extend({
  next: meetingOccurrenceSchema.nullable(),
  overdueActionItems: z.array(actionItemSchema),
});
export const meetingListSchema = z.array(meetingListItemSchema);
export type MeetingListItem = z.input<typeof meetingListItemSchema>;

/** GET /api/meetings/suggestions: my manager and my reports, with whom I have no 1:1 series yet. */
export const meetingSuggestionsSchema = z.array(personRefSchema.extend({ relation: z.enum(['manager', 'report']) }));

/** GET /api/meetings/:id: the series and its meetings in a window around today, oldest first. */
export const meetingSeriesPageSchema = z.object({
  series: meetingSeriesSchema,
  occurrences: z.array(meetingOccurrenceSchema),
  /** When the series' first meeting was: a window that starts earlier has the whole history. */
  firstMeetingAt: instantSchema,
});
/** A series page's meetings: by default from 90 days back to 180 ahead; at most ten years at once. */
export const MEETING_WINDOW_DAYS = { past: 90, future: 180, max: 3660 } as const;
export const occurrenceWindowSchema = z.object({
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});

export const talkingPointSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: personRefSchema.nullable(),
  /** Checked off in this meeting. */
  done: z.boolean(),
  /** Added for an earlier meeting and not checked off there. */
  carriedOver: z.boolean(),
});
export type TalkingPoint = z.input<typeof talkingPointSchema>;

/** GET /api/meetings/:id/occurrences/:occursAt: one meeting, as its participants see it. */
export const meetingPageSchema = z.object({
  series: meetingSeriesSchema,
  occurrence: meetingOccurrenceSchema,
  previous: instantSchema.nullable(),
  next: instantSchema.nullable(),
  points: z.array(talkingPointSchema),
  notes: z.object({ text: z.string(), version: z.number() }),
  /** Mine only: nobody else reads it, whatever their role. */
  privateNote: z.string(),
  actionItems: z.array(actionItemSchema),
});
export type MeetingPage = z.input<typeof meetingPageSchema>;

const pointTextSchema = requiredText('talking point', {
  required: MEETING_MESSAGES.pointRequired,
  max: TALKING_POINT_MAX,
});

/** POST …/points: the client names the point, so sending it twice adds it once. */
export const newTalkingPointSchema = z.object({ id: z.uuid(), text: pointTextSchema });
export const talkingPointChangeSchema = z.object({ text: pointTextSchema.optional(), done: z.boolean().optional() });
/** PUT …/points/order: the agenda's points in their new order. */
export const talkingPointOrderSchema = z.object({ ids: z.array(z.uuid()).max(500) });

/** PUT …/notes: the version the writer started from; someone else's newer version is a 409. */
export const sharedNotesSchema = z.object({
  text: optionalText('notes', { max: MEETING_NOTES_MAX, multiline: true }),
  version: z.number().int().min(0),
});
export const privateNoteSchema = z.object({
  text: optionalText('private note', { max: MEETING_NOTES_MAX, multiline: true }),
});

export const newActionItemSchema = z.object({
  ownerId: userIdSchema,
  text: requiredText('action item', { required: 'Please write the action item', max: TALKING_POINT_MAX }),
  dueDate: calendarDateSchema('Please choose a due date'),
});
export const actionItemChangeSchema = z.object({ done: z.boolean() });

/**
 * The Socket.IO event each participant's tabs receive after someone changes a meeting (its points,
 * notes, action items or time), with `{ seriesId, occursAt }`: the page then reads it again.
 */
export const MEETING_CHANGED_EVENT = 'meetings:changed';
export const meetingChangedSchema = z.object({ seriesId: z.string(), occursAt: z.string().nullable() });
export type MeetingChanged = z.infer<typeof meetingChangedSchema>;

export const meetingTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: z.array(z.string()),
  /** Company templates are kept by administrators; the others are the signed-in person's own. */
  company: z.boolean(),
});
export type MeetingTemplate = z.input<typeof meetingTemplateSchema>;
export const meetingTemplateListSchema = z.array(meetingTemplateSchema);

export const meetingTemplateInputSchema = z.object({
  name: requiredText('template name', { required: MEETING_MESSAGES.templateNameRequired, max: MEETING_TITLE_MAX }),
  points: z
    .array(pointTextSchema, { error: MEETING_MESSAGES.templatePointsRequired })
    .min(1, MEETING_MESSAGES.templatePointsRequired)
    .max(TEMPLATE_POINTS_MAX, `A template can have at most ${TEMPLATE_POINTS_MAX} talking points`),
  company: z.boolean().default(false),
});
export type MeetingTemplateInput = z.input<typeof meetingTemplateInputSchema>;

/** GET /api/calendar-feed: whether I have a feed address, and since when (the address itself is shown once). */
export const calendarFeedStatusSchema = z.object({ createdAt: instantSchema.nullable() });
/** POST /api/calendar-feed: a new secret address; any earlier one stops working. */
export const calendarFeedSchema = z.object({ url: z.string(), createdAt: instantSchema });
