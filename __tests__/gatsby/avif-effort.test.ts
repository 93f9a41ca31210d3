/** @jest-environment node */
import sharp from "sharp";
import { AVIF_EFFORT } from "../../gatsby/avif-effort";

/** A small picture with detail enough for the encoder's effort to show in its bytes. */
const picture = () =>
  sharp({ create: { width: 160, height: 100, channels: 3, background: "#1a1f3d" } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="160" height="100"><circle cx="50" cy="50" r="40" fill="#a594ff"/><text x="70" y="60" font-size="30" fill="#5eead4">IA</text></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

describe("AVIF at the build's effort (gatsby-plugin-sharp passes only the quality)", () => {
  it("encodes at effort 2 when the caller names only the quality, as gatsby-plugin-sharp does", async () => {
    expect(AVIF_EFFORT).toBe(2);
    const source = await picture();
    const [byPlugin, atEffort2, atEffort4] = await Promise.all([
      sharp(source).avif({ quality: 72 }).toBuffer(),
      sharp(source).avif({ quality: 72, effort: 2 }).toBuffer(),
      sharp(source).avif({ quality: 72, effort: 4 }).toBuffer(),
    ]);
    expect(byPlugin.equals(atEffort2)).toBe(true);
    // The check above means something only if the effort changes the file.
    expect(atEffort2.equals(atEffort4)).toBe(false);
  });

  it("still encodes AVIF (not another format) and leaves other encoders alone", async () => {
    const source = await picture();
    const metadata = await sharp(await sharp(source).avif({ quality: 72 }).toBuffer()).metadata();
    expect(metadata.format).toBe("heif");
    expect(metadata.compression).toBe("av1");
    expect((await sharp(await sharp(source).webp({ quality: 72 }).toBuffer()).metadata()).format).toBe("webp");
  });
});
