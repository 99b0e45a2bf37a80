import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// #region vite
export default defineConfig({
  plugins: [react()],
  // The browser build (`vite build`): dist/client, served by src/server.ts.
  build: { outDir: 'dist/client', target: 'es2022' },
  // The server build (`vite build --ssr src/server.ts`): styled-components has no ESM build for
  // plain Node, so it and the package are bundled into the server.
  ssr: { noExternal: ['beauty-storefront', 'styled-components'] },
});
// #endregion vite
