import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/api` writes the next numbered SQL migration from src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
