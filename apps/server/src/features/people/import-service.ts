import type { InvitationPlacement } from '@topgear/shared/invitations';
import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import {
  departmentKey,
  outstandingErrors,
  PEOPLE_IMPORT_MESSAGES,
  type PeopleImportPreview,
  type PeopleImportResult,
} from '@topgear/shared/people-import';
import type { Actor, Auditor } from '../../audit';
import type { Database, Executor } from '../../db/client';
import { HttpError } from '../../http-errors';
import type { PlaceNewcomer } from '../../newcomer';
import type { Mail } from '../../plugins/mail';
import { peopleFileOf } from './export-csv';
import { listPeopleForExport } from './export-repository';
import { readPeopleFile } from './import-csv';
import {
  adoptAwaitingReports,
  createDepartments,
  findActiveIdByEmail,
  loadDirectory,
  placeProfile,
  replaceReportingLines,
  updateProfiles,
} from './import-repository';
import { checkPeopleFile, type PlannedRow } from './import-rows';
import { lockReportingLines } from './repository';

/** What the import needs of the invitations (the accounts feature's), handed over by `app.ts`. */
export interface Invitations {
  /** Invites each address with its placement, inside `tx`, queueing each mail there. */
  inviteMany(
    tx: Executor,
    actor: Actor,
    invitees: ReadonlyArray<{ email: string; placement: InvitationPlacement }>,
  ): Promise<void>;
}

export interface PeopleImportDeps {
  db: Database;
  auditor: Auditor;
  invitations: Invitations;
  /** Asked for delivery after the import's commit, so the invitation mails it queued leave at once. */
  mail: Pick<Mail, 'deliverSoon'>;
}

/** The 400 that refuses an import while any row has an error left, naming each `<line>.<column>`. */
const refusalOf = (preview: PeopleImportPreview, createDepartments: ReadonlySet<string>) => {
  const fields: Record<string, string> = {};
  for (const row of preview.rows) {
    for (const error of outstandingErrors(row, createDepartments)) {
      fields[`${row.line}.${error.column ?? 'row'}`] ??= error.message;
    }
  }
  const rows = new Set(Object.keys(fields).map((key) => key.split('.')[0])).size;
  return rows === 0
    ? undefined
    : new HttpError(400, 'IMPORT_HAS_ERRORS', PEOPLE_IMPORT_MESSAGES.rowsHaveErrors(rows), fields);
};

/**
 * Bulk import and export of people (administrators). A file is checked as a whole against the
 * database loaded once; an import re-reads and re-checks it with the reporting lines locked, then
 * writes everything in one transaction, a chunk of rows a statement: departments to create,
 * existing people's names and placement, their reporting lines, and invitations for new emails.
 */
export function createPeopleImportService({ db, auditor, invitations, mail }: PeopleImportDeps) {
  /** Every row of the file with its action and errors; nothing is written. */
  async function preview(csv: string): Promise<PeopleImportPreview> {
    const rows = readPeopleFile(csv);
    return checkPeopleFile(rows, await loadDirectory(db)).preview;
  }

  /** The department of a row once the listed ones exist: the one it names, by name in any case. */
  const departmentIdOf = (planned: PlannedRow, idByKey: ReadonlyMap<string, string>) =>
    planned.person.department === null ? null : (idByKey.get(departmentKey(planned.person.department)) ?? null);

  async function importFile(
    actor: Actor,
    { csv, createDepartments: toCreate }: { csv: string; createDepartments: string[] },
  ): Promise<PeopleImportResult> {
    const rows = readPeopleFile(csv);
    const wanted = new Set(toCreate.map(departmentKey));
    const result = await db.transaction(async (tx) => {
      // First, before any row: the checks below read the lines as every earlier change left them.
      await lockReportingLines(tx);
      const directory = await loadDirectory(tx);
      const { preview, planned } = checkPeopleFile(rows, directory);
      const refusal = refusalOf(preview, wanted);
      if (refusal) throw refusal;

      const { created, idByKey } = await createDepartments(
        tx,
        preview.unknownDepartments.filter((name) => wanted.has(departmentKey(name))),
      );
      for (const unit of directory.departments) idByKey.set(departmentKey(unit.name), unit.id);

      const updates = planned.filter((row) => row.row.action === 'update');
      await updateProfiles(
        tx,
        updates.map((row) => ({
          userId: row.existing!.id,
          firstName: row.person.firstName,
          lastName: row.person.lastName,
          jobTitle: row.person.jobTitle,
          departmentId: departmentIdOf(row, idByKey),
          startDate: row.person.startDate,
        })),
      );
      await writeReportingLines(
        tx,
        updates.filter((row) => row.row.changes.includes('managerEmail')),
      );

      const invitees = planned.filter((row) => row.row.action === 'invite');
      await invitations.inviteMany(
        tx,
        actor,
        invitees.map((row) => ({
          email: row.person.email,
          placement: {
            firstName: row.person.firstName,
            lastName: row.person.lastName,
            jobTitle: row.person.jobTitle,
            departmentId: departmentIdOf(row, idByKey),
            managerEmail: row.person.managerEmail,
            startDate: row.person.startDate,
          },
        })),
      );

      for (const unit of created) {
        await auditor.record(tx, actor, {
          action: 'org-unit.created',
          summary: AUDIT_SUMMARIES.orgUnitCreated('department', unit.name),
          subjectId: unit.id,
        });
      }
      await auditor.record(tx, actor, {
        action: 'people.imported',
        summary: AUDIT_SUMMARIES.peopleImported(updates.length, invitees.length),
      });
      return {
        invited: invitees.length,
        updated: updates.length,
        unchanged: preview.counts.unchanged,
        departmentsCreated: created.length,
      };
    });
    if (result.invited > 0) mail.deliverSoon();
    return result;
  }

  /**
   * The new reporting lines of these rows. The checks ran under the reporting lines' lock, which
   * the database's loop trigger takes too, so the trigger finds nothing to refuse.
   */
  const writeReportingLines = (tx: Executor, rows: readonly PlannedRow[]) =>
    replaceReportingLines(
      tx,
      rows.map(({ existing, manager }) => ({
        userId: existing!.id,
        managerId: manager.kind === 'person' ? manager.id : null,
        awaitedManagerEmail: manager.kind === 'invitee' ? manager.email : null,
      })),
    );

  return {
    preview,

    import: importFile,

    /** Every active person as a people file, alphabetically: the columns an import reads. */
    export: async () => peopleFileOf(await listPeopleForExport(db)),

    /**
     * Inside the transaction that creates an account (registration, single sign-on), once the
     * profile exists: a person whose invitation came from an import gets its job title,
     * department, start date and manager (an active account of the email given; else they await
     * them), and everyone who awaits this person as their manager, and has none yet, now reports
     * to them. The names stay the ones the person gave: the sign-up form offered the import's.
     */
    placeNewcomer: (async (tx, newcomer) => {
      // Taken by every registration, cheap and brief: an import running now either sees this
      // account once it has committed, or commits first the lines that await it, adopted below.
      await lockReportingLines(tx);
      const { placement } = newcomer;
      if (placement) {
        const managerId = placement.managerEmail && (await findActiveIdByEmail(tx, placement.managerEmail));
        await placeProfile(tx, newcomer.id, {
          jobRole: placement.jobTitle ?? undefined,
          departmentId: placement.departmentId ?? undefined,
          startDate: placement.startDate ?? undefined,
          ...(managerId ? { managerId } : { awaitedManagerEmail: placement.managerEmail ?? undefined }),
        });
      }
      await adoptAwaitingReports(tx, newcomer);
    }) satisfies PlaceNewcomer,
  };
}

export type PeopleImportService = ReturnType<typeof createPeopleImportService>;
