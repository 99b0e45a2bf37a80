import styled, { css } from 'styled-components';
import type { SectionVariant } from './Section.types';

export const Block = styled.section<{ $variant: SectionVariant; $divider: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme, $variant }) => {
    switch ($variant) {
      case 'panel':
        return css`
          padding: ${theme.space[4]};
          background: ${theme.colors.surface};
        `;
      case 'card':
        return css`
          padding: ${theme.space[3]};
          border-radius: ${theme.radii.lg};
          background: ${theme.colors.surface};
        `;
      case 'plain':
        return css`
          padding: 0 ${theme.space[4]};
        `;
    }
  }}
  ${({ theme, $divider }) =>
    $divider &&
    css`
      border-top: 1px solid ${theme.colors.border};
    `}
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
