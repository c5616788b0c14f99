/** The template order list (issue 17) as CSV or XLSX: headers and two example lines. */
import { uploadFile } from '../../lib/order-upload.server.ts';
import type { Route } from './+types/template';

export async function loader({ request, context }: Route.LoaderArgs) {
  return uploadFile(request, context, 'template');
}
