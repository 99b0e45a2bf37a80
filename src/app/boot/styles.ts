// The second stage of the entry (main.tsx): styled-components, evaluated in a task of its own after
// React. On a server-rendered page it takes over the server's style elements as it is evaluated (its
// style sheet reads them), the largest part of what the libraries' stage did in one task. It exports
// what the app's start uses of it, so the bundler keeps it in this stage (an import for its side
// effects alone could be dropped).
export { ThemeProvider } from 'styled-components';
