import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on its own port in development; Vite proxies /api to it so the app and the API
// share one origin, as they do under `npm start`.
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      // The legal pages are rendered by the API server.
      '/legal': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    outDir: 'dist/app',
    sourcemap: true,
  },
});
