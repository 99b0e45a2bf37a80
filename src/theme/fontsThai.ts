/** Noto Sans Thai, regular and bold (Thai and Latin): the fonts every page paints with. */
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';
