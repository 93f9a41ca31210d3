import { radialGlowLayer, type Glow } from "../../src/styles/radial-glow";

/** How far through its fade a glow is at a point of the box (0 brightest, ≥ fadeAt nothing), per layer syntax. */
function fadeAtPoint(layer: string, [px, py]: [number, number]): number {
  const match = layer.match(
    /^radial-gradient\(([\d.]+)% ([\d.]+)% at ([\d.]+)% ([\d.]+)%, .+\) ([\d.]+)% ([\d.]+)% \/ ([\d.]+)% ([\d.]+)% no-repeat$/,
  );
  if (!match) throw new Error(`not a sized glow layer: ${layer}`);
  const [rx, ry, cx, cy, posX, posY, width, height] = match.slice(1).map((value) => Number(value ?? NaN)) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const left = ((100 - width) * posX) / 100;
  const top = ((100 - height) * posY) / 100;
  if (px < left || px > left + width || py < top || py > top + height) return Infinity;
  const [lx, ly] = [((px - left) / width) * 100, ((py - top) / height) * 100];
  return Math.hypot((lx - cx) / rx, (ly - cy) / ry);
}

const wholeBoxFade = ({ at: [x, y], radius: [rx, ry] }: Glow, [px, py]: [number, number]) =>
  Math.hypot((px - x) / rx, (py - y) / ry);

describe("radialGlowLayer", () => {
  const glows: Glow[] = [
    { color: "rgba(165,148,255,0.30)", at: [78, 18], radius: [55, 60], fadeAt: 0.7 },
    { color: "rgba(94,234,212,0.16)", at: [12, 85], radius: [45, 50], fadeAt: 0.7 },
    { color: "red", at: [50, 50], radius: [20, 30], fadeAt: 1 },
    { color: "red", at: [50, 50], radius: [90, 90], fadeAt: 0.8 },
  ];

  it.each(glows)("lights every point of the box as the same glow over the whole box would ($at)", (glow) => {
    const layer = radialGlowLayer(glow);
    for (let px = 0; px <= 100; px += 2.5) {
      for (let py = 0; py <= 100; py += 2.5) {
        const expected = wholeBoxFade(glow, [px, py]);
        const actual = fadeAtPoint(layer, [px, py]);
        if (expected < glow.fadeAt - 0.01) expect(actual).toBeCloseTo(expected, 2);
        else expect(actual).toBeGreaterThanOrEqual(glow.fadeAt - 0.01);
      }
    }
  });

  it("paints only the part of the box where the glow shows", () => {
    expect(radialGlowLayer(glows[0]!)).toBe(
      "radial-gradient(90.91% 100% at 63.64% 30%, rgba(165,148,255,0.30) 0%, transparent 70%) 100% 0% / 60.5% 60% no-repeat",
    );
    expect(radialGlowLayer(glows[3]!)).toMatch(/ 0% 0% \/ 100% 100% no-repeat$/);
  });
});
