import { parse, PGlite, protocol } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { PgDialect } from "drizzle-orm/pg-core";
import { queryRows, type Db } from "./client.server.ts";

/** Drizzle's own dialect, for the SQL text and parameters of a query (no casing is configured). */
const dialect = new PgDialect();

/** The SQL text of each name used so far: one name stands for one statement. */
const textsByName = new Map<string, string>();

/** The parameter types of the statements prepared so far in each embedded database's one session, by name. */
const preparedStatements = new WeakMap<PGlite, Map<string, number[]>>();

/** Parses and plans the statement in the session; returns the parameter types PostgreSQL inferred. */
async function prepare(pglite: PGlite, name: string, text: string): Promise<number[]> {
  const messages = await pglite.execProtocolStream(
    Buffer.concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: "S", name }), protocol.serialize.sync()]),
    { syncToFs: false },
  );
  return parse.parseDescribeStatementResults(messages);
}

/**
 * Runs a query as a named prepared statement of the embedded database: parsed and planned once
 * per process instead of on every call, and bound, executed and synced in one call into
 * PostgreSQL instead of six. For the contact POST's statements this is most of their cost
 * (docs/decisions/016). Takes both of PGlite's locks, as its own `query` does, so it never runs
 * inside another caller's transaction.
 */
async function runPrepared<Row>(pglite: PGlite, name: string, text: string, params: unknown[]): Promise<Row[]> {
  await pglite._checkReady();
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      let statements = preparedStatements.get(pglite);
      if (!statements) preparedStatements.set(pglite, (statements = new Map()));
      let paramTypes = statements.get(name);
      if (!paramTypes) statements.set(name, (paramTypes = await prepare(pglite, name, text)));
      // As PGlite's query serialises parameters: by the type PostgreSQL inferred for each.
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = pglite.serializers[paramTypes[i] ?? 0];
        return serialize ? serialize(value) : String(value);
      });
      const messages = await pglite.execProtocolStream(
        Buffer.concat([
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: "P" }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      await pglite.syncToFs();
      return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as Row[];
    }),
  );
}

/**
 * `queryRows` for a statement run on every request of a hot path: on embedded PGlite it is
 * prepared once under `name` (one SQL text per name); on PostgreSQL, and inside a transaction, it
 * runs as `queryRows` does. Rows, and errors, come back exactly as from `queryRows`.
 */
export async function preparedRows<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const known = textsByName.get(name);
  if (known === undefined) textsByName.set(name, text);
  else if (known !== text) throw new Error(`The prepared statement ${name} was given another query`);
  // Only the root database carries its client; a transaction runs its queries as usual.
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return queryRows<Row>(db, query);
  try {
    return await runPrepared<Row>(client, name, text, params);
  } catch (error) {
    // Wrapped as Drizzle wraps a failed query, so callers see one kind of error whichever path ran.
    throw new DrizzleQueryError(text, params, error as Error);
  }
}
