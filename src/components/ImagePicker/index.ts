export { ImagePicker } from './ImagePicker';
export type { ImagePickerProps } from './ImagePicker';
export type { PickedImage } from './ImagePicker.types';
