/**
 * `npm run admin:create` — adds an administrator (or sets a new password for an existing one) on
 * the database the site uses: PostgreSQL when DATABASE_URL is set, otherwise the embedded
 * database in DATA_DIR, which must not be open in a running server.
 *
 *   npm run admin:create -- --email you@example.com --name "Your Name"
 *   printf '%s\n' "$PASSWORD" | npm run admin:create -- --email you@example.com --password-stdin
 *   npm run admin:create -- --email you@example.com --reset-2fa
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createInterface } from "node:readline/promises";
import { z } from "zod";
import { DatabaseInUseError, openDatabase } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { ADMIN_PASSWORD_MIN_LENGTH } from "#app/lib/constants.ts";
import { findAdministratorByEmail } from "#app/models/administrators.server.ts";
import { ensureAdministrator } from "#app/services/auth.server.ts";
import { ConfigError, parseConfig } from "#app/services/config.server.ts";
import { resetTwoFactor } from "#app/services/two-factor.server.ts";

const USAGE = `Usage: npm run admin:create -- [--email <address>] [--name <name>] [--password-stdin]
       npm run admin:create -- [--email <address>] --reset-2fa

Adds an administrator who can sign in at /admin/login, or sets a new password for an existing one.
Missing values are asked for; the password is typed hidden (twice) or read from standard input
with --password-stdin. Passwords need at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.

--reset-2fa turns two-step sign-in off for an existing administrator who can no longer give a code
(lost phone, no recovery code left) and ends their sessions; the password stays as it is.`;

class UsageError extends Error {}

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim();
  } finally {
    prompt.close();
  }
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    return Promise.reject(new UsageError("There is no terminal to type a password in: pipe it in with --password-stdin."));
  }
  return new Promise((resolve) => {
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    stdin.resume();
    let value = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") {
          stdin.off("data", onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          process.stdout.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readStdin(): Promise<string> {
  let text = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? "";
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      name: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
      "reset-2fa": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = parseConfig(process.env);

  if (values["reset-2fa"] && (values.name !== undefined || values["password-stdin"])) {
    throw new UsageError("--reset-2fa changes nothing but two-step sign-in: run it without --name and --password-stdin.");
  }
  const email = values.email ?? (await ask("E-mail address: "));
  if (!z.email().safeParse(email.trim()).success) throw new UsageError(`"${email}" is not an e-mail address.`);
  if (values["reset-2fa"]) return resetTwoStepSignIn(config, email);
  const name = values.name ?? (values["password-stdin"] ? "" : await ask("Name (shown in the admin, optional): "));

  let password: string;
  if (values["password-stdin"]) {
    password = await readStdin();
  } else {
    password = await askHidden(`Password (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters): `);
    if (password.length >= ADMIN_PASSWORD_MIN_LENGTH && (await askHidden("Password again: ")) !== password) {
      throw new UsageError("The two passwords differ; nothing was changed.");
    }
  }
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new UsageError(`The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters; nothing was changed.`);
  }

  const database = await openSiteDatabase(config);
  try {
    await migrateDatabase(database);
    const outcome = await ensureAdministrator(database.db, { email, password, name });
    const where = whereOf(config);
    const said = {
      created: `Created administrator ${email.trim().toLowerCase()} in ${where}.`,
      updated: `Updated administrator ${email.trim().toLowerCase()} in ${where}; their other sessions end if the password changed.`,
      unchanged: `Administrator ${email.trim().toLowerCase()} already exists with that password in ${where}; nothing changed.`,
    }[outcome];
    console.log(`${said} Sign in at ${config.siteUrl}/admin/login`);
  } finally {
    await database.close();
  }
}

function openSiteDatabase(config: ReturnType<typeof parseConfig>) {
  return openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 1 } : { dataDir: path.join(config.dataDir, "db") });
}

const whereOf = (config: ReturnType<typeof parseConfig>) => (config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${config.dataDir}`);

async function resetTwoStepSignIn(config: ReturnType<typeof parseConfig>, email: string): Promise<void> {
  const database = await openSiteDatabase(config);
  try {
    await migrateDatabase(database);
    const administrator = await findAdministratorByEmail(database.db, email);
    if (!administrator) throw new UsageError(`There is no administrator ${email.trim().toLowerCase()} in ${whereOf(config)}; nothing was changed.`);
    await resetTwoFactor(database.db, administrator.id);
    console.log(
      `Two-step sign-in is off for ${administrator.email} in ${whereOf(config)}, and their sessions have ended. ` +
        `They sign in with their password at ${config.siteUrl}/admin/login and can set it up again under Account.`,
    );
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof DatabaseInUseError) {
    console.error(
      `${error.message}\nThe embedded database can only be opened by one process: stop the site, run this again, then start the site. ` +
        "(Or set ADMIN_EMAIL and ADMIN_PASSWORD and restart the site.)",
    );
  } else if (error instanceof ConfigError || error instanceof UsageError) {
    console.error(error.message);
  } else if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else {
    throw error;
  }
  process.exitCode = 1;
}
