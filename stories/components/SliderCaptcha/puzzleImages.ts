/**
 * Deterministic stand-ins for the server's puzzle images: a 310×155 gradient scene with a notch at
 * x 180, y 52, and a 50 px wide piece that fits it. Inline SVG data URIs, so no network is needed.
 */
const svg = (markup: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;

export const NOTCH_X = 180;
export const NOTCH_Y = 52;
export const PIECE_WIDTH = 50;
/** The piece's top edge: the notch's body starts at NOTCH_Y, its knob 6 px above. */
export const PIECE_Y = NOTCH_Y - 6;

const scene = `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ff94b4"/>
      <stop offset="0.55" stop-color="#c86bd9"/>
      <stop offset="1" stop-color="#4f6fe0"/>
    </linearGradient>
  </defs>
  <rect width="310" height="155" fill="url(#sky)"/>
  <circle cx="60" cy="40" r="26" fill="#fff1f5" fill-opacity="0.7"/>
  <path d="M0 125 Q80 85 160 120 T310 105 V155 H0Z" fill="#a01646" fill-opacity="0.45"/>
  <path d="M0 140 Q100 110 200 138 T310 130 V155 H0Z" fill="#18181b" fill-opacity="0.3"/>`;

const notchPath = (x: number, y: number) =>
  `M${x} ${y + 8} a8 8 0 0 1 8 -8 h11 a6 6 0 0 1 12 0 h11 a8 8 0 0 1 8 8 v34 a8 8 0 0 1 -8 8 h-34 a8 8 0 0 1 -8 -8 z`;

export const backgroundUrl = svg(`<svg xmlns="http://www.w3.org/2000/svg" width="310" height="155" viewBox="0 0 310 155">
  ${scene}
  <path d="${notchPath(NOTCH_X, NOTCH_Y)}" fill="#18181b" fill-opacity="0.5" stroke="#ffffff" stroke-width="2"/>
</svg>`);

/** The piece shows the part of the scene the notch cut out, with a white edge. */
export const pieceUrl = svg(`<svg xmlns="http://www.w3.org/2000/svg" width="50" height="56" viewBox="${NOTCH_X} ${PIECE_Y} 50 56">
  <clipPath id="cut"><path d="${notchPath(NOTCH_X, NOTCH_Y)}"/></clipPath>
  <g clip-path="url(#cut)">${scene}</g>
  <path d="${notchPath(NOTCH_X, NOTCH_Y)}" fill="none" stroke="#ffffff" stroke-width="2"/>
</svg>`);
