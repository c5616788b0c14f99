import { createRouter } from '../../lib/create-app.ts';
import {
  getPreferenceHandler,
  getVatPreferenceHandler,
  setStorePreferenceHandler,
  setVatPreferenceHandler,
} from './preference.handlers.ts';
import { getPreferenceRoute, getVatPreferenceRoute, setStorePreferenceRoute, setVatPreferenceRoute } from './preference.routes.ts';

export const preferenceRouter = createRouter()
  .openapi(getPreferenceRoute, getPreferenceHandler)
  .openapi(setStorePreferenceRoute, setStorePreferenceHandler)
  .openapi(getVatPreferenceRoute, getVatPreferenceHandler)
  .openapi(setVatPreferenceRoute, setVatPreferenceHandler);
