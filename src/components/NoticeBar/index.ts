export { NoticeBar } from './NoticeBar';
export type { NoticeBarProps } from './NoticeBar';
export type { NoticeTone } from './NoticeBar.types';
