import { createRouter } from '../../lib/create-app.ts';
import {
  addUploadHandler,
  checkUploadHandler,
  checkUploadLinesHandler,
  uploadReportHandler,
  uploadTemplateHandler,
} from './order-upload.handlers.ts';
import { addUploadRoute, checkUploadLinesRoute, checkUploadRoute, uploadReportRoute, uploadTemplateRoute } from './order-upload.routes.ts';

export const orderUploadRouter = createRouter()
  .openapi(checkUploadRoute, checkUploadHandler)
  .openapi(checkUploadLinesRoute, checkUploadLinesHandler)
  .openapi(addUploadRoute, addUploadHandler)
  .openapi(uploadTemplateRoute, uploadTemplateHandler)
  .openapi(uploadReportRoute, uploadReportHandler);
