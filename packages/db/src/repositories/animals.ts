/** The animals a customer registers (account page animals-good-news). Every query of them lives here. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { customerAnimals } from '../schema/selections.ts';

export interface AnimalRow {
  id: number;
  species: string;
  name: string;
  /** yyyy-mm-dd, or null when not given. */
  birthday: string | null;
}

export interface AnimalValues {
  species: string;
  name: string;
  birthday: string | null;
}

const columns = {
  id: customerAnimals.id,
  species: customerAnimals.species,
  name: customerAnimals.name,
  birthday: customerAnimals.birthday,
};

export async function listAnimals(ex: Executor, customerId: number): Promise<AnimalRow[]> {
  return ex.select(columns).from(customerAnimals).where(eq(customerAnimals.customerId, customerId)).orderBy(asc(customerAnimals.id));
}

export async function countAnimals(ex: Executor, customerId: number): Promise<number> {
  const [row] = await ex.select({ total: count() }).from(customerAnimals).where(eq(customerAnimals.customerId, customerId));
  return row?.total ?? 0;
}

export async function insertAnimal(ex: Executor, customerId: number, values: AnimalValues): Promise<AnimalRow> {
  const [row] = await ex
    .insert(customerAnimals)
    .values({ customerId, ...values })
    .returning(columns);
  return row!;
}

/** Changes one of the customer's animals; undefined when it is not theirs. */
export async function updateAnimal(ex: Executor, customerId: number, id: number, values: AnimalValues): Promise<AnimalRow | undefined> {
  const [row] = await ex
    .update(customerAnimals)
    .set(values)
    .where(and(eq(customerAnimals.customerId, customerId), eq(customerAnimals.id, id)))
    .returning(columns);
  return row;
}

/** Removes one of the customer's animals; whether it was theirs. */
export async function deleteAnimal(ex: Executor, customerId: number, id: number): Promise<boolean> {
  const rows = await ex
    .delete(customerAnimals)
    .where(and(eq(customerAnimals.customerId, customerId), eq(customerAnimals.id, id)))
    .returning({ id: customerAnimals.id });
  return rows.length > 0;
}
