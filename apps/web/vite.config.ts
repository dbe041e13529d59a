import { randomUUID } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the API runs separately (`npm run dev`); in production it serves dist/ itself.
const api = 'http://localhost:3000';

/**
 * SPEC §4/§7 app version: every build gets an id (KONTOR_BUILD_ID, or a fresh UUID) and publishes
 * builds/latest.json and builds/<id>.json with it; the running app compares its own
 * import.meta.env.VITE_BUILD_ID / VITE_BUILD_TIME with builds/latest.json (lib/version).
 */
function buildManifest(): Plugin {
  const id = process.env.KONTOR_BUILD_ID?.trim() || randomUUID();
  if (!/^[\w.-]+$/.test(id)) throw new Error(`KONTOR_BUILD_ID must be a plain file name, got "${id}"`);
  const timestamp = Date.now();
  return {
    name: 'kontor-build-manifest',
    apply: 'build',
    config: () => ({
      define: {
        'import.meta.env.VITE_BUILD_ID': JSON.stringify(id),
        'import.meta.env.VITE_BUILD_TIME': JSON.stringify(String(timestamp)),
      },
    }),
    generateBundle() {
      const source = `${JSON.stringify({ id, timestamp })}\n`;
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source });
      this.emitFile({ type: 'asset', fileName: `builds/${id}.json`, source });
    },
  };
}

export default defineConfig({
  plugins: [react(), buildManifest()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': api,
      '/auth': api,
      '/realtime': { target: api, ws: true },
      '/healthz': api,
    },
  },
});
