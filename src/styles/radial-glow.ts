/** A soft elliptical glow, measured in percentages of the box it lights. */
export interface Glow {
  color: string;
  /** Where the glow is brightest, as CSS `at x% y%`. */
  at: readonly [number, number];
  /** The ellipse's radii, as CSS `rx% ry%`. */
  radius: readonly [number, number];
  /** The share of the radius where the glow has faded to nothing. */
  fadeAt: number;
}

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/**
 * One background layer drawing `glow` over only the part of the box where it is visible. The same pixels
 * as `radial-gradient(rx% ry% at x% y%, …)` over the whole box, but a phone without GPU raster paints every
 * pixel of a gradient's box: a glow in a corner of the hero cost the whole hero's area before the first paint.
 */
export function radialGlowLayer({ color, at: [x, y], radius: [rx, ry], fadeAt }: Glow): string {
  const span = (center: number, r: number) => {
    const start = Math.max(0, center - r * fadeAt);
    const size = Math.min(100, center + r * fadeAt) - start;
    // background-position's percentage aligns that point of the layer with that point of the box.
    const position = size >= 100 ? 0 : (start / (100 - size)) * 100;
    return { start, size, position };
  };
  const h = span(x, rx);
  const v = span(y, ry);
  const gradient =
    `radial-gradient(${percent((rx / h.size) * 100)} ${percent((ry / v.size) * 100)} at ` +
    `${percent(((x - h.start) / h.size) * 100)} ${percent(((y - v.start) / v.size) * 100)}, ` +
    `${color} 0%, transparent ${percent(fadeAt * 100)})`;
  return `${gradient} ${percent(h.position)} ${percent(v.position)} / ${percent(h.size)} ${percent(v.size)} no-repeat`;
}
