import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes SQL migrations from src/db/schema.ts into ./drizzle.
// The same migrations run on embedded PGlite and on PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
