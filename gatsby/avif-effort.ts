/**
 * Every AVIF the build makes is encoded at sharp's effort 2 rather than its default 4. gatsby-plugin-sharp 5
 * passes only `quality` to sharp's avif() (its process-file.js), so no plugin option reaches the effort;
 * this sets it on sharp itself, in the build's process, before any image job runs. Measured on
 * content/images (6 pictures × 5 widths, quality 72, one thread as the plugin runs it): effort 4 took 42.1 s
 * for 335,848 B, effort 2 16.4 s for 336,147 B (+0.09 %). AVIF was most of a cold build's image time.
 */
import sharp from "sharp";

export const AVIF_EFFORT = 2;

type AvifOptions = Parameters<sharp.Sharp["avif"]>[0];
const MARK = Symbol.for("agency-site.avif-effort");
const prototype = (sharp as unknown as { prototype: sharp.Sharp & { [MARK]?: true } }).prototype;

// Once per process, however many times the build loads this file; an explicit effort still wins.
if (!prototype[MARK]) {
  const avif = prototype.avif;
  prototype.avif = function avifAtBuildEffort(this: sharp.Sharp, options?: AvifOptions) {
    return avif.call(this, { effort: AVIF_EFFORT, ...options });
  };
  prototype[MARK] = true;
}
