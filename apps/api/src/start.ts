// Entry of `npm start`: makes a restart cheap before the API's ~1,300 modules are read, then
// loads main.ts dynamically (its static imports would be compiled before these lines ran).
import { readFileSync } from 'node:fs';
import { enableCompileCache, registerHooks } from 'node:module';
import { join } from 'node:path';

// Compiled (and type-stripped) code is kept between starts instead of parsing every file again.
enableCompileCache(join(import.meta.dirname, '../../../node_modules/.cache/node-compile-cache'));

// Node re-reads a package's package.json for every relative import inside it to learn the module
// format; drizzle-orm's is 179 KB (its exports map), which cost ~0.5 s CPU per start. While it
// declares "type": "module" (checked once), a relative `.js` import between its `.js` files is an
// ES module, so the shortcut answers without the look-up.
const drizzle = '/node_modules/drizzle-orm/';
let drizzleIsModule: boolean | undefined;
const isModulePackage = (parentUrl: string) => {
  const packageJson = new URL(
    'package.json',
    parentUrl.slice(0, parentUrl.indexOf(drizzle) + drizzle.length),
  );
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { type?: string }).type === 'module';
};
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
    return nextResolve(specifier, context);
  },
});

await import('./main.ts');
