import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export type SpinnerSize = 'sm' | 'md' | 'lg';
const diameters: Record<SpinnerSize, number> = { sm: 16, md: 20, lg: 32 };

const Ring = styled.svg`
  display: inline-block;
  flex: none;
  animation: ${spin} 800ms linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2400ms;
  }
`;

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Spoken label; without one the spinner is decorative (its parent says what is loading). */
  label?: string;
}

/** A rotating ring that takes the current text colour. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  const d = diameters[size];
  return (
    <Ring
      width={d}
      height={d}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </Ring>
  );
}
