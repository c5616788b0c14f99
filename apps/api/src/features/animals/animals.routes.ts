import { createRoute, z } from '@hono/zod-openapi';
import { ANIMAL_SPECIES, MAX_ANIMAL_NAME_LENGTH, MESSAGE_IDS as M } from '@toonbank/domain';
import { dataEnvelope, errorResponses, IdParam, jsonContent } from '../../lib/schemas.ts';

const secured = { security: [{ bearer: [] }] };
const who =
  'Logged-in customers only (401 otherwise); a representative sees the animals of the customer they act for (404 while acting for nobody). ' +
  'Another customer’s animal id answers 404 and changes nothing.';

export const AnimalSchema = z
  .object({
    Id: z.number(),
    Species: z.enum(ANIMAL_SPECIES),
    Name: z.string(),
    /** yyyy-mm-dd, or null. */
    Birthday: z.string().nullable(),
  })
  .openapi('Animal');

export const AnimalBody = z
  .object({
    species: z.enum(ANIMAL_SPECIES, { message: M.animalSpeciesChoice }),
    name: z
      .string({ message: M.animalNameRequired })
      .trim()
      .min(1, M.animalNameRequired)
      // Not a message id: the edge answers 'Te lang (maximaal 60 tekens).' with the number filled in.
      .max(MAX_ANIMAL_NAME_LENGTH, `De naam is te lang (maximaal ${MAX_ANIMAL_NAME_LENGTH} tekens).`)
      .refine((value) => !value.includes('\u0000'), { message: M.invalidValue }),
    /** yyyy-mm-dd; empty or left out: unknown. Checked against today (not in the future, not over 100 years ago). */
    birthday: z.string({ message: M.birthdayInvalid }).trim().max(10, M.birthdayInvalid).nullable().optional(),
  })
  .strict()
  .openapi('AnimalInput');

const body = { body: { content: { 'application/json': { schema: AnimalBody } }, required: true } };
const one = jsonContent(dataEnvelope(AnimalSchema), 'Dier');

export const listAnimalsRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/animals',
  tags: ['Animals'],
  summary: 'The animals the acting customer registered (account page animals-good-news)',
  description: who,
  ...secured,
  responses: { 200: jsonContent(dataEnvelope(z.array(AnimalSchema)), 'Dieren'), ...errorResponses },
});

export const addAnimalRoute = createRoute({
  method: 'post',
  path: '/aspos/customer/animals',
  tags: ['Animals'],
  summary: 'Register an animal (species hond, kat, knaagdier, vogel, vis, paard or reptiel; name; optional birthday); at most 20',
  description: who,
  ...secured,
  request: body,
  responses: { 200: one, ...errorResponses },
});

export const updateAnimalRoute = createRoute({
  method: 'put',
  path: '/aspos/customer/animals/{id}',
  tags: ['Animals'],
  summary: 'Change one of the animals',
  description: who,
  ...secured,
  request: { params: IdParam, ...body },
  responses: { 200: one, ...errorResponses },
});

export const deleteAnimalRoute = createRoute({
  method: 'delete',
  path: '/aspos/customer/animals/{id}',
  tags: ['Animals'],
  summary: 'Remove one of the animals',
  description: who,
  ...secured,
  request: { params: IdParam },
  responses: { 200: jsonContent(z.object({ Success: z.literal(true) }), 'Verwijderd'), ...errorResponses },
});
