// The first stage of the entry (main.tsx): the libraries every page needs (React, styled-components,
// the router and i18next), in one file, evaluated in a task of their own before the app's modules.
// On a server-rendered page styled-components takes over the server's style elements as it is
// evaluated. It exports what the app's start uses of them, so the bundler keeps each library in this
// stage (an import for its side effects alone could be dropped).
export { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
export { createInstance } from 'i18next';
export { initReactI18next } from 'react-i18next';
export { ThemeProvider } from 'styled-components';
