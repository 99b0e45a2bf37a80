export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';
