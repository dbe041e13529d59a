// Entry of `npm start`: makes a restart cheap before the API's ~1,300 modules are read, then
// loads main.ts dynamically (its static imports would be compiled before these lines ran).
// Plain JavaScript: an entry in TypeScript would make Node load its type stripper (~0.2 s CPU)
// before the compile cache below is on; every later file comes from that cache.
import { existsSync, readFileSync } from 'node:fs';
import { enableCompileCache, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Compiled (and type-stripped) code is kept between starts instead of parsing every file again.
enableCompileCache(join(import.meta.dirname, '../../../node_modules/.cache/node-compile-cache'));

// Node re-reads a package's package.json for every relative import inside it to learn the module
// format; drizzle-orm's is 179 KB (its exports map), which cost ~0.5 s CPU per start. While it
// declares "type": "module" (checked once), a relative `.js` import between its `.js` files is an
// ES module, so the shortcut answers without the look-up.
const drizzle = '/node_modules/drizzle-orm/';
/** @type {boolean | undefined} */
let drizzleIsModule;
/** @param {string} parentUrl */
const isModulePackage = (parentUrl) => {
  const packageJson = new URL(
    'package.json',
    parentUrl.slice(0, parentUrl.indexOf(drizzle) + drizzle.length),
  );
  return JSON.parse(readFileSync(packageJson, 'utf8')).type === 'module';
};

// A bare import (`drizzle-orm`, `zod`, `@kontor/contracts`) is resolved again for every importing
// file, each time parsing the package's exports map (drizzle-orm: 120 imports × 179 KB). Its result
// depends only on the importing file's package scope (self-references, `#imports`), the folders
// holding `node_modules` above it and the conditions — files alike in those share one answer.
/** @type {Map<string, { scope: string, modules: string }>} */
const folderFacts = new Map();
/** @param {string} folder */
const factsOf = (folder) => {
  let facts = folderFacts.get(folder);
  if (!facts) {
    const up = dirname(folder);
    const above = up === folder ? { scope: '', modules: '' } : factsOf(up);
    facts = {
      scope: existsSync(join(folder, 'package.json')) ? folder : above.scope,
      modules: existsSync(join(folder, 'node_modules')) ? folder : above.modules,
    };
    folderFacts.set(folder, facts);
  }
  return facts;
};
/** @param {string} specifier */
const isBare = (specifier) => !/^(\.|\/|[a-z]+:)/.test(specifier);
/** @type {Map<string, { url: string, format?: string | null }>} */
const bareResolved = new Map();

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (
      parent?.includes(drizzle) &&
      parent.endsWith('.js') &&
      specifier.startsWith('.') &&
      specifier.endsWith('.js') &&
      (drizzleIsModule ??= isModulePackage(parent))
    ) {
      return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
    }
    if (!parent?.startsWith('file:') || !isBare(specifier)) return nextResolve(specifier, context);
    const { scope, modules } = factsOf(dirname(fileURLToPath(parent)));
    const key = [specifier, scope, modules, ...context.conditions].join('\0');
    let resolved = bareResolved.get(key);
    if (!resolved) {
      resolved = nextResolve(specifier, context);
      bareResolved.set(key, resolved);
    }
    return { ...resolved, shortCircuit: true };
  },
});

await import('./main.ts');
