import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The emulator trusts localhost on any port, so the dev server's default needs no `--trust`.
  server: { port: 5173 },
});
