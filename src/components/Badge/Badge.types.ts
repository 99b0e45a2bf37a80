export type BadgeTone = 'danger' | 'brand' | 'neutral';
