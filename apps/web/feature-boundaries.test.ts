import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, as `npm run lint` uses it.
const root = new URL('../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

/** The boundary messages for a file at `path` (it need not exist; what it imports must). */
async function boundaryErrors(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${path}` });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('web boundaries (eslint.config.js)', () => {
  // The first lint loads the config and its plugins: seconds on a busy machine.
  beforeAll(() => boundaryErrors('app/warm-up.ts', ''), 60_000);

  it('refuses an import of another feature', async () => {
    const errors = await boundaryErrors(
      'features/documents/components/example.ts',
      "import { parseListSearch } from '../../entities/list-state.ts';\nexport const parse = parseListSearch;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Features do not import each other')]);
  });

  it('refuses a lazily loaded component of another feature too', async () => {
    const errors = await boundaryErrors(
      'features/entities/routes/example.ts',
      "export const load = () => import('../../dunning/components/dunning-panel.tsx');\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a feature use its own files, ui/ and lib/', async () => {
    const errors = await boundaryErrors(
      'features/documents/components/example.ts',
      [
        "import { parseDocumentListSearch } from '../document-list-state.ts';",
        "import { saveFile } from '../../../lib/save-file.ts';",
        "import { DateField } from '../../../ui/date-field.tsx';",
        'export const all = [parseDocumentListSearch, saveFile, DateField];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('keeps app/ on top: features, ui/ and lib/ do not import it, it imports the features', async () => {
    const fromFeature = await boundaryErrors(
      'features/roles/example.ts',
      "import { featureSlots } from '../../app/feature-slots.tsx';\nexport const slots = featureSlots;\n",
    );
    expect(fromFeature).toEqual([expect.stringContaining('Only app/ composes')]);
    const fromUi = await boundaryErrors(
      'ui/example.ts',
      "import { parseListSearch } from '../features/entities/list-state.ts';\nexport const parse = parseListSearch;\n",
    );
    expect(fromUi).toEqual([expect.stringContaining('ui/ and lib/ are shared')]);
    const fromApp = await boundaryErrors(
      'app/example.ts',
      "import { parseListSearch } from '../features/entities/list-state.ts';\nexport const parse = parseListSearch;\n",
    );
    expect(fromApp).toEqual([]);
  });
});
