import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "#app/db/client.server.ts";

/**
 * A fresh, migrated database for one test file: a PGlite clone of the template in memory, or a
 * PostgreSQL database created from the template database (the `db-postgres` project).
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject("databaseTemplate");
  if (process.env.TEST_DB_DRIVER !== "postgres") {
    return openDatabase({ inMemory: true, loadDataDir: new Blob([readFileSync(template)]) });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL project");
  const name = `${template}_c_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return openDatabase({ databaseUrl: databaseUrl.toString(), poolSize: 4 });
}
