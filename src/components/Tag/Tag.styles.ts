import styled, { type DefaultTheme } from 'styled-components';
import type { TagEmphasis, TagSize, TagTone } from './Tag.types';

interface ToneColors {
  strong: string;
  subtle: string;
}

const toneColors = (theme: DefaultTheme, tone: TagTone): ToneColors => {
  switch (tone) {
    case 'brand':
      return { strong: theme.colors.brandStrong, subtle: theme.colors.brandSubtle };
    case 'neutral':
      return { strong: theme.colors.textMuted, subtle: theme.colors.surfaceMuted };
    case 'success':
      return { strong: theme.colors.success, subtle: theme.colors.successSubtle };
    case 'warning':
      return { strong: theme.colors.warning, subtle: theme.colors.warningSubtle };
    case 'danger':
      return { strong: theme.colors.danger, subtle: theme.colors.dangerSubtle };
    case 'info':
      return { strong: theme.colors.info, subtle: theme.colors.infoSubtle };
  }
};

export const StyledTag = styled.span<{ $tone: TagTone; $emphasis: TagEmphasis; $size: TagSize }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[1] : theme.space[2])};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone, $emphasis }) =>
    $emphasis === 'solid' ? toneColors(theme, $tone).strong : toneColors(theme, $tone).subtle};
  color: ${({ theme, $tone, $emphasis }) => ($emphasis === 'solid' ? theme.colors.onBrand : toneColors(theme, $tone).strong)};
  font-size: ${({ theme, $size }) => theme.typography[$size === 'sm' ? 'caption' : 'small'].fontSize};
  line-height: ${({ theme, $size }) => theme.typography[$size === 'sm' ? 'caption' : 'small'].lineHeight};
  font-weight: 700;
  vertical-align: middle;
`;

export const TagText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
