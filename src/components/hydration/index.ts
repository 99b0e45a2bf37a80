export { useStartedInBrowser } from './useStartedInBrowser';
