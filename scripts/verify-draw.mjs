// Re-runs an IPO's draw from the public API alone and says whether it matches what the broker published:
// SHA-256(seed) = seedHash, the published entries hash to entriesHash, and every entry's key, rank and lots won (and
// the winner count) come out the same from kabuto-lottery-v1 (packages/api-client/src/lottery.ts, which the server
// draws with and the app's verification page runs in the browser).
//
//   npm run verify:draw -- <offeringId> [--base http://localhost:8080]
//
// Exit status: 0 when it matches, 1 when it does not, 2 when it cannot be checked (not drawn yet, unreachable).
import { checkPublishedDraw, LOTTERY_ALGORITHM_ID } from '../packages/api-client/src/lottery.ts';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = (baseIndex >= 0 ? args[baseIndex + 1] : undefined) ?? process.env.KABUTO_BASE ?? 'http://localhost:8080';
const offeringId = args.find((arg, i) => !arg.startsWith('--') && i !== baseIndex + 1);
if (!offeringId || !/^[A-Za-z0-9_-]{1,64}$/.test(offeringId)) {
  console.error('usage: npm run verify:draw -- <offeringId> [--base http://localhost:PORT]');
  process.exit(2);
}

async function call(path, form) {
  const response = await fetch(new URL(`/api/vue${path}`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const body = await response.json();
  if (body.status !== 1) throw new Error(`${path} answered ${response.status} ${body.msg}`);
  return body.data;
}

let draw;
const entries = [];
try {
  draw = await call('/ipo/draw', { offering_id: offeringId });
  if (draw.algorithmId !== LOTTERY_ALGORITHM_ID) {
    console.error(`This command checks ${LOTTERY_ALGORITHM_ID}; the draw uses ${draw.algorithmId}.`);
    process.exit(2);
  }
  if (draw.state !== 'drawn' || !draw.seed) {
    console.error(`The draw of offering ${offeringId} is ${draw.state}: its seed is published only after the draw.`);
    process.exit(2);
  }
  for (let page = 1; ; page += 1) {
    const data = await call('/ipo/drawEntries', { offering_id: offeringId, page: String(page), size: '100' });
    entries.push(...data.items);
    if (data.items.length === 0 || entries.length >= data.total) break;
  }
} catch (error) {
  console.error(`Could not read the draw from ${base}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const check = checkPublishedDraw(draw, entries);
const problems = [];
if (!check.seed?.matches) problems.push('SHA-256(seed) is not the committed seedHash');
if (!check.entries?.matches) problems.push('the published entries do not hash to entriesHash');
if (!check.entries?.countMatches) problems.push(`${entries.length} entries published, ${draw.entryCount} counted`);
const rerun = check.rerun?.outcome;
if (check.rerun && check.rerun.mismatches > 0)
  problems.push(`${check.rerun.mismatches} entries differ from the re-run (key, rank or lots won)`);
if (check.rerun && !check.rerun.winnersMatch)
  problems.push(`winners: ${rerun?.winnerCount} re-run, ${draw.winnerCount} published`);

console.log(`Offering ${offeringId} at ${base}`);
console.log(`  seedHash     ${draw.seedHash}`);
console.log(`  seed         ${draw.seed}`);
console.log(`  entriesHash  ${draw.entriesHash}`);
console.log(
  `  ${entries.length} entries, ${draw.lotsAvailable} lots, ${rerun?.lotsAllotted} allotted, ${rerun?.winnerCount} winners`,
);
if (problems.length === 0) {
  console.log(`MATCH: re-running ${LOTTERY_ALGORITHM_ID} from the public data gives the published draw.`);
  process.exit(0);
}
console.log('MISMATCH:');
for (const problem of problems) console.log(`  - ${problem}`);
process.exit(1);
