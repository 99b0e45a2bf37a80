export * from './orderActions';
export * from './orderTabs';
export { OrderConfirmDialog, type OrderConfirmDialogProps } from './OrderConfirmDialog';
export { OrderButtons, orderCardActions, type OrderButtonsProps } from './OrderButtons';
