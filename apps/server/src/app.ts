import proxyAddr from '@fastify/proxy-addr';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHAT_MESSAGES_PER_MINUTE } from '@topgear/shared/chat';
import type { Redis } from 'ioredis';
import { canonicalUrl } from './canonical-url';
import type { DatabaseConnection } from './db/client';
import { passwordResetRoutes } from './features/accounts/password-reset-routes';
import { pictureRoutes } from './features/accounts/picture-routes';
import { myAccountRoutes } from './features/accounts/my-account-routes';
import { accountSettingsRoutes } from './features/accounts/account-settings-routes';
import { createAccountSettingsService } from './features/accounts/account-settings-service';
import { invitationsRoutes } from './features/accounts/invitations-routes';
import { createInvitationService } from './features/accounts/invitations-service';
import { identityProviderRoutes } from './features/accounts/identity-provider-routes';
import { createIdentityProviderService } from './features/accounts/identity-provider-service';
import { ssoRoutes } from './features/accounts/sso-routes';
import { createTwoFactorPolicy } from './features/accounts/two-factor-policy';
import { auditRoutes } from './features/audit/routes';
import { createAuditService } from './features/audit/service';
import { blogsRoutes } from './features/blogs/routes';
import { chatRoutes, type ChatSettings } from './features/chat/routes';
import { contactRoutes } from './features/contact/routes';
import { coursesRoutes } from './features/courses/routes';
import { demoRoutes } from './features/demo/routes';
import { ebooksRoutes } from './features/ebooks/routes';
import { healthRoutes } from './features/health/routes';
import { goalsRoutes } from './features/goals/routes';
import { createGoalProgress } from './features/goals/goal-progress-service';
import { personGoalsRoutes } from './features/goals/person-goals-routes';
import { listGoalsDuring, summariseGoalsDuring } from './features/goals/repository';
import { createLeaveOverview, createLeaveService } from './features/leave/service';
import { leaveRoutes } from './features/leave/routes';
import { personLeaveRoutes } from './features/leave/person-leave-routes';
import { emergencyContactsRoutes } from './features/emergency-contacts/routes';
import { employeesRoutes } from './features/employees/routes';
import { createMeetingAnnouncer } from './features/meetings/announcer';
import { calendarFeedRoutes } from './features/meetings/feed-routes';
import { createCalendarFeedService } from './features/meetings/feed-service';
import { createMeetingInvitations } from './features/meetings/invitations';
import { createMeetingReminders } from './features/meetings/reminders';
import { meetingsRoutes } from './features/meetings/routes';
import { createMeetingService } from './features/meetings/service';
import { createMeetingTemplateService } from './features/meetings/templates-service';
import { newsRoutes } from './features/news/routes';
import { createNewsService } from './features/news/service';
import { newsletterRoutes } from './features/newsletter/routes';
import { notesRoutes } from './features/notes/routes';
import { notificationsRoutes } from './features/notifications/routes';
import { overviewRoutes } from './features/overview/routes';
import { orgUnitsRoutes } from './features/people/org-units-routes';
import { createOrgUnitService } from './features/people/org-units-service';
import { peopleImportRoutes } from './features/people/import-routes';
import { createPeopleImportService } from './features/people/import-service';
import { peopleRoutes } from './features/people/routes';
import { createPeopleService } from './features/people/service';
import { calibrationRoutes } from './features/review-cycles/calibration-routes';
import { createCalibrationService } from './features/review-cycles/calibration-service';
import { feedbackRoutes } from './features/review-cycles/feedback-routes';
import { createFeedbackService } from './features/review-cycles/feedback-service';
import { nominationsRoutes } from './features/review-cycles/nominations-routes';
import { packetRoutes } from './features/review-cycles/packet-routes';
import { createPacketService } from './features/review-cycles/packet-service';
import { createResultsService } from './features/review-cycles/results-service';
import { reviewProgressRoutes } from './features/review-cycles/progress-routes';
import { createProgressService } from './features/review-cycles/progress-service';
import { createReminderService, remindingOnEachMove } from './features/review-cycles/reminders-service';
import { createNominationService } from './features/review-cycles/nominations-service';
import { reviewCyclesRoutes } from './features/review-cycles/routes';
import { writingRoutes } from './features/review-cycles/writing-routes';
import { createWritingService } from './features/review-cycles/writing-service';
import { createReviewCycleService } from './features/review-cycles/service';
import { companyValuesRoutes } from './features/company-values/routes';
import { createCompanyValueService } from './features/company-values/service';
import { listReceivedDuring } from './features/recognition/repository';
import { recognitionRoutes } from './features/recognition/routes';
import { createRecognitionService } from './features/recognition/service';
import { reviewTemplatesRoutes } from './features/review-templates/routes';
import { createReviewTemplateService } from './features/review-templates/service';
import type { RequirePrivateAccess } from './private-details';
import { myTeamRoutes } from './features/people/my-team-routes';
import { createMyTeamService } from './features/people/my-team-service';
import { createReportingLines } from './features/people/reporting-lines';
import { createNotificationService } from './features/notifications/service';
import { reviewsRoutes } from './features/reviews/routes';
import { tasksRoutes } from './features/tasks/routes';
import { createTaskService } from './features/tasks/service';
import { createPersonalFileEraser } from './features/uploads/personal-files';
import { uploadsRoutes } from './features/uploads/routes';
import { usersRoutes } from './features/users/routes';
import { errorForLog, requestForLog } from './log-serializers';
import { validatorCompiler } from './request-validation';
import { accessPlugin } from './plugins/access';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { mailPlugin, type MailSettings } from './plugins/mail';
import { redisPlugin } from './plugins/redis';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { DEFAULT_API_REQUESTS_PER_MINUTE, securityPlugin } from './plugins/security';
import { socketPlugin } from './plugins/socket';
import { swaggerPlugin } from './plugins/swagger';
import { webInlineScripts, webPlugin } from './plugins/web';
import { createContentChanges, type ContentChanged } from './content-changes';

export interface AppDeps {
  database: DatabaseConnection;
  authSecret: string;
  publicUrl: string;
  redis?: Redis | undefined;
  webDistFolder?: string | undefined;
  trustProxy?: string[] | undefined;
  logger?: FastifyServerOptions['logger'];
  apiRequestsPerMinute?: number;
  mail?: MailSettings;
  /** Where uploaded files are kept (`DATA_DIR/uploads`); every process of a deployment must see the same folder. */
  uploadsDir: string;
  /** The support chat's limits and reply emails; the defaults suit production. */
  chat?: Partial<ChatSettings>;
}

const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  messagesPerMinute: CHAT_MESSAGES_PER_MINUTE,
  replyEmailAfterMs: 5 * 60_000,
  replyEmailSweepMs: 30_000,
};

/** Largest JSON body the API accepts; uploads set their own limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** Every feature under /api. A feature that needs another's service gets it here, never by importing it. */
const api: FastifyPluginAsyncZod<{
  publicUrl: string;
  authSecret: string;
  uploadsDir: string;
  chat: ChatSettings;
  contentChanged: ContentChanged;
}> = async (app, { publicUrl, authSecret, uploadsDir, chat, contentChanged }) => {
  const leave = createLeaveService();
  const notifications = createNotificationService({ db: app.db, io: app.io, log: app.log });
  const audit = createAuditService({ db: app.db });
  const accountSettings = createAccountSettingsService({ db: app.db, auditor: audit, contentChanged });
  const invitations = createInvitationService({ db: app.db, mail: app.mail, auditor: audit, publicUrl });
  const identityProviders = createIdentityProviderService({
    db: app.db,
    auditor: audit,
    authSecret,
    publicUrl,
    contentChanged,
  });
  const people = createPeopleService({ db: app.db, auditor: audit });
  const peopleImport = createPeopleImportService({
    db: app.db,
    auditor: audit,
    invitations,
    mail: app.mail,
  });
  const reporting = createReportingLines({ db: app.db });
  const myTeam = createMyTeamService({
    db: app.db,
    goalProgressOf: createGoalProgress({ db: app.db }).of,
    leaveMonthOf: createLeaveOverview({ db: app.db }).monthOf,
  });
  const twoFactorPolicy = createTwoFactorPolicy({ db: app.db });
  twoFactorPolicy.enforce(app);

  await app.register(healthRoutes);
  await app.register(usersRoutes, {
    createDefaultBalances: leave.createDefaultBalances,
    admit: invitations.admit,
    placeNewcomer: peopleImport.placeNewcomer,
    auditor: audit,
    erasePersonalFiles: await createPersonalFileEraser(uploadsDir, app.log),
    moveReportsUp: people.moveReportsUp,
    admitPasswordSignIn: identityProviders.admitPasswordSignIn,
    twoFactorSetupRequired: twoFactorPolicy.setupRequired,
  });
  await app.register(accountSettingsRoutes, { settings: accountSettings });
  await app.register(invitationsRoutes, { invitations });
  await app.register(passwordResetRoutes, { auditor: audit });
  await app.register(identityProviderRoutes, { identityProviders });
  await app.register(ssoRoutes, {
    authSecret,
    createDefaultBalances: leave.createDefaultBalances,
    placeNewcomer: peopleImport.placeNewcomer,
  });
  await app.register(blogsRoutes, { auditor: audit, contentChanged });
  await app.register(ebooksRoutes, { auditor: audit, contentChanged });
  await app.register(coursesRoutes, { auditor: audit, contentChanged });
  await app.register(reviewsRoutes, { auditor: audit, contentChanged });
  await app.register(demoRoutes, { publicUrl, auditor: audit });
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  const meetingAnnouncer = createMeetingAnnouncer(app.io, app.db, app.log);
  const tasks = createTaskService({ db: app.db, onActionItemChanged: meetingAnnouncer.actionItemChanged });
  await app.register(tasksRoutes, { tasks });
  await app.register(meetingsRoutes, {
    meetings: createMeetingService({
      db: app.db,
      tasks,
      invitations: createMeetingInvitations({ mail: app.mail, publicUrl }),
      announcer: meetingAnnouncer,
    }),
    templates: createMeetingTemplateService({ db: app.db }),
    reminders: createMeetingReminders({ db: app.db, notifier: notifications, mail: app.mail, publicUrl }),
  });
  await app.register(calendarFeedRoutes, { feeds: createCalendarFeedService({ db: app.db, publicUrl }) });
  await app.register(goalsRoutes, { notifier: notifications, auditor: audit });
  await app.register(leaveRoutes, { notifier: notifications, auditor: audit, reporting });
  await app.register(notesRoutes);
  await app.register(notificationsRoutes, { notifications });
  const news = createNewsService({ db: app.db, notifier: notifications, auditor: audit });
  await app.register(newsRoutes, { news });
  await app.register(emergencyContactsRoutes);
  await app.register(employeesRoutes, { auditor: audit });
  await app.register(uploadsRoutes, { uploadsDir, auditor: audit });
  await app.register(auditRoutes, { audit });
  await app.register(overviewRoutes, { latestActivity: audit.latest });
  await app.register(pictureRoutes);
  await app.register(chatRoutes, { notifier: notifications, auditor: audit, publicUrl, ...chat });
  await app.register(myAccountRoutes, { publicUrl, auditor: audit });
  await app.register(peopleRoutes, { people });
  await app.register(peopleImportRoutes, { peopleImport });
  await app.register(myTeamRoutes, { myTeam });
  const requirePrivateAccess: RequirePrivateAccess = (viewer, personId) =>
    people.requirePrivateAccess(viewer, personId);
  await app.register(personGoalsRoutes, { requirePrivateAccess });
  await app.register(personLeaveRoutes, { requirePrivateAccess });
  await app.register(reviewTemplatesRoutes, { templates: createReviewTemplateService({ db: app.db, auditor: audit }) });
  await app.register(companyValuesRoutes, { values: createCompanyValueService({ db: app.db, auditor: audit }) });
  await app.register(recognitionRoutes, {
    recognition: createRecognitionService({ db: app.db, notifier: notifications, sharePraise: news.sharePraise }),
  });
  const reminders = createReminderService({
    db: app.db,
    notifier: notifications,
    mail: app.mail,
    auditor: audit,
    publicUrl,
  });
  await app.register(reviewCyclesRoutes, {
    cycles: remindingOnEachMove(createReviewCycleService({ db: app.db, auditor: audit }), reminders, app.log),
  });
  await app.register(reviewProgressRoutes, { progress: createProgressService({ db: app.db }), reminders });
  await app.register(nominationsRoutes, { nominations: createNominationService({ db: app.db }) });
  await app.register(feedbackRoutes, { feedback: createFeedbackService({ db: app.db }) });
  await app.register(calibrationRoutes, {
    calibration: createCalibrationService({
      db: app.db,
      auditor: audit,
      notifier: notifications,
      summariseGoals: summariseGoalsDuring,
    }),
  });
  await app.register(writingRoutes, { writing: createWritingService({ db: app.db, goalsDuring: listGoalsDuring }) });
  await app.register(packetRoutes, {
    packets: createPacketService({
      db: app.db,
      notifier: notifications,
      auditor: audit,
      goalsDuring: listGoalsDuring,
      praiseDuring: listReceivedDuring,
      requirePrivateAccess,
    }),
    results: createResultsService({ db: app.db, summariseGoals: summariseGoalsDuring }),
  });
  for (const [kind, plural] of [
    ['department', 'departments'],
    ['team', 'teams'],
  ] as const) {
    const units = createOrgUnitService({ db: app.db, auditor: audit, kind });
    await app.register(orgUnitsRoutes, { prefix: `/${plural}`, units, plural });
  }
};

/** The whole product as a Fastify instance: cross-cutting plugins first, then every feature. */
export async function buildApp(deps: AppDeps) {
  // Compiled once: Fastify reads client addresses with it, and the origin check forwarded hosts.
  const isTrustedProxy = deps.trustProxy?.length ? proxyAddr.compile(deps.trustProxy) : undefined;
  const app = Fastify({
    logger: deps.logger && {
      ...(deps.logger === true ? {} : deps.logger),
      serializers: { err: errorForLog, req: requestForLog },
    },
    trustProxy: isTrustedProxy ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(accessPlugin);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database: deps.database });
  await app.register(redisPlugin, { redis: deps.redis });
  await app.register(securityPlugin, {
    publicUrl: deps.publicUrl,
    isTrustedProxy,
    apiRequestsPerMinute: deps.apiRequestsPerMinute ?? DEFAULT_API_REQUESTS_PER_MINUTE,
    inlineScripts: webInlineScripts(deps.webDistFolder),
  });
  await app.register(swaggerPlugin);
  await app.register(authPlugin, { secret: deps.authSecret, publicUrl: deps.publicUrl });
  await app.register(socketPlugin);
  await app.register(mailPlugin, { ...deps.mail, publicUrl: deps.publicUrl });

  // Services announce what they change that public pages show; the web plugin's page cache listens.
  const contentChanges = createContentChanges();
  await app.register(api, {
    prefix: '/api',
    publicUrl: deps.publicUrl,
    authSecret: deps.authSecret,
    uploadsDir: deps.uploadsDir,
    chat: { ...DEFAULT_CHAT_SETTINGS, ...deps.chat },
    contentChanged: contentChanges.changed,
  });

  await app.register(webPlugin, { webDistFolder: deps.webDistFolder, publicUrl: deps.publicUrl, contentChanges });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
