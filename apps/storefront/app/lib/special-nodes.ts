/**
 * Special web nodes (§3 Config "special web nodes": actie, meer=minder, op=op,
 * homePopular, sampleProducts, dailyDiscount, kassakoopjes...). The
 * `specialWebNodes` setting (or the same key inside the `shop` setting) maps
 * each key to its node: an id, or an object with id, code and url.
 */
export interface SpecialNode {
  id: number;
  code: string | null;
  url: string | null;
}

function toNode(value: unknown): SpecialNode | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return { id: value, code: null, url: null };
  if (typeof value === 'string' && /^\d+$/.test(value)) return { id: Number(value), code: null, url: null };
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = toNode(record.id ?? record.Id)?.id;
  if (!id) return null;
  const code = record.code ?? record.Code;
  const url = record.url ?? record.Url;
  return { id, code: typeof code === 'string' ? code : null, url: typeof url === 'string' ? url : null };
}

function nested(settings: Record<string, unknown>): unknown {
  const shop = settings.shop;
  return typeof shop === 'object' && shop !== null ? (shop as Record<string, unknown>).specialWebNodes : undefined;
}

/** The special nodes from the config settings (by setting name). */
export function readSpecialNodes(settings: Record<string, unknown>): Record<string, SpecialNode> {
  const raw = settings.specialWebNodes ?? nested(settings);
  if (typeof raw !== 'object' || raw === null) return {};
  const result: Record<string, SpecialNode> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const node = toNode(value);
    if (node) result[key] = node;
  }
  return result;
}

/** The ids of all special nodes: they are not animal categories, so the category menus leave them out. */
export function specialNodeIds(settings: Record<string, unknown>): Set<number> {
  return new Set(Object.values(readSpecialNodes(settings)).map((node) => node.id));
}
