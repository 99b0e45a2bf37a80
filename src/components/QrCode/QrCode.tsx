import { useMemo } from 'react';
import styled from 'styled-components';
import { QUIET_ZONE_MODULES, encodeQr, modulesToSvgPath } from '../../format/qr';
import { palette } from '../../theme/tokens';

export interface QrCodeProps {
  /** The text to encode, e.g. a voucher code. Up to 213 bytes (UTF-8) fit; see below for longer. */
  value: string;
  /** Width and height in px, quiet zone included; defaults to 160. */
  size?: number;
  /** The accessible name, e.g. "QR code of voucher ABCD 1234": say what the code holds. */
  label: string;
  /** For placing it from outside (`styled(QrCode)`), e.g. centring it in a column. */
  className?: string;
}

/**
 * Always dark modules on white, whatever the theme or the background around it: scanners need
 * the contrast, and the white square is the quiet zone that lets them find the symbol.
 */
const Picture = styled.svg`
  display: block;
  flex: none;
  background: ${palette.neutral[0]};
`;

/**
 * A QR Code (ISO/IEC 18004, level M) of `value` as one inline SVG: the dark modules as a single
 * path on a white square with a 4-module quiet zone, drawn crisp at any size. It is a picture
 * with a name (role="img", `label`); show the value as text beside it too, for people who cannot
 * scan it. A value too long for the encoder (more than 213 UTF-8 bytes, version 10) renders
 * nothing; it does not throw.
 */
export function QrCode({ value, size = 160, label, className }: QrCodeProps) {
  const drawing = useMemo(() => {
    const symbol = encodeQr(value);
    return symbol && { side: symbol.size + 2 * QUIET_ZONE_MODULES, path: modulesToSvgPath(symbol.modules) };
  }, [value]);
  if (drawing === null) return null;
  const { side, path } = drawing;
  return (
    <Picture
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      focusable="false"
    >
      <path d={path} fill={palette.neutral[900]} />
    </Picture>
  );
}
