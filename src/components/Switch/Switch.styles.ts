import styled from 'styled-components';

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
`;

export const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Label = styled.label<{ $disabled: boolean }>`
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textDisabled : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const SwitchHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;

/** A 44 × 44 px button around the drawn track, so the target is large while the track is small. */
export const Toggle = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  touch-action: manipulation;

  &:disabled {
    cursor: not-allowed;
  }
`;

/** 48 × 24 px; the thumb sits 2 px in from every edge and slides 24 px. */
export const Track = styled.span<{ $on: boolean; $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[6]};
  padding-inline: calc((${({ theme }) => theme.space[6]} - ${({ theme }) => theme.space[5]}) / 2);
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: inset 0 0 0 1px
    ${({ theme, $on, $disabled }) =>
      $disabled ? theme.colors.border : $on ? theme.colors.brandStrong : theme.colors.borderStrong};
  background: ${({ theme, $on, $disabled }) =>
    $disabled ? theme.colors.disabledSurface : $on ? theme.colors.brandStrong : theme.colors.surfaceMuted};
  transition: background-color
    ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
`;

export const Thumb = styled.span<{ $on: boolean; $disabled: boolean }>`
  width: ${({ theme }) => theme.space[5]};
  height: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.border : theme.colors.surface)};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translateX(${({ theme, $on }) => ($on ? theme.space[6] : theme.space[0])});
  transition: transform ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
`;
