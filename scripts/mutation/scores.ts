// The mutation score of each area (issue 24's goals), read from the suites' last reports; exits 1
// when an enforced area is below its goal. `--files` adds a line per file, `--survivors` the
// undetected mutants' kinds per file (what the next tests should target), `--json <file>` writes the
// counts of `npm test` (an enforced area meeting its goal passes, one below it fails), `--report
// <file>` reads one report instead.
//   node scripts/mutation/scores.ts [--report <file>] [--files] [--survivors] [--json <file>]
import { writeFileSync } from 'node:fs';
import { AREAS, addMutant, areaOf, emptyCounts, isUndetected, readAllReports, readReport, score, type Counts } from './report.ts';

const args = process.argv.slice(2);
const reportFile = args.includes('--report') ? args[args.indexOf('--report') + 1]! : undefined;
const showFiles = args.includes('--files') || args.includes('--survivors');
const showSurvivors = args.includes('--survivors');
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;

const { report, missing } = reportFile ? { report: readReport(reportFile), missing: [] } : readAllReports();
for (const file of missing) console.log(`No report at ${file} yet: npm run test:mutation writes it.`);
const perArea = new Map(AREAS.map((area) => [area.name, emptyCounts()]));
const perFile = new Map<string, Counts>();
for (const [file, { mutants }] of Object.entries(report.files)) {
  const area = areaOf(file);
  if (!area) continue;
  const fileCounts = emptyCounts();
  for (const mutant of mutants) {
    addMutant(fileCounts, mutant);
    addMutant(perArea.get(area.name)!, mutant);
  }
  perFile.set(file, fileCounts);
}

const percent = (value: number | null) => (value === null ? '   —  ' : `${value.toFixed(1).padStart(5)}%`);
const detail = (c: Counts) =>
  `${c.killed + c.timeout} of ${c.killed + c.timeout + c.survived + c.noCoverage} detected (${c.survived} survived, ${c.noCoverage} not covered` +
  `${c.staticTested ? `, ${c.staticTested} static tested` : ''}${c.ignored ? `, ${c.ignored} static left out` : ''})`;

let belowGoal = 0;
let met = 0;
console.log('Mutation score per area:');
for (const area of AREAS) {
  const counts = perArea.get(area.name)!;
  const value = score(counts);
  // An enforced area without a measurement fails too: no report is not a pass.
  const below = area.goal !== null && (value === null ? area.enforced : value < area.goal);
  if (area.enforced && below) belowGoal++;
  if (area.enforced && !below) met++;
  const goal = area.goal === null ? 'no goal yet' : `goal ${area.goal}%${area.enforced ? '' : ' (measured)'}`;
  console.log(`  ${percent(value)}  ${area.name.padEnd(28)} ${goal.padEnd(22)} ${below ? 'BELOW ' : ''}${detail(counts)}`);
  if (!showFiles) continue;
  for (const [file, fileCounts] of [...perFile].filter(([f]) => areaOf(f) === area).sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`      ${percent(score(fileCounts))}  ${file}  ${detail(fileCounts)}`);
    if (!showSurvivors) continue;
    const kinds = new Map<string, number>();
    for (const m of report.files[file]!.mutants.filter(isUndetected)) kinds.set(m.mutatorName, (kinds.get(m.mutatorName) ?? 0) + 1);
    const top = [...kinds].sort((a, b) => b[1] - a[1]).map(([kind, n]) => `${kind} ${n}`);
    if (top.length) console.log(`               undetected by kind: ${top.join(', ')}`);
  }
}
if (belowGoal) console.log(`${belowGoal} enforced area(s) below their goal.`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed: met, failed: belowGoal }));
process.exit(belowGoal ? 1 : 0);
