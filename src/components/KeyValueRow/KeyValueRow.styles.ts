import styled, { css } from 'styled-components';
import type { KeyValueDensity } from './KeyValueRow.types';

export const List = styled.dl<{ $density: KeyValueDensity }>`
  margin: 0;
  ${({ theme, $density }) =>
    $density === 'regular'
      ? css`
          display: grid;
          grid-template-columns: auto 1fr;
          gap: ${theme.space[2]} ${theme.space[4]};
          align-self: stretch;
          text-align: start;
          font-size: ${theme.typography.body.fontSize};
          line-height: ${theme.typography.body.lineHeight};
        `
      : css`
          display: inline-grid;
          grid-template-columns: auto auto;
          gap: 0 ${theme.space[2]};
          font-size: ${theme.typography.small.fontSize};
          line-height: ${theme.typography.small.lineHeight};
        `}
`;

/** One pair: takes a whole row of the list's grid and lines up with the other rows' columns. */
export const Row = styled.div<{ $emphasis: boolean }>`
  display: grid;
  grid-template-columns: subgrid;
  grid-column: 1 / -1;
  align-items: baseline;

  dt {
    color: ${({ theme, $emphasis }) => ($emphasis ? theme.colors.text : theme.colors.textMuted)};
    font-weight: ${({ $emphasis }) => ($emphasis ? 700 : 'inherit')};
  }

  dd {
    margin: 0;
    text-align: end;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ $emphasis }) => ($emphasis ? 700 : 'inherit')};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
