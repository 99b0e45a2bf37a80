import styled, { css } from 'styled-components';
import type { StepState } from './StepIndicator.types';

type Orientation = 'horizontal' | 'vertical';

export const List = styled.ol<{ $orientation: Orientation }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li<{ $orientation: Orientation; $state: StepState; $last: boolean }>`
  position: relative;
  display: flex;
  flex: ${({ $orientation }) => ($orientation === 'horizontal' ? '1 1 0' : 'none')};
  min-width: 0;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'column' : 'row')};
  align-items: ${({ $orientation }) => ($orientation === 'horizontal' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme, $orientation, $last }) => ($orientation === 'vertical' && !$last ? theme.space[4] : 0)};
  text-align: ${({ $orientation }) => ($orientation === 'horizontal' ? 'center' : 'start')};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.textMuted : theme.colors.text)};

  /* The connector to the next step. */
  ${({ $last, $orientation, $state, theme }) =>
    !$last &&
    css`
      &::after {
        content: '';
        position: absolute;
        background: ${$state === 'done' ? theme.colors.brandStrong : theme.colors.border};
        ${$orientation === 'horizontal'
          ? css`
              top: ${theme.space[3]};
              left: calc(50% + ${theme.space[4]});
              right: calc(-50% + ${theme.space[4]});
              height: 2px;
            `
          : css`
              top: ${theme.space[8]};
              bottom: ${theme.space[1]};
              left: calc(${theme.space[3]} - 1px);
              width: 2px;
            `}
      }
    `}
`;

export const Marker = styled.span<{ $state: StepState }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[6]};
  height: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid
    ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.borderStrong : theme.colors.brandStrong)};
  background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.brandStrong : theme.colors.surface)};
  color: ${({ theme, $state }) =>
    $state === 'done' ? theme.colors.onBrand : $state === 'current' ? theme.colors.brandStrong : theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: 1;
  font-weight: 700;
`;

export const Text = styled.div`
  display: flex;
  min-width: 0;
  flex-direction: column;
`;

export const Label = styled.span<{ $state: StepState }>`
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.brandStrong : 'inherit')};
`;

export const Small = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
`;
