/** An image the shopper chose, as the upload flow reports it. */
export interface PickedImage {
  id: string;
  /** A preview address: an object URL of the file or the uploaded image's URL. */
  url: string;
  status: 'uploading' | 'done' | 'error';
  /** 0-100 while uploading, when the flow knows it. */
  progress?: number;
}
