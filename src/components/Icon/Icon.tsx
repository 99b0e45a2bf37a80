import { iconPaths, SOLID_ICONS, type IconName } from './paths';

export interface IconProps {
  name: IconName;
  /** Pixel size of the square; defaults to 24. */
  size?: number;
  /**
   * Spoken name. Leave it out when the icon sits beside text that says the same (it is then
   * hidden from screen readers); give it when the icon stands alone.
   */
  label?: string;
  /** Mirrors the drawing for right-to-left arrows, or the back arrow's forward twin. */
  flipped?: boolean;
  /** Fills an outline icon as well (a liked heart, a chosen star). */
  filled?: boolean;
  /** Stroke width of outline icons in drawing units (24 to the side); 2 by default. */
  strokeWidth?: number;
}

/** An inline SVG icon in the current text colour. */
export function Icon({ name, size = 24, label, flipped = false, filled = false, strokeWidth = 2 }: IconProps) {
  const solid = SOLID_ICONS.has(name);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={solid || filled ? 'currentColor' : 'none'}
      stroke={solid ? 'none' : 'currentColor'}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      style={{ flex: 'none', transform: flipped ? 'scaleX(-1)' : undefined }}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
