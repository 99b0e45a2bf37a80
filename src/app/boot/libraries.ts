// The third stage of the entry (main.tsx): the other libraries every page needs (the router and
// i18next), evaluated in a task of their own after React and styled-components, before the app's
// modules. It exports what the app's start uses of them, so the bundler keeps each library in this
// stage (an import for its side effects alone could be dropped).
export { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
export { createInstance } from 'i18next';
export { initReactI18next } from 'react-i18next';
