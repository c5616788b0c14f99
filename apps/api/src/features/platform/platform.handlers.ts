import type { RouteHandler } from '@hono/zod-openapi';
import { readDataRevision } from '@toonbank/db/repositories/revisions';
import { catalogueDb, type AppEnv } from '../../lib/context.ts';
import type { getRevision } from './platform.routes.ts';

export const getRevisionHandler: RouteHandler<typeof getRevision, AppEnv> = async (c) => {
  c.header('cache-control', 'no-store');
  return c.json({ Success: true as const, Revision: await readDataRevision(c.var.deps.database.db, catalogueDb(c.var.deps)) }, 200);
};
