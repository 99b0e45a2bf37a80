import styled, { css } from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fontFamily.body};
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const MonthTitle = styled.h2`
  flex: 1;
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};
  font-weight: ${({ theme }) => theme.typography.subtitle.fontWeight};
`;

export const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0 ${({ theme }) => theme.space[1]};
`;

export const WeekdayHeading = styled.th`
  padding: ${({ theme }) => theme.space[1]} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
  font-weight: 400;
  text-align: center;
`;

export const Cell = styled.td`
  padding: 0;
  text-align: center;
`;

export const DayButton = styled.button<{ $selected: boolean; $today: boolean; $unavailable: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  max-width: 100%;
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fontFamily.numeric};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  touch-action: manipulation;
  transition: background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.brandSubtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  ${({ $today, theme }) =>
    $today &&
    css`
      border-color: ${theme.colors.brandStrong};
      font-weight: 700;
    `}

  ${({ $unavailable, theme }) =>
    $unavailable &&
    css`
      color: ${theme.colors.textDisabled};
      text-decoration: line-through;
      cursor: not-allowed;

      &:hover {
        background: transparent;
      }
    `}

  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.brandStrong};
      border-color: ${theme.colors.brandStrong};
      color: ${theme.colors.onBrand};
      font-weight: 700;

      &:hover {
        background: ${theme.colors.brandPressed};
      }
    `}
`;
