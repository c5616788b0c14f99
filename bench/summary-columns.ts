/**
 * Issue 19, branch cols27b: the summary-rows statement of main 05fc47d (front images and ratings from product_images and
 * product_reviews; bench/summary-rows-main.ts, a copy) against this branch's (the columns of migration 0029), on one
 * database, one connection each, lists of 48 alternately A, B, A, B: the backend's CPU per list (from /proc), the
 * client's wall time, and the answers compared (rows by id, JSON).
 *   node --import tsx bench/summary-columns.ts <database url> [rounds]
 */
import { readFileSync } from 'node:fs';
import { connect } from '@toonbank/db/client';
import { findSummaryRowsWithPricing as findB } from '@toonbank/db/repositories/summary-rows';
import { findSummaryRowsWithPricing as findA } from './summary-rows-main.ts';

const [url = '', roundsText = '6'] = process.argv.slice(2);
const rounds = Number(roundsText);
const ticks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in 1/100 s
};
const a = connect(url, { max: 1 });
const b = connect(url, { max: 1 });
const pidOf = async (db: typeof a) => (await db.pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
const [pidA, pidB] = [await pidOf(a), await pidOf(b)];
// The bench's kind of list: 48 visible products of a category in node order, 40 categories; a price list for half.
const { rows: lists } = await a.pool.query<{ ids: number[] }>(
  `select (array_agg(pwn.product_id order by pwn.sort_order, pwn.product_id))[1:48] as ids
     from product_web_nodes pwn join products p on p.id = pwn.product_id and p.is_active and p.is_viewable
    group by pwn.web_node_id having count(*) >= 48 order by pwn.web_node_id limit 40`,
);
const priceList = (await a.pool.query<{ id: number }>('select id from price_lists order by id limit 1')).rows[0]?.id ?? null;
const now = new Date('2026-11-15T12:00:00Z');
const canonical = (read: Awaited<ReturnType<typeof findA>>) =>
  JSON.stringify([[...read.rows].sort((x, y) => x.id - y.id), [...read.facts].sort((x, y) => x[0] - y[0])]);
let differing = 0;
for (const [i, { ids }] of lists.entries()) {
  const list = i % 2 === 0 ? null : priceList;
  if (canonical(await findA(a.db, list, ids, now)) !== canonical(await findB(b.db, list, ids, now))) differing++;
}
console.log(`${lists.length} lists compared, ${differing} differing answers`);
const run = async (find: typeof findA, db: typeof a, pid: number) => {
  const before = ticks(pid);
  const started = performance.now();
  let n = 0;
  for (let k = 0; k < 10; k++)
    for (const [i, { ids }] of lists.entries()) {
      await find(db.db, i % 2 === 0 ? null : priceList, ids, now);
      n++;
    }
  return { cpuMs: ((ticks(pid) - before) * 10) / n, wallMs: (performance.now() - started) / n };
};
for (let r = 0; r < rounds; r++) {
  const ra = await run(findA, a, pidA);
  const rb = await run(findB, b, pidB);
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(
    `pair ${r + 1}: A database CPU ${ra.cpuMs.toFixed(3)} ms/list, wall ${ra.wallMs.toFixed(2)} ms | B ${rb.cpuMs.toFixed(3)} ms/list, wall ${rb.wallMs.toFixed(2)} ms | load ${load}`,
  );
}
await a.close();
await b.close();
