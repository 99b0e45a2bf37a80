import styled from 'styled-components';

export const Group = styled.div<{ $fullWidth: boolean; $scrollable: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  box-sizing: border-box;
  max-width: 100%;
  ${({ $scrollable }) => ($scrollable ? 'overflow-x: auto; scrollbar-width: none; overscroll-behavior-x: contain;' : '')}
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Segment = styled.label<{ $scrollable: boolean }>`
  position: relative;
  display: inline-flex;
  flex: ${({ $scrollable }) => ($scrollable ? '1 0 auto' : '1 1 0')};
  ${({ $scrollable }) => ($scrollable ? 'white-space: nowrap;' : '')}
  align-items: center;
  justify-content: center;
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.bodyStrong.fontWeight};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  &:has(input:disabled) {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    /* Inside a scrolling row the ring is drawn within the segment, where the row does not clip it. */
    outline-offset: ${({ $scrollable }) => ($scrollable ? '-2px' : '2px')};
  }
`;

/** The real radio: invisible but in place, so it keeps the native keyboard and screen-reader behaviour. */
export const Radio = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;
