/**
 * Issue 19, branch cols27b: the database CPU of a review write and an image write with the triggers of migration 0029
 * (B) and with them disabled (A: what main does), alternately A, B, A, B on one connection: 100 one-row inserts, each
 * updated (visibility / type) and deleted, per round, inside a transaction rolled back.
 *   node --import tsx bench/summary-columns-writes.ts <database url> [rounds]
 */
import { readFileSync } from 'node:fs';
import { connect } from '@toonbank/db/client';

const [url = '', roundsText = '4'] = process.argv.slice(2);
const db = connect(url, { max: 1 });
const pid = (await db.pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
const ticks = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
const ids = (await db.pool.query<{ id: number }>('select id from products order by id limit 100 offset 500')).rows.map((r) => r.id);
const TRIGGERS = ['product_reviews_summary_insert', 'product_reviews_summary_update', 'product_reviews_summary_delete'];
const IMAGE_TRIGGERS = ['product_images_summary_insert', 'product_images_summary_update', 'product_images_summary_delete'];
async function round(enabled: boolean) {
  const q = (text: string, values?: unknown[]) => db.pool.query(text, values);
  await q('begin');
  for (const name of TRIGGERS) await q(`alter table product_reviews ${enabled ? 'enable' : 'disable'} trigger ${name}`);
  for (const name of IMAGE_TRIGGERS) await q(`alter table product_images ${enabled ? 'enable' : 'disable'} trigger ${name}`);
  let before = ticks();
  for (const id of ids) {
    const r = await q(
      `insert into product_reviews (product_id, rating, content, first_name, is_visible) values ($1, 4, 'x', 'x', true) returning id`,
      [id],
    );
    await q('update product_reviews set is_visible = false where id = $1', [r.rows[0].id]);
    await q('delete from product_reviews where id = $1', [r.rows[0].id]);
  }
  const review = ((ticks() - before) * 10) / (ids.length * 3);
  before = ticks();
  for (const id of ids) {
    const r = await q(`insert into product_images (product_id, url, type) values ($1, '/x.jpg', 'Front') returning id`, [id]);
    await q(`update product_images set type = 'Standard' where id = $1`, [r.rows[0].id]);
    await q('delete from product_images where id = $1', [r.rows[0].id]);
  }
  const image = ((ticks() - before) * 10) / (ids.length * 3);
  await q('rollback');
  return { review, image };
}
for (let r = 0; r < Number(roundsText); r++) {
  const a = await round(false);
  const b = await round(true);
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(
    `pair ${r + 1}: per review write A ${a.review.toFixed(2)} B ${b.review.toFixed(2)} ms; per image write A ${a.image.toFixed(2)} B ${b.image.toFixed(2)} ms (database CPU) | load ${load}`,
  );
}
await db.close();
