import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { REVIEW_CYCLE_MESSAGES } from '@topgear/shared/review-cycles';
import {
  REMINDER_PHASES,
  REVIEW_PROGRESS_MESSAGES,
  type ReminderOccasion,
  type ReminderPhase,
} from '@topgear/shared/review-progress';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, Auditor } from '../../audit';
import type { Database, Transaction } from '../../db/client';
import { conflict, notFound } from '../../http-errors';
import type { Notifier, Tell } from '../../notifier';
import type { Mail } from '../../plugins/mail';
import { REMINDER_LINK, reminderMail, reminderText } from './reminder-messages';
import { findCycleForReminders, listCyclesInPhases, recordReminders, type ReminderCycle } from './reminders-repository';
import type { ReviewCycleService } from './service';
import { automaticOccasion, dayOf, isReminderPhase, peopleWithWorkLeft, phaseDue } from './work-left';

interface ReminderServiceDeps {
  db: Database;
  notifier: Notifier;
  mail: Pick<Mail, 'enqueue' | 'deliverSoon'>;
  auditor: Auditor;
  publicUrl: string;
  now?: () => Date;
}

type CycleInReminderPhase = ReminderCycle & { phase: ReminderPhase };

/**
 * Reminders of review work: each person with something left to do in the cycle's phase hears of it
 * in the app and by mail — when the phase opens, when its deadline is near, once it has passed, and
 * whenever an administrator presses Remind. Every process sweeps on a timer; the table's unique
 * index makes sure each automatic reminder is sent once.
 */
export function createReminderService({
  db,
  notifier,
  mail,
  auditor,
  publicUrl,
  now = () => new Date(),
}: ReminderServiceDeps) {
  /**
   * Records `occasion`'s reminder for everyone with work left in the cycle's phase and tells, in
   * `tx`, those it was recorded for (an automatic one already sent is not sent again); resolves with
   * how many were told.
   */
  async function remindIn(
    tx: Transaction,
    tell: Tell,
    cycle: CycleInReminderPhase,
    occasion: ReminderOccasion,
    today: string,
  ) {
    const people = await peopleWithWorkLeft(tx, cycle);
    const recorded = await recordReminders(
      tx,
      { cycleId: cycle.id, phase: cycle.phase, occasion },
      people.map(({ person }) => person.id),
    );
    const told = people.filter(({ person }) => recorded.has(person.id));
    const reminder = { cycle, occasion, due: phaseDue(cycle), today };
    for (const { person, work } of told) {
      await tell({
        userId: person.id,
        kind: 'review-reminder',
        text: reminderText(reminder, work),
        link: REMINDER_LINK,
      });
    }
    await mail.enqueue(
      tx,
      told.map(({ person, work }) => reminderMail(person, reminder, work, publicUrl)),
    );
    return told.length;
  }

  /** Sends the automatic reminder the cycle's phase calls for on `today`, to whoever has not had it. */
  async function sweepCycle(cycleId: string, today: string) {
    const told = await notifier.writeAndTell(async (tx, tell) => {
      const cycle = await findCycleForReminders(tx, cycleId);
      const phase = cycle?.phase;
      if (cycle === undefined || phase === undefined || !isReminderPhase(phase)) return 0;
      return remindIn(tx, tell, { ...cycle, phase }, automaticOccasion(today, phaseDue(cycle)), today);
    });
    if (told > 0) mail.deliverSoon();
    return told;
  }

  return {
    /** Sends every cycle's due automatic reminders as of `at`; resolves with how many people were told. */
    async sweep(at = now()) {
      const today = dayOf(at);
      let told = 0;
      for (const { id } of await listCyclesInPhases(db, REMINDER_PHASES)) told += await sweepCycle(id, today);
      return told;
    },

    /** The same for one cycle: right after it launches or moves on, rather than at the next sweep. */
    sweepCycle: (cycleId: string, at = now()) => sweepCycle(cycleId, dayOf(at)),

    /**
     * An administrator's Remind: everyone with work left in the cycle's phase now is told, whatever
     * they were told before. 404 for no cycle; 409 in a phase that asks nobody anything.
     */
    async remind(actor: Actor, cycleId: string, at = now()) {
      const reminded = await notifier.writeAndTell(async (tx, tell) => {
        const cycle = await findCycleForReminders(tx, cycleId);
        if (cycle === undefined) throw notFound(REVIEW_CYCLE_MESSAGES.notFound);
        const phase = cycle.phase;
        if (!isReminderPhase(phase)) throw conflict('NOTHING_TO_REMIND', REVIEW_PROGRESS_MESSAGES.nothingToRemind);
        const told = await remindIn(tx, tell, { ...cycle, phase }, 'manual', dayOf(at));
        await auditor.record(tx, actor, {
          action: 'review-cycle.reminded',
          summary: AUDIT_SUMMARIES.reviewCycleReminded(cycle.name, told),
          subjectId: cycle.id,
        });
        return told;
      });
      if (reminded > 0) mail.deliverSoon();
      return { reminded };
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;

/**
 * The cycle service, each launch and move on followed at once by the reminders of the phase it
 * opens. The move is committed by then: a failure to remind is logged rather than answered as a
 * failed move, and the next sweep sends what was missed.
 */
export function remindingOnEachMove(
  cycles: ReviewCycleService,
  reminders: Pick<ReminderService, 'sweepCycle'>,
  log: FastifyBaseLogger,
): ReviewCycleService {
  async function remindOf<Cycle extends { id: string }>(cycle: Cycle) {
    try {
      await reminders.sweepCycle(cycle.id);
    } catch (error) {
      log.error({ err: error }, 'sending the reminders of a review phase that just opened failed');
    }
    return cycle;
  }
  return {
    ...cycles,
    launch: async (actor, id) => remindOf(await cycles.launch(actor, id)),
    advance: async (actor, id, from) => remindOf(await cycles.advance(actor, id, from)),
  };
}
