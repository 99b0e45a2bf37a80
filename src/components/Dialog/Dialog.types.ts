/** alert: one acknowledging button; confirm: cancel and confirm; custom: your content and actions. */
export type DialogVariant = 'alert' | 'confirm' | 'custom';
