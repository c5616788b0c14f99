import { z } from '@hono/zod-openapi';
import { ContentLanguageSchema } from '../../lib/schemas.ts';

/** The fields every web node (category) response starts with: the tree of the menu and the node a lister shows. */
export const WEB_NODE_FIELDS = {
  Id: z.number(),
  Name: z.string(),
  Code: z.string(),
  Url: z.string(),
  Description: z.string(),
};

/** A link to a web node (a lister's ancestors and children, the product page's breadcrumb); Language is Name's. */
export const NodeLinkSchema = z.object({ Id: z.number(), Name: z.string(), Url: z.string(), Language: ContentLanguageSchema });
