import styled, { type DefaultTheme } from 'styled-components';
import type { OrderStatus } from './OrderCard.types';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &:has(h3 a:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const OrderNo = styled.h3`
  margin: 0;
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;

  a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }

  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const tones = (theme: DefaultTheme): Record<OrderStatus, { color: string; background: string }> => ({
  pendingPayment: { color: theme.colors.warning, background: theme.colors.warningSubtle },
  paid: { color: theme.colors.info, background: theme.colors.infoSubtle },
  shipped: { color: theme.colors.info, background: theme.colors.infoSubtle },
  completed: { color: theme.colors.success, background: theme.colors.successSubtle },
  cancelled: { color: theme.colors.textMuted, background: theme.colors.surfaceMuted },
  refunding: { color: theme.colors.warning, background: theme.colors.warningSubtle },
  refunded: { color: theme.colors.textMuted, background: theme.colors.surfaceMuted },
});

export const Status = styled.span<{ $status: OrderStatus }>`
  flex: none;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $status }) => tones(theme)[$status].background};
  color: ${({ theme, $status }) => tones(theme)[$status].color};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
  font-weight: 700;
  white-space: nowrap;
`;

export const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    flex: 0 1 64px;
    min-width: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    aspect-ratio: 1 / 1;
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 700;
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Total = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;

export const Actions = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.raised};
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
