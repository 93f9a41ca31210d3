// Rasterises the site's own SVG artwork (artwork/*.svg) into PNGs in content/images/ for gatsby-plugin-image.
// Run after editing a drawing: `npm run artwork`. The PNGs are committed so a build never depends on this step.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const sourceDir = path.join(root, "artwork");
const targetDir = path.join(root, "content/images");
const WIDTH = 1600;

const files = (await fs.readdir(sourceDir)).filter((file) => file.endsWith(".svg") && file !== "brand-icon.svg");
for (const file of files) {
  const svg = await fs.readFile(path.join(sourceDir, file));
  const out = path.join(targetDir, file.replace(/\.svg$/, ".png"));
  const isSharingImage = file.startsWith("og-");
  const image = sharp(svg, { density: 192 });
  await (isSharingImage ? image.resize(1200, 630) : image.resize({ width: WIDTH }))
    .png({ compressionLevel: 9, palette: false })
    .toFile(out);
  console.log(`artwork: ${path.relative(root, out)}`);
}
await fs.copyFile(path.join(sourceDir, "brand-icon.svg"), path.join(targetDir, "brand-icon.svg"));
