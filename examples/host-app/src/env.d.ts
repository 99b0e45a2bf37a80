/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set at build time to have the browser call the backend directly (see backend.ts). */
  readonly VITE_BACKEND_URL?: string;
}
