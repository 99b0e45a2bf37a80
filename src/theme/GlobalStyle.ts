import { createGlobalStyle } from 'styled-components';

/** Base document styles: box sizing, the font stack, and motion off for those who ask. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* A control reached by Tab is scrolled clear of the sticky top bar and the fixed bottom bars, not under them. */
    scroll-padding-top: calc(${({ theme }) => theme.sizes.controlLg} + ${({ theme }) => theme.space[3]});
    scroll-padding-bottom: calc(${({ theme }) => theme.sizes.controlLg} * 2);
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fontFamily.body};
    font-size: ${({ theme }) => theme.typography.body.fontSize};
    line-height: ${({ theme }) => theme.typography.body.lineHeight};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    -webkit-tap-highlight-color: transparent;
    overflow-wrap: anywhere;
  }

  button, input, select, textarea { font: inherit; color: inherit; }

  /* A letter that cannot wrap (a base carrying a flood of combining marks) never makes the page wider than the screen. */
  p { overflow-x: clip; }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
