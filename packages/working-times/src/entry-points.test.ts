import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module specifier reachable from `file` through relative imports. */
const reachableImports = (file: string, seen = new Set<string>()): string[] => {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)\b[^;]*?from '([^']+)'/gms)].map((m) => m[1]!);
  return specifiers.flatMap((specifier) =>
    specifier.startsWith('.') ? reachableImports(resolve(dirname(file), specifier), seen) : [specifier],
  );
};

it('keeps date-holidays out of the browser entry and in the holidays entry', () => {
  const main = reachableImports(resolve(here, 'index.ts'));
  expect(main).toContain('big.js');
  expect(main).not.toContain('date-holidays');
  expect(reachableImports(resolve(here, 'holidays/index.ts'))).toContain('date-holidays');
});
