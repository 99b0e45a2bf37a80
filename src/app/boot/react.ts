// The first stage of the entry (main.tsx): React and React DOM, evaluated in a task of their own.
// It exports what the app's start uses of them, so the bundler keeps them in this stage (an import
// for its side effects alone could be dropped).
export { startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
