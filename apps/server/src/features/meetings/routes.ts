import {
  actionItemChangeSchema,
  actionItemParamsSchema,
  meetingListSchema,
  meetingPageSchema,
  meetingParamsSchema,
  meetingParticipantsChangeSchema,
  meetingScheduleChangeSchema,
  meetingSeriesPageSchema,
  meetingSeriesSchema,
  meetingSuggestionsSchema,
  meetingTemplateInputSchema,
  meetingTemplateListSchema,
  meetingTemplateSchema,
  newActionItemSchema,
  newMeetingSeriesSchema,
  newTalkingPointSchema,
  occurrenceChangeSchema,
  occurrenceParamsSchema,
  occurrenceWindowSchema,
  pointParamsSchema,
  privateNoteSchema,
  reminderChoiceSchema,
  sharedNotesSchema,
  talkingPointChangeSchema,
  talkingPointOrderSchema,
} from '@topgear/shared/meetings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sweepPeriodically } from '../../periodic-sweep';
import type { MeetingReminders } from './reminders';
import type { MeetingService } from './service';
import type { MeetingTemplateService } from './templates-service';

const tags = ['meetings'];

/** How often each process looks for meetings a day away whose participants have not been reminded. */
const REMINDER_SWEEP_MS = 5 * 60_000;

/**
 * 1:1s and team meetings, for the people who take part in them (docs/api.md); and, in every
 * process, the sweep that reminds participants a day before each meeting.
 */
export const meetingsRoutes: FastifyPluginAsyncZod<{
  meetings: MeetingService;
  templates: MeetingTemplateService;
  reminders: MeetingReminders;
}> = async (app, { meetings, templates, reminders }) => {
  const signedIn = { preValidation: app.requireUser };
  sweepPeriodically(app, 'sending meeting reminders', REMINDER_SWEEP_MS, () => reminders.sweep());

  app.get(
    '/meetings',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Each series I take part in, with its next meeting and its open action items past due',
        response: { 200: meetingListSchema },
      },
    },
    async (request) => meetings.list(request.user),
  );

  app.get(
    '/meetings/suggestions',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'My manager and my reports with whom I have no 1:1 series yet',
        response: { 200: meetingSuggestionsSchema },
      },
    },
    async (request) => meetings.suggestions(request.user),
  );

  app.post(
    '/meetings',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Start a 1:1 or team meeting series; every participant is mailed a calendar invitation',
        body: newMeetingSeriesSchema,
        response: { 201: meetingSeriesSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await meetings.create(request.user, request.body)),
  );

  app.get(
    '/meetings/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A series and its meetings in a window (by default 90 days back to 180 ahead); 404 unless I take part',
        params: meetingParamsSchema,
        querystring: occurrenceWindowSchema,
        response: { 200: meetingSeriesPageSchema },
      },
    },
    async (request) => meetings.seriesPage(request.user, request.params.id, request.query),
  );

  app.patch(
    '/meetings/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A new schedule from the meeting `from` on (the first meeting: the whole series)',
        params: meetingParamsSchema,
        body: meetingScheduleChangeSchema,
        response: { 200: meetingSeriesSchema },
      },
    },
    async (request) => meetings.changeSchedule(request.user, request.params.id, request.body),
  );

  app.delete(
    '/meetings/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Cancel the series: no more meetings, a cancellation to every calendar; the past stays readable',
        params: meetingParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await meetings.cancel(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/meetings/:id/participants',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A team meeting's people from now on, besides its organiser (the organiser only)",
        params: meetingParamsSchema,
        body: meetingParticipantsChangeSchema,
        response: { 200: meetingSeriesSchema },
      },
    },
    async (request) => meetings.changeParticipants(request.user, request.params.id, request.body.participantIds),
  );

  app.put(
    '/meetings/:id/reminders',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Whether my reminders of this series also come by email',
        params: meetingParamsSchema,
        body: reminderChoiceSchema,
        response: { 200: meetingSeriesSchema },
      },
    },
    async (request) => meetings.setReminders(request.user, request.params.id, request.body.email),
  );

  const occurrence = '/meetings/:id/occurrences/:occursAt';

  app.get(
    occurrence,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One meeting: its agenda, shared notes, my private note and its action items',
        params: occurrenceParamsSchema,
        response: { 200: meetingPageSchema },
      },
    },
    async ({ user, params }) => meetings.meeting(user, params.id, params.occursAt),
  );

  app.put(
    occurrence,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Skip one meeting, or move it; the rest of the series stays as it is',
        params: occurrenceParamsSchema,
        body: occurrenceChangeSchema,
        response: { 200: meetingPageSchema },
      },
    },
    async ({ user, params, body }) => meetings.changeOccurrence(user, params.id, params.occursAt, body),
  );

  app.post(
    `${occurrence}/points`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Add a talking point; the same id sent twice adds it once',
        params: occurrenceParamsSchema,
        body: newTalkingPointSchema,
        response: { 201: meetingPageSchema },
      },
    },
    async ({ user, params, body }, reply) =>
      reply.code(201).send(await meetings.addPoint(user, params.id, params.occursAt, body)),
  );

  app.post(
    `${occurrence}/points/from-template`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Add a template's talking points",
        params: occurrenceParamsSchema,
        body: z.object({ templateId: z.string() }),
        response: { 201: meetingPageSchema },
      },
    },
    async ({ user, params, body }, reply) =>
      reply.code(201).send(await meetings.addTemplatePoints(user, params.id, params.occursAt, body.templateId)),
  );

  app.put(
    `${occurrence}/points/order`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Reorder the agenda: the points named take each other's places",
        params: occurrenceParamsSchema,
        body: talkingPointOrderSchema,
        response: { 200: meetingPageSchema },
      },
    },
    async ({ user, params, body }) => meetings.orderPoints(user, params.id, params.occursAt, body.ids),
  );

  app.patch(
    `${occurrence}/points/:pointId`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Check a talking point off in this meeting (or not), or change the text of my own',
        params: pointParamsSchema,
        body: talkingPointChangeSchema,
        response: { 200: meetingPageSchema },
      },
    },
    async ({ user, params, body }) => meetings.changePoint(user, params.id, params.occursAt, params.pointId, body),
  );

  app.delete(
    `${occurrence}/points/:pointId`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a talking point I wrote',
        params: pointParamsSchema,
        response: { 200: meetingPageSchema },
      },
    },
    async ({ user, params }) => meetings.removePoint(user, params.id, params.occursAt, params.pointId),
  );

  app.put(
    `${occurrence}/notes`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Save the shared notes over the version I read; 409 when someone's newer version is there",
        params: occurrenceParamsSchema,
        body: sharedNotesSchema,
        response: { 200: meetingPageSchema },
      },
    },
    async ({ user, params, body }) => meetings.saveNotes(user, params.id, params.occursAt, body),
  );

  app.put(
    `${occurrence}/private-note`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Save my private note on this meeting: nobody else ever reads it',
        params: occurrenceParamsSchema,
        body: privateNoteSchema,
        response: { 200: meetingPageSchema },
      },
    },
    async ({ user, params, body }) => meetings.savePrivateNote(user, params.id, params.occursAt, body.text),
  );

  app.post(
    `${occurrence}/action-items`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Agree an action item: a task on its owner's board, linked to this meeting",
        params: occurrenceParamsSchema,
        body: newActionItemSchema,
        response: { 201: meetingPageSchema },
      },
    },
    async ({ user, params, body }, reply) =>
      reply.code(201).send(await meetings.addActionItem(user, params.id, params.occursAt, body)),
  );

  app.patch(
    `${occurrence}/action-items/:taskId`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Tick an action item (its task moves to Completed on the owner's board) or untick it",
        params: actionItemParamsSchema,
        body: actionItemChangeSchema,
        response: { 200: meetingPageSchema },
      },
    },
    async ({ user, params, body }) => meetings.setActionItemDone(user, params.id, params.occursAt, params.taskId, body),
  );

  app.get(
    '/meeting-templates',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The company's talking-point templates and my own",
        response: { 200: meetingTemplateListSchema },
      },
    },
    async (request) => templates.list(request.user),
  );

  app.post(
    '/meeting-templates',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Save a template of talking points: my own, or (administrators) the company’s',
        body: meetingTemplateInputSchema,
        response: { 201: meetingTemplateSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await templates.create(request.user, request.body)),
  );

  app.put(
    '/meeting-templates/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change a template: my own, or (administrators) a company one',
        params: meetingParamsSchema,
        body: meetingTemplateInputSchema,
        response: { 200: meetingTemplateSchema },
      },
    },
    async (request) => templates.update(request.user, request.params.id, request.body),
  );

  app.delete(
    '/meeting-templates/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a template: my own, or (administrators) a company one',
        params: meetingParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await templates.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
