import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per concept in src/schema/ (catalogue, pricing, customers, ...).
  schema: './src/schema/*.ts',
  out: './migrations',
});
