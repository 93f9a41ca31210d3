/**
 * Jest's transform: SWC, with JSX through Emotion's runtime as the site's Babel (babel-preset-gatsby) builds
 * it. Not Babel itself: on a fresh clone, where Jest has no cache, Babel spent ~175 s of CPU turning the
 * ~900 test and source files into CommonJS (the unit run 507 → 332 CPU-s once cached); SWC does it in a
 * few. One transformer per syntax: TypeScript's parser reads `<T>value` as JSX only in .tsx files.
 */
const { createTransformer } = require("@swc/jest");

const react = { runtime: "automatic", importSource: "@emotion/react" };
const transformers = {
  ts: createTransformer({ jsc: { parser: { syntax: "typescript" } } }),
  tsx: createTransformer({ jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react } } }),
  js: createTransformer({ jsc: { parser: { syntax: "ecmascript", jsx: true }, transform: { react } } }),
};

const transformerFor = (filename) =>
  filename.endsWith(".tsx") ? transformers.tsx : filename.endsWith(".ts") ? transformers.ts : transformers.js;

module.exports = {
  process: (source, filename, options) => transformerFor(filename).process(source, filename, options),
  getCacheKey: (source, filename, options) => transformerFor(filename).getCacheKey(source, filename, options),
};
