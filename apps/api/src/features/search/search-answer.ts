/**
 * The search answer as `c.json` writes it, byte for byte (issue 19, the list of 48; decision 0020, 2026-11-27 night),
 * with `Vary: Accept-Encoding` set with it (as `sendJsonAnswer` does): the server's `hono/compress` would add it once
 * the answer is made, and a header set on a made answer turns @hono/node-server's light response into a web Response
 * whose body is then read back as a stream (about a tenth of the shop's CPU under the list of 48).
 *
 * A list without keyword and without facet choices has the facets of a count the index keeps (decision 0020): the same
 * array for every request until the index or the discount window moves on (`toFacets`). Their UTF-8 JSON (17 KB of the
 * list of 48's 55 KB at 100k, and the part with '›', which makes the whole answer a two-byte string) is made once per
 * array and spliced in: one kept Buffer per such array, living as long as the array.
 */
import type { Context } from 'hono';

/** The UTF-8 JSON of the kept facets arrays, made the first time each is answered. */
const facetsJson = new WeakMap<object, Buffer>();

interface SearchAnswer {
  Success: true;
  Data: { Facets: readonly object[] } & object;
}

/**
 * The UTF-8 bytes of `JSON.stringify(body)`, with the JSON of `Data.Facets` made once per array (it must not change
 * once answered: the kept facets are never changed).
 */
export function searchAnswerBytes(body: SearchAnswer): Buffer {
  let facets = facetsJson.get(body.Data.Facets);
  if (!facets) facetsJson.set(body.Data.Facets, (facets = Buffer.from(JSON.stringify(body.Data.Facets), 'utf8')));
  const data = body.Data as unknown as Record<string, unknown>;
  // Each key of Data in its order as JSON.stringify writes it (an undefined value is left out), the facets as kept.
  const parts: Buffer[] = [];
  let text = `{"Success":${JSON.stringify(body.Success)},"Data":{`;
  let first = true;
  for (const key of Object.keys(data)) {
    const json = key === 'Facets' ? '' : JSON.stringify(data[key]);
    if (json === undefined) continue;
    text += `${first ? '' : ','}${JSON.stringify(key)}:${json}`;
    first = false;
    if (key === 'Facets') {
      parts.push(Buffer.from(text, 'utf8'), facets);
      text = '';
    }
  }
  parts.push(Buffer.from(`${text}}}`, 'utf8'));
  return Buffer.concat(parts);
}

/**
 * The search answer as `c.json(body, 200)` sends it, with `Vary: Accept-Encoding`; with `keptFacets` (a list whose
 * facets the index keeps) written by `searchAnswerBytes`.
 */
export function sendSearchAnswer<B extends SearchAnswer>(c: Context, body: B, keptFacets: boolean) {
  c.header('vary', 'Accept-Encoding');
  const plain = () => c.json(body, 200);
  if (!keptFacets) return plain();
  const bytes = searchAnswerBytes(body) as Uint8Array<ArrayBuffer>;
  return c.body(bytes, 200, { 'content-type': 'application/json' }) as unknown as ReturnType<typeof plain>;
}
