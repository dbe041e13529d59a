import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, as `npm run lint` uses it.
const repoRoot = resolve(import.meta.dirname, '../../..');
const modules = 'apps/api/src/modules';

let eslint: ESLint;
// The first lint loads the config and the TypeScript parser: seconds on a busy machine.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  await eslint.lintText('\n', { filePath: resolve(repoRoot, modules, 'dunning/index.ts') });
}, 120_000);

/** The rules a snippet breaks when it is linted as the file at `filePath` (relative to the repo). */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: resolve(repoRoot, filePath) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('API module boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it('refuses a deep import from dunning into another module', async () => {
    expect(
      await brokenRules(
        `${modules}/dunning/dunning-letter.ts`,
        "export { renderDocumentPdf } from '../documents/pdf/render-document-pdf.ts';",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await brokenRules(
        `${modules}/dunning/dunning-letter.ts`,
        "import { toPdfView } from '../documents/rendering/to-pdf-view.ts';\nexport const view = toPdfView;",
      ),
    ).toEqual(['no-restricted-imports']);
  });

  it('allows the other module’s index.ts', async () => {
    expect(
      await brokenRules(
        `${modules}/dunning/dunning-letter.ts`,
        "import { renderDocumentPdf } from '../document-output/index.ts';\nexport const render = renderDocumentPdf;",
      ),
    ).toEqual([]);
  });

  it('counts the folders a file sits in: inside its own module anything goes, outside only index.ts', async () => {
    const file = `${modules}/documents/rendering/tests/to-pdf-view.test.ts`;
    expect(
      await brokenRules(
        file,
        "import { toPdfView } from '../to-pdf-view.ts';\nexport const view = toPdfView;",
      ),
    ).toEqual([]);
    expect(
      await brokenRules(
        file,
        "import { sellerOf } from '../../document-parties.ts';\nexport const s = sellerOf;",
      ),
    ).toEqual([]);
    expect(
      await brokenRules(
        file,
        "import { drawTotals } from '../../../document-output/pdf/totals-block.ts';\nexport const d = drawTotals;",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await brokenRules(
        file,
        "import { caller } from '../../../entities/tests/entity-test-helpers.ts';\nexport const c = caller;",
      ),
    ).toEqual(['no-restricted-imports']);
  });

  it('holds for code outside the modules: routes, core, shared test helpers, benchmarks', async () => {
    expect(
      await brokenRules(
        'apps/api/src/routes.ts',
        "export { finalizeDocument } from './modules/documents/document-finalize.service.ts';",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await brokenRules(
        'apps/api/src/test/some-helper.ts',
        "export { provisionTenant } from '../modules/tenancy/provision-tenant.ts';",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await brokenRules(
        'bench/some.bench.ts',
        "export { listDocuments } from '../apps/api/src/modules/documents/index.ts';",
      ),
    ).toEqual([]);
  });
});
