import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: path of a migrated data directory tarball. PostgreSQL: name of a migrated template database. */
    databaseTemplate: string;
  }
}

/**
 * Migrates one template database per run; each test file then clones it, which is far faster
 * than migrating (and, for PGlite, running initdb) per file.
 */
export default async function setup(project: TestProject) {
  // Project env reaches the test workers, not this setup, so the project name decides.
  if (project.name === "db-postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL project");
    const name = `lakefront_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide("databaseTemplate", name);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${name}\\_c\\_%`]);
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }

  const database = await openDatabase({ inMemory: true });
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), "lakefront-template-"));
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("databaseTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
