import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { PUZZLE_HEIGHT, PUZZLE_WIDTH } from './puzzleGeometry';
import type { CaptchaStatus } from './SliderCaptchaView.types';

interface Tone {
  border: string;
  fill: string;
  handle: string;
  onHandle: string;
  text: string;
}

const tones = (theme: DefaultTheme, status: CaptchaStatus): Tone => {
  switch (status) {
    case 'success':
      return {
        border: theme.colors.success,
        fill: theme.colors.successSubtle,
        handle: theme.colors.success,
        onHandle: theme.colors.onBrand,
        text: theme.colors.success,
      };
    case 'failure':
      return {
        border: theme.colors.danger,
        fill: theme.colors.dangerSubtle,
        handle: theme.colors.danger,
        onHandle: theme.colors.onBrand,
        text: theme.colors.danger,
      };
    case 'dragging':
    case 'checking':
      return {
        border: theme.colors.brandStrong,
        fill: theme.colors.brandSubtle,
        handle: theme.colors.brandStrong,
        onHandle: theme.colors.onBrand,
        text: theme.colors.textMuted,
      };
    case 'idle':
      return {
        border: theme.colors.border,
        fill: theme.colors.brandSubtle,
        handle: theme.colors.surface,
        onHandle: theme.colors.text,
        text: theme.colors.textMuted,
      };
  }
};

/** Handle and piece glide back when the flow resets the offset; they follow the finger exactly while dragging. */
const glide = css<{ $status: CaptchaStatus }>`
  transition: ${({ theme, $status }) =>
    $status === 'dragging' ? 'none' : `transform ${theme.motion.duration.normal} ${theme.motion.easing.standard}`};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const shake = (theme: DefaultTheme) => keyframes`
  0%, 100% { transform: translateX(0); }
  20%, 60% { transform: translateX(-${theme.space[2]}); }
  40%, 80% { transform: translateX(${theme.space[2]}); }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: max-content;
  max-width: 100%;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fontFamily.body};
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: ${PUZZLE_WIDTH}px;
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};
  font-weight: ${({ theme }) => theme.typography.subtitle.fontWeight};
`;

/** The puzzle and the track shake together on failure (not under reduced motion). */
export const Body = styled.div<{ $status: CaptchaStatus }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  ${({ $status, theme }) =>
    $status === 'failure' &&
    css`
      animation: ${shake(theme)} ${theme.motion.duration.slow} ${theme.motion.easing.standard} 2;

      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `}
`;

export const Puzzle = styled.div<{ $status: CaptchaStatus }>`
  position: relative;
  width: ${PUZZLE_WIDTH}px;
  height: ${PUZZLE_HEIGHT}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  outline: 2px solid
    ${({ theme, $status }) => ($status === 'success' || $status === 'failure' ? tones(theme, $status).border : 'transparent')};
  outline-offset: 2px;
  user-select: none;

  & img {
    position: absolute;
    top: 0;
    left: 0;
    display: block;
    pointer-events: none;
    -webkit-user-drag: none;
  }
`;

export const Piece = styled.img<{ $status: CaptchaStatus }>`
  filter: drop-shadow(${({ theme }) => theme.shadows.sm});
  ${glide}
`;

export const Busy = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onBrand};
`;

export const Track = styled.div<{ $status: CaptchaStatus }>`
  position: relative;
  display: flex;
  align-items: center;
  width: ${PUZZLE_WIDTH}px;
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: 1px solid ${({ theme, $status }) => tones(theme, $status).border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  box-sizing: border-box;
`;

export const Fill = styled.div<{ $status: CaptchaStatus }>`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $status }) => tones(theme, $status).fill};
  transition: ${({ theme, $status }) =>
    $status === 'dragging' ? 'none' : `width ${theme.motion.duration.normal} ${theme.motion.easing.standard}`};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Fades once the handle leaves the start; it stays the slider's description for screen readers. */
export const Instruction = styled.span<{ $faded: boolean }>`
  position: relative;
  opacity: ${({ $faded }) => ($faded ? 0 : 1)};
  flex: 1;
  padding-left: ${({ theme }) => theme.sizes.touchTarget};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
  text-align: center;
  user-select: none;
`;

export const Handle = styled.div<{ $status: CaptchaStatus }>`
  position: absolute;
  top: -1px;
  left: -1px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: 1px solid ${({ theme, $status }) => tones(theme, $status).border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $status }) => tones(theme, $status).handle};
  color: ${({ theme, $status }) => tones(theme, $status).onHandle};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: grab;
  touch-action: none;
  user-select: none;
  box-sizing: border-box;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &[aria-disabled='true'] {
    cursor: default;
  }

  ${({ $status }) =>
    $status === 'dragging' &&
    css`
      cursor: grabbing;
    `}
  ${glide}
`;

export const Message = styled.p<{ $status: CaptchaStatus }>`
  min-height: ${({ theme }) => theme.typography.small.lineHeight};
  margin: 0;
  color: ${({ theme, $status }) => tones(theme, $status).text};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  font-weight: 700;
  text-align: center;
`;
