export interface SegmentOption {
  value: string;
  label: string;
  disabled?: boolean;
}
