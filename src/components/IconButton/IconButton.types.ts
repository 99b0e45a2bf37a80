export type IconButtonVariant = 'plain' | 'filled';
