import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import type { addAnimalRoute, deleteAnimalRoute, listAnimalsRoute, updateAnimalRoute } from './animals.routes.ts';
import { addAnimal, changeAnimal, readAnimals, removeAnimal } from './animals.service.ts';

export const listAnimalsHandler: RouteHandler<typeof listAnimalsRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  return c.json({ Success: true as const, Data: await readAnimals(c.var.deps, customerId) }, 200);
};

export const addAnimalHandler: RouteHandler<typeof addAnimalRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  return c.json({ Success: true as const, Data: await addAnimal(c.var.deps, customerId, c.req.valid('json')) }, 200);
};

export const updateAnimalHandler: RouteHandler<typeof updateAnimalRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const animal = await changeAnimal(c.var.deps, customerId, c.req.valid('param').id, c.req.valid('json'));
  return c.json({ Success: true as const, Data: animal }, 200);
};

export const deleteAnimalHandler: RouteHandler<typeof deleteAnimalRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  await removeAnimal(c.var.deps, customerId, c.req.valid('param').id);
  return c.json({ Success: true as const }, 200);
};
