import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies every pending migration (idempotent). Several processes at once: see `prepareDatabase` (open.ts), which locks. */
export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}

let newestMigration: number | undefined;
/** The `when` of the newest migration in the journal: drizzle records it as `created_at` of the applied migration. */
function newestMigrationTime(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: { when: number }[] };
    newestMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/** Whether every migration this code knows is applied to the database (readiness: a process must not serve an older schema). */
export async function migrationsApplied(database: Database): Promise<boolean> {
  try {
    const { rows } = await database.db.execute<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    const newest = rows[0]?.newest;
    return newest != null && Number(newest) >= newestMigrationTime();
  } catch (error) {
    // No migrations table yet: nothing is applied.
    if ((error as { code?: string }).code === '42P01' || (error as { cause?: { code?: string } }).cause?.code === '42P01') return false;
    throw error;
  }
}
