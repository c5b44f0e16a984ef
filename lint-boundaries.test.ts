import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository root, where eslint.config.js lives. */
const root = decodeURIComponent(new URL('./', import.meta.url).pathname);
const eslint = new ESLint({ cwd: root });

const BOUNDARY_RULES = new Set(['boundaries/dependencies', 'no-restricted-imports']);

/** The boundary rules' messages for `code` linted as if it were the file at `file` (from the root). */
async function lintAs(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  // A file that failed to parse has no rule messages at all; that must not pass for 'allowed'.
  expect(result.fatalErrorCount).toBe(0);
  return result.messages
    .filter((message) => BOUNDARY_RULES.has(message.ruleId ?? ''))
    .map((message) => message.message);
}

const boundaryErrors = (file: string, code: string) => lintAs(`apps/web/src/${file}`, code);

/** A module that imports `name` from `source` and exports it again. */
const reExport = (name: string, source: string) => `import { ${name} } from '${source}';\nexport { ${name} };\n`;

// Real files of each layer, so that the type-aware parser finds them in their project.
const homeSection = 'features/home/components/blog-teaser.tsx';
const homeRoute = 'app/routes/_index.tsx';
const sharedControl = 'components/ui/button.tsx';
const usersService = 'apps/server/src/features/users/service.ts';
const coursesRoutes = 'apps/server/src/features/courses/routes.ts';
const appModule = 'apps/server/src/app.ts';

describe('web feature boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature, by alias or by relative path', async () => {
    for (const source of ['@/features/blogs/components/blog-grid', '../../blogs/components/blog-grid']) {
      const errors = await boundaryErrors(homeSection, reExport('BlogGrid', source));
      expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
    }
  });

  it('refuses shared code importing a feature', async () => {
    const errors = await boundaryErrors(sharedControl, reExport('useBlogs', '@/features/blogs/api/get-blogs'));
    expect(errors).toEqual([expect.stringContaining('Shared code does not import a feature')]);
  });

  it('lets a route compose features, and a feature import its own files and shared code', async () => {
    expect(await boundaryErrors(homeRoute, reExport('BlogGrid', '@/features/blogs/components/blog-grid'))).toEqual([]);
    expect(
      await boundaryErrors(
        homeSection,
        `import { Hero } from './hero';\nimport { Button } from '@/components/ui/button';\nexport { Hero, Button };\n`,
      ),
    ).toEqual([]);
  });
});

describe('server feature boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it("refuses a feature importing another feature's module", async () => {
    const errors = await lintAs(usersService, reExport('createLeaveService', '../leave/service'));
    expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('refuses a route that builds a query or reaches the repository', async () => {
    for (const source of ['drizzle-orm', '../../db/schema', './repository']) {
      const errors = await lintAs(coursesRoutes, `import * as sneaky from '${source}';\nexport { sneaky };\n`);
      expect(errors, source).toEqual([expect.stringContaining('A route delegates to its service')]);
    }
  });

  it('lets app.ts compose features, and a route use its own service', async () => {
    expect(await lintAs(appModule, reExport('createLeaveService', './features/leave/service'))).toEqual([]);
    expect(await lintAs(coursesRoutes, reExport('createCourseService', './service'))).toEqual([]);
  });
});

describe('test data (eslint.config.js)', { timeout: 60_000 }, () => {
  it('never reaches the web bundle', async () => {
    const errors = await boundaryErrors(sharedControl, reExport('registrationFor', '@topgear/shared/test-factories'));
    expect(errors).toEqual([expect.stringContaining('Test data is for tests only')]);
  });
});
