/** Noto Sans SC, regular and bold, split by unicode-range so a page loads only the subsets it uses. */
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
