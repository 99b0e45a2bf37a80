import styled from 'styled-components';

export const Card = styled.article<{ $inactive: boolean }>`
  position: relative;
  display: flex;
  min-height: 104px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
  color: ${({ theme, $inactive }) => ($inactive ? theme.colors.textMuted : theme.colors.text)};
`;

export const Stub = styled.div<{ $inactive: boolean }>`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 96px;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme, $inactive }) => ($inactive ? theme.colors.surfaceMuted : theme.colors.brandSubtle)};
  color: ${({ theme, $inactive }) => ($inactive ? theme.colors.textMuted : theme.colors.brandStrong)};
  border-right: 2px dashed ${({ theme }) => theme.colors.border};
  text-align: center;
`;

export const Value = styled.span`
  font-size: ${({ theme }) => theme.typography.headline.fontSize};
  line-height: ${({ theme }) => theme.typography.headline.lineHeight};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const ValueWords = styled.span`
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};
  font-weight: 700;
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.bodyStrong.fontSize};
  line-height: ${({ theme }) => theme.typography.bodyStrong.lineHeight};
  font-weight: 700;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

export const Line = styled.p<{ $tone?: 'muted' | 'warning' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${({ $tone }) => ($tone === 'warning' ? 700 : 400)};
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[1]};
`;

export const Stamp = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.bodyStrong.fontSize};
  font-weight: 700;
`;
