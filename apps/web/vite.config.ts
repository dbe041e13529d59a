import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs separately (`npm run dev`); in production it serves dist/ itself.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
