import { createRoute, z } from '@hono/zod-openapi';
import { dataEnvelope, jsonContent } from '../../lib/schemas.ts';

export const ConfigSchema = z
  .object({
    Settings: z.array(z.object({ Name: z.string(), Value: z.unknown() })),
    Regions: z.array(z.object({ Code: z.string(), Name: z.string() })),
  })
  .openapi('Config');

export const getConfig = createRoute({
  method: 'get',
  path: '/v2/aspos/common/config',
  tags: ['Config'],
  summary: 'Shop configuration and shipping regions',
  responses: { 200: jsonContent(dataEnvelope(ConfigSchema), 'Configuratie') },
});
