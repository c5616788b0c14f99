import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Core tables in schema.ts; each feature's own tables in src/schema/<feature>.ts.
  schema: ['./src/schema.ts', './src/schema/*.ts'],
  out: './migrations',
});
