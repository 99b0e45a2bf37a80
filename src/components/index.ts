export * from './Button';
export * from './Icon';
export * from './Price';
export * from './Spinner';
export * from './TextField';
export * from './VisuallyHidden';
