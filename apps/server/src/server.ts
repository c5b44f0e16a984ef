import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { connectDatabase } from './db/client';
import { seedDemoContent } from './db/demo-content';
import { createLeaveService } from './features/leave/service';
import { createUserService, registersNobody } from './features/users/service';
import { webDistFolder } from './paths';
import { loadOrCreateAuthSecret } from './secrets';

async function start(config: AppConfig) {
  const database = await connectDatabase(config);
  await database.migrate();
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;

  const app = await buildApp({
    database,
    redis,
    authSecret: config.authSecret ?? (await loadOrCreateAuthSecret(config.dataDir)),
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    apiRequestsPerMinute: config.apiRequestsPerMinute,
    webDistFolder,
    mail: config.mail,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    logger: { level: config.logLevel },
  });

  if (config.admin) {
    const { createDefaultBalances } = createLeaveService();
    const users = createUserService({ db: app.db, auth: app.auth, createDefaultBalances, admit: registersNobody });
    const { created } = await users.ensureAdmin(config.admin);
    app.log.info(`administrator ${config.admin.email} ${created ? 'created' : 'confirmed'}`);
  }

  if (config.seedDemoContent) {
    const seeded = await seedDemoContent(app.db);
    if (seeded.length > 0) app.log.info(`demo content added: ${seeded.join(', ')}`);
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    await redis?.quit();
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`TopGear Perform on ${config.publicUrl} (database: ${database.kind})`);
}

try {
  await start(loadConfig());
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
