/** The animals a customer registers (account page animals-good-news): at most MAX_ANIMALS, birthdays checked against today. */
import { MAX_ANIMALS, birthdayProblem, localMoment, type AnimalSpecies } from '@toonbank/domain';
import { countAnimals, deleteAnimal, insertAnimal, listAnimals, updateAnimal, type AnimalRow } from '@toonbank/db/repositories/animals';
import { withCustomerLists } from '@toonbank/db/repositories/wishlists';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';

export interface AnimalInput {
  species: AnimalSpecies;
  name: string;
  birthday?: string | null;
}

const animalNotFound = () => new ApiError(404, 'NOT_FOUND', 'animalNotFound');

export function toAnimal(row: AnimalRow) {
  return { Id: row.id, Species: row.species as AnimalSpecies, Name: row.name, Birthday: row.birthday };
}

/** The values to store: a birthday that is empty is unknown; one that is not a real past date is refused. */
function values(deps: AppDeps, input: AnimalInput) {
  const birthday = input.birthday?.trim() ? input.birthday.trim() : null;
  if (birthday !== null) {
    const problem = birthdayProblem(birthday, localMoment(deps.now()).date);
    if (problem) throw new ApiError(400, 'VALIDATION_ERROR', problem, [{ Field: 'birthday', Message: problem }]);
  }
  return { species: input.species, name: input.name, birthday };
}

export async function readAnimals(deps: AppDeps, customerId: number) {
  return (await listAnimals(deps.database.db, customerId)).map(toAnimal);
}

export async function addAnimal(deps: AppDeps, customerId: number, input: AnimalInput) {
  const row = values(deps, input);
  return toAnimal(
    await withCustomerLists(deps.database.db, customerId, async (tx) => {
      if ((await countAnimals(tx, customerId)) >= MAX_ANIMALS) {
        throw new ApiError(400, 'ANIMALS_FULL', { id: 'animalsFull', params: { max: MAX_ANIMALS } });
      }
      return insertAnimal(tx, customerId, row);
    }),
  );
}

export async function changeAnimal(deps: AppDeps, customerId: number, id: number, input: AnimalInput) {
  const row = await updateAnimal(deps.database.db, customerId, id, values(deps, input));
  if (!row) throw animalNotFound();
  return toAnimal(row);
}

export async function removeAnimal(deps: AppDeps, customerId: number, id: number): Promise<void> {
  if (!(await deleteAnimal(deps.database.db, customerId, id))) throw animalNotFound();
}
