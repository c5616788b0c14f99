/** The per-line report of the order upload (issue 17) as CSV or XLSX, checked again on the server. */
import { uploadFile } from '../../lib/order-upload.server.ts';
import type { Route } from './+types/report';

export async function action({ request, context }: Route.ActionArgs) {
  return uploadFile(request, context, 'report');
}
