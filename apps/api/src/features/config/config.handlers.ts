import type { RouteHandler } from '@hono/zod-openapi';
import { listSettings } from '@toonbank/db/repositories/settings';
import type { AppEnv } from '../../lib/context.ts';
import type { getConfig } from './config.routes.ts';

/** §1: the shop ships to NL, BE and ES. */
const REGIONS = [
  { Code: 'NL', Name: 'Nederland' },
  { Code: 'BE', Name: 'België' },
  { Code: 'ES', Name: 'Spanje' },
];

export const getConfigHandler: RouteHandler<typeof getConfig, AppEnv> = async (c) => {
  const settings = await listSettings(c.var.deps.database.db);
  return c.json(
    { Success: true as const, Data: { Settings: settings.map((s) => ({ Name: s.name, Value: s.value })), Regions: REGIONS } },
    200,
  );
};
