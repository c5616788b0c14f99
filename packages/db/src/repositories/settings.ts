import { asc } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { settings } from '../schema/settings.ts';

export async function listSettings(db: Executor): Promise<{ name: string; value: unknown }[]> {
  return db.select({ name: settings.name, value: settings.value }).from(settings).orderBy(asc(settings.name));
}
