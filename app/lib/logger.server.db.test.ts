import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/database.ts";
import type { Database } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";
import { serializeError } from "./logger.server.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const visitor = { firstName: "Ada", lastName: "Lovelace", phone: "704-555-0199", email: "ada@example.com", message: "My budget is 2.4M" };

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

describe("serializeError", () => {
  it("logs a failed insert of a lead with its SQL and the database's reason, never the visitor's details", async () => {
    const error = await failureOf(() =>
      database.db.insert(leads).values({ ...visitor, firstName: "Ada\u0000", meetingType: "zoom", source: "contact-dialog" }),
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into \\"leads\\"');
    for (const value of Object.values(visitor)) expect(logged).not.toContain(value);
    expect(logged).not.toContain("params");
  });

  it("drops the conflicting key's value PostgreSQL gives in detail", async () => {
    const submissionId = randomUUID();
    const lead = { ...visitor, meetingType: "zoom", source: "contact-dialog", submissionId };
    await database.db.insert(leads).values(lead);
    const error = await failureOf(() => database.db.insert(leads).values(lead));
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain("leads_submission_id_unique");
    expect(logged).not.toContain(submissionId);
    for (const value of Object.values(visitor)) expect(logged).not.toContain(value);
  });

  it("leaves any other error as pino would log it", () => {
    const error = Object.assign(new Error("the CRM answered 502"), { status: 502 });
    expect(serializeError(error)).toMatchObject({ type: "Error", message: "the CRM answered 502", status: 502 });
  });
});
