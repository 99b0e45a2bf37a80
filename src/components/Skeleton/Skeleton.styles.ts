import styled, { css, keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const block = css`
  display: block;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surfaceMuted} 25%,
    ${({ theme }) => theme.colors.background} 50%,
    ${({ theme }) => theme.colors.surfaceMuted} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1400ms ${({ theme }) => theme.motion.easing.standard} infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const Root = styled.div`
  position: relative;
  width: 100%;
`;

/** Wraps the shapes (hidden from screen readers). */
export const Shapes = styled.span`
  display: block;
`;

export const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => `calc(${theme.typography.body.lineHeight} - ${theme.typography.body.fontSize})`};
  padding: ${({ theme }) => `calc((${theme.typography.body.lineHeight} - ${theme.typography.body.fontSize}) / 2)`} 0;
`;

/** One line of text, as high as the body font; the last line of a paragraph is shorter. */
export const Line = styled.span<{ $width: string }>`
  ${block}
  width: ${({ $width }) => $width};
  height: ${({ theme }) => theme.typography.body.fontSize};
`;

export const ImageBlock = styled.span<{ $aspectRatio: string }>`
  ${block}
  width: 100%;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Card = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
