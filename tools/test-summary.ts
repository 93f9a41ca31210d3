import fs from "node:fs";

// Prints one closing line for the whole suite from the jest JSON reports, so CI can read the counts.
const reports = ["reports/jest-unit.json", "reports/jest-e2e.json", "reports/jest-develop.json"]
  .filter((file) => fs.existsSync(file))
  .map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number });
const passed = reports.reduce((sum, report) => sum + report.numPassedTests, 0);
const failed = reports.reduce((sum, report) => sum + report.numFailedTests, 0);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
