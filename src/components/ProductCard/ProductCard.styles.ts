import styled, { css } from 'styled-components';
import type { ProductCardLayout } from './ProductCard.types';

export const Card = styled.article<{ $layout: ProductCardLayout; $unavailable: boolean }>`
  position: relative;
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'grid' ? 'column' : 'row')};
  gap: ${({ theme, $layout }) => ($layout === 'grid' ? 0 : theme.space[3])};
  padding: ${({ theme, $layout }) => ($layout === 'grid' ? 0 : theme.space[3])};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
  min-width: 0;

  &:has(a:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Media = styled.div<{ $layout: ProductCardLayout; $unavailable: boolean }>`
  position: relative;
  flex: none;
  align-self: flex-start;
  width: ${({ $layout }) => ($layout === 'grid' ? '100%' : '96px')};
  border-radius: ${({ theme, $layout }) => ($layout === 'grid' ? 0 : theme.radii.md)};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  ${({ $unavailable }) =>
    $unavailable &&
    css`
      filter: grayscale(1);
      opacity: 0.6;
    `}

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1 / 1;
    object-fit: cover;
  }
`;

export const MediaLabel = styled.span`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  font-weight: 700;
  text-align: center;
`;

export const Info = styled.div<{ $layout: ProductCardLayout }>`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme, $layout }) => ($layout === 'grid' ? theme.space[2] : 0)};
`;

export const Brand = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Name = styled.h3<{ $unavailable: boolean }>`
  margin: 0;
  color: ${({ theme, $unavailable }) => ($unavailable ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
  font-weight: 400;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;

  a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }

  /* The name's link covers the whole card, so the card is one tap target and one tab stop. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export const Line = styled.p<{ $tone: 'member' | 'estimate' | 'muted' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
  font-weight: ${({ $tone }) => ($tone === 'muted' ? 400 : 700)};
  color: ${({ theme, $tone }) =>
    $tone === 'member' ? theme.colors.warning : $tone === 'estimate' ? theme.colors.price : theme.colors.textMuted};
`;

export const Coupons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;

  li {
    display: flex;
    max-width: 100%;
  }
`;

export const PriceRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
`;

export const CartButton = styled.button`
  position: relative;
  flex: none;
  z-index: ${({ theme }) => theme.zIndices.raised};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.onBrand};
  cursor: pointer;
  touch-action: manipulation;

  &:active:not(:disabled) {
    background: ${({ theme }) => theme.colors.brandPressed};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.disabledSurface};
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;
