import type { Database } from '@toonbank/db/client';
import { migrationsApplied } from '@toonbank/db/migrate';

/** `/readyz` (issue 18): whether this process can serve, for load balancers and orchestrators. */

/** A readiness check must answer, also when the database does not. */
export const READINESS_TIMEOUT_MS = 2000;

function withinReadinessTime<T>(work: Promise<T>, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), READINESS_TIMEOUT_MS)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Ready when the database answers and every migration of this code is applied. */
export function databaseReadiness(database: Database): Promise<string | null> {
  return withinReadinessTime(
    migrationsApplied(database).then(
      (applied) => (applied ? null : 'de database mist migraties'),
      () => 'de database is niet bereikbaar',
    ),
    'de database antwoordt niet',
  );
}

/** A read replica (DATABASE_READ_URL, decision 0019) must answer too: catalogue reads go there. */
export function replicaReadiness(database: Database): Promise<string | null> {
  return withinReadinessTime(
    database.pool.query('select 1').then(
      () => null,
      () => 'de leesreplica is niet bereikbaar',
    ),
    'de leesreplica antwoordt niet',
  );
}

/** A storefront node (API_URL) is ready when its API node is. */
export async function apiReadiness(apiUrl: string): Promise<string | null> {
  try {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}/readyz`, { signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? null : `de API is niet gereed (${response.status})`;
  } catch {
    return 'de API is niet bereikbaar';
  }
}
