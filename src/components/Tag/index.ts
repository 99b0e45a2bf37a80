export { Tag } from './Tag';
export type { TagProps } from './Tag';
export type { TagEmphasis, TagSize, TagTone } from './Tag.types';
