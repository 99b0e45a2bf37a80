import styled from 'styled-components';
import type { DividerSpacing, DividerVariant } from './Divider.types';

export const Rule = styled.hr<{ $variant: DividerVariant; $spacing: DividerSpacing }>`
  flex: none;
  align-self: stretch;
  width: auto;
  height: ${({ theme, $variant }) => ($variant === 'section' ? theme.space[2] : '1px')};
  margin: ${({ theme, $spacing }) => `${theme.space[$spacing]} 0`};
  padding: 0;
  border: 0;
  background: ${({ theme, $variant }) => ($variant === 'section' ? theme.colors.background : theme.colors.border)};
`;

export const VerticalRule = styled.span<{ $spacing: DividerSpacing }>`
  display: inline-block;
  flex: none;
  align-self: stretch;
  width: 1px;
  min-height: 1em;
  margin: ${({ theme, $spacing }) => `0 ${theme.space[$spacing]}`};
  vertical-align: middle;
  background: ${({ theme }) => theme.colors.border};
`;

export const Labelled = styled.div<{ $spacing: DividerSpacing }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme, $spacing }) => `${theme.space[$spacing]} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  text-align: center;

  &::before,
  &::after {
    content: '';
    flex: 1 1 0;
    min-width: ${({ theme }) => theme.space[4]};
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;
