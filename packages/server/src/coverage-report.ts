// Prints which of the contract's operations the reference server implements, as a table per tag. Pending
// operations are expected while features land area by area; a served route the contract lacks is an error.
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { contractCoverage, noDatabase } from './http/coverage.ts';
import { contract, operations, type Operation } from './http/contract.ts';

const app = createApp({ db: noDatabase, clock: systemClock, config: { marketClock: 'real' } });
const { implemented, undocumented } = contractCoverage(app);
const served = new Set(implemented.map((op) => op.operationId));

const tagOf = (op: Operation) => (op.object as { tags?: string[] }).tags?.[0] ?? '(untagged)';
const declared = ((contract as { tags?: { name: string }[] }).tags ?? []).map((tag) => tag.name);
const tags = [...new Set([...declared, ...operations.map(tagOf)])].filter((tag) =>
  operations.some((op) => tagOf(op) === tag),
);
const rows = tags.map((tag) => {
  const ops = operations.filter((op) => tagOf(op) === tag);
  const done = ops.filter((op) => served.has(op.operationId)).length;
  return { tag, operations: ops.length, implemented: done, pending: ops.length - done };
});

const header = ['tag', 'operations', 'implemented', 'pending'];
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => String(Object.values(row)[i]).length)),
);
const line = (cells: (string | number)[]) =>
  `| ${cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(Object.values(row)));
console.log(line(['all', operations.length, implemented.length, operations.length - implemented.length]));

if (undocumented.length > 0) {
  console.error(`\nRoutes the contract does not describe: ${undocumented.join(', ')}`);
  process.exit(1);
}
