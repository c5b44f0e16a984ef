import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository root, where eslint.config.js lives. */
const root = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
const eslint = new ESLint({ cwd: root });

/** The boundary rule's messages for `code` linted as if it were the file at `file` (under apps/web/src). */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${file}` });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  // A file that failed to parse has no rule messages at all; that must not pass for 'allowed'.
  expect(result.fatalErrorCount).toBe(0);
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// Real files of each layer, so that the type-aware parser finds them in apps/web's project.
const homeSection = 'features/home/components/blog-teaser.tsx';
const homeRoute = 'app/routes/home.tsx';
const sharedControl = 'components/ui/button.tsx';

describe('feature boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature, by alias or by relative path', async () => {
    for (const source of ['@/features/blogs/components/blog-grid', '../../blogs/components/blog-grid']) {
      const errors = await boundaryErrors(homeSection, `import { BlogGrid } from '${source}';\nexport { BlogGrid };\n`);
      expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
    }
  });

  it('refuses shared code importing a feature', async () => {
    const errors = await boundaryErrors(
      sharedControl,
      `import { useBlogs } from '@/features/blogs/api/get-blogs';\nexport { useBlogs };\n`,
    );
    expect(errors).toEqual([expect.stringContaining('Shared code does not import a feature')]);
  });

  it('lets a route compose features, and a feature import its own files and shared code', async () => {
    expect(
      await boundaryErrors(
        homeRoute,
        `import { BlogGrid } from '@/features/blogs/components/blog-grid';\nexport { BlogGrid };\n`,
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        homeSection,
        `import { Hero } from './hero';\nimport { Button } from '@/components/ui/button';\nexport { Hero, Button };\n`,
      ),
    ).toEqual([]);
  });
});
