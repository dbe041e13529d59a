// Entry of `npm start`: makes a restart cheap before the API's ~1,300 modules are read, then
// loads main.ts dynamically (its static imports would be compiled before these lines ran).
import { enableCompileCache, registerHooks } from 'node:module';
import { join } from 'node:path';

// Compiled (and type-stripped) code is kept between starts instead of parsing every file again.
enableCompileCache(join(import.meta.dirname, '../../../node_modules/.cache/node-compile-cache'));

// Node re-reads a package's package.json for every relative import inside it to learn the module
// format; drizzle-orm's is 179 KB (its exports map), which cost ~0.5 s CPU per start. Its `.js`
// files are ES modules ("type": "module"), so a relative `.js` import between them is one as well.
const drizzle = '/node_modules/drizzle-orm/';
registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (
      parent?.includes(drizzle) &&
      parent.endsWith('.js') &&
      specifier.startsWith('.') &&
      specifier.endsWith('.js')
    ) {
      return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});

await import('./main.ts');
