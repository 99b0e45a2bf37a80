export type NoticeTone = 'info' | 'warning';
