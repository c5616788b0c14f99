/** The quick order's lookup (issue 17): one code checked as a line, from the upload page or any other page that shows the form. */
import { uploadAction } from '../../lib/order-upload.server.ts';
import type { Route } from './+types/lookup';

export async function action({ request, context }: Route.ActionArgs) {
  return uploadAction(request, context);
}
