import fs from "node:fs";

// Prints one closing line for the whole suite from the jest JSON reports, so CI can read the counts.
const reports = ["reports/jest-unit.json", "reports/jest-e2e.json"].filter((file) => fs.existsSync(file));
let passed = 0;
let failed = 0;
for (const file of reports) {
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
