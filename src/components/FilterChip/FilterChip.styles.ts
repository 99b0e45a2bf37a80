import styled, { css } from 'styled-components';

/**
 * The chip as a whole: 44 px high so both of its buttons are easy to hit, with the visible
 * 32 px pill drawn behind them.
 */
export const Group = styled.span<{ $selected: boolean; $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: stretch;
  max-width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  vertical-align: middle;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.brandStrong : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};

  &::before {
    content: '';
    position: absolute;
    inset: ${({ theme }) => `calc((${theme.sizes.touchTarget} - ${theme.sizes.controlSm}) / 2)`} 0;
    border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.brandStrong : theme.colors.border)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $selected }) => ($selected ? theme.colors.brandSubtle : theme.colors.surface)};
  }

  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      color: ${theme.colors.textDisabled};

      &::before {
        border-color: ${theme.colors.border};
        background: ${theme.colors.disabledSurface};
      }
    `}
`;

const buttonBase = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font-weight: inherit;
  cursor: pointer;
  touch-action: manipulation;

  &:disabled {
    cursor: not-allowed;
  }
`;

export const Toggle = styled.button<{ $hasRemove: boolean }>`
  ${buttonBase}
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme, $hasRemove }) => `0 ${$hasRemove ? theme.space[1] : theme.space[3]} 0 ${theme.space[3]}`};
  text-align: start;
`;

export const Remove = styled.button`
  ${buttonBase}
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.sizes.controlSm};
  padding: 0;
  padding-inline-end: ${({ theme }) => theme.space[1]};
`;

export const Label = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
