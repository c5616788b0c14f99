import { z } from '@hono/zod-openapi';

/** The fields every web node (category) response starts with: the tree of the menu and the node a lister shows. */
export const WEB_NODE_FIELDS = {
  Id: z.number(),
  Name: z.string(),
  Code: z.string(),
  Url: z.string(),
  Description: z.string(),
};
