/**
 * Validates the structured data of one HTML page (read on stdin) with @adobe/structured-data-validator against
 * the vendored schema.org vocabulary (__tests__/fixtures/schemaorg/), and prints what the extractor found and the
 * issues as JSON. A Node process of its own: the validator is native ESM, which the unit tests' CommonJS
 * modules cannot load.
 *
 * The package has no rules for articles yet, so this adds Google's Article recommendations (Search Central,
 * «Article structured data»: headline, image, datePublished, dateModified, author with name and url) through the
 * package's own handler API, with dates checked as ISO 8601 date-times with their offset.
 */
import fs from "node:fs";
import zlib from "node:zlib";
import Validator from "@adobe/structured-data-validator";
import BaseValidator from "@adobe/structured-data-validator/src/types/base.js";
import WebAutoExtractor from "@marbec/web-auto-extractor";

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

class ArticleValidator extends BaseValidator {
  getConditions() {
    return [
      this.recommended("headline", "string"),
      this.recommended("image"),
      this.isoDateTime("datePublished"),
      this.isoDateTime("dateModified"),
      this.recommended("author"),
      this.recommended("author.name", "string"),
      this.recommended("author.url", "url"),
    ].map((condition) => condition.bind(this));
  }

  isoDateTime(name) {
    return (data) => {
      const value = data[name];
      if (typeof value === "string" && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return null;
      return {
        issueMessage: `"${name}" must be an ISO 8601 date and time with its offset; it is ${JSON.stringify(value)}`,
        severity: "WARNING",
        path: this.path,
        fieldNames: [name],
      };
    };
  }
}

const vocabulary = new URL("../fixtures/schemaorg/schemaorg-all-https.jsonld.gz", import.meta.url);
const schemaOrg = JSON.parse(zlib.gunzipSync(fs.readFileSync(vocabulary)).toString("utf8"));
const html = fs.readFileSync(0, "utf8");
const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(html);
// The validator deletes each item's location while it runs: keep a copy of what was extracted.
const found = JSON.parse(JSON.stringify(extracted));

const validator = new Validator(schemaOrg);
for (const type of ["Article", "BlogPosting", "NewsArticle"]) {
  validator.registeredHandlers[type] = [
    ...(validator.registeredHandlers[type] ?? []),
    () => Promise.resolve({ default: ArticleValidator }),
  ];
}
const issues = await validator.validate(extracted);
process.stdout.write(JSON.stringify({ extracted: found, issues }));
