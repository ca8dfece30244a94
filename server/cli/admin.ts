import { parseArgs } from "node:util";
import { loadEnv } from "../env.ts";
import { openDatabase } from "../db/client.ts";
import { createDeps } from "../deps.ts";
import { createLogger } from "../lib/logger.ts";
import { generatePassword } from "../auth/password.ts";
import { CliError, createAccount, formatAccounts, listAccounts, resetAccountPassword, setAccountRole } from "./admin-commands.ts";
import { eq } from "drizzle-orm";
import { users } from "../db/schema.ts";

const USAGE = `Manage staff accounts.

  npm run admin -- create --email you@example.com [--name "Your Name"] [--password ...] [--role admin|editor|sales]
  npm run admin -- reset-password --email you@example.com [--password ...]
  npm run admin -- list
  npm run admin -- set-role --email them@example.com --role owner|admin|editor|sales
  npm run admin -- disable-two-factor --email you@example.com

Without --password a strong one is generated and printed once; it works for one sign-in, which then asks
for a new password. A chosen --password must pass the app's own check (at least 12 characters, not easy to
guess: no common passwords, words, names or keyboard patterns). The first account is the owner;
--role owner on set-role transfers ownership (the old owner becomes an administrator).`;

const COMMANDS = ["create", "reset-password", "list", "set-role", "disable-two-factor"];

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" }, role: { type: "string" }, help: { type: "boolean" } },
  });
  const command = positionals[0];
  const needsEmail = command !== "list";
  if (values.help || !command || !COMMANDS.includes(command) || (needsEmail && !values.email) || (command === "set-role" && !values.role)) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  if (values.password !== undefined && values.password.length < 12) {
    console.error("--password must be at least 12 characters.");
    process.exit(1);
  }
  const env = loadEnv();
  const database = openDatabase(env);
  await database.migrate();
  const deps = createDeps(env, database, createLogger("warn"));
  const password = values.password ?? generatePassword();
  const email = values.email ?? "";
  try {
    if (command === "disable-two-factor") {
      // Phone and recovery codes both lost: whoever has the server turns it off; the member sets it up again.
      const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
      if (!user) throw new CliError(`No account for ${email}.`);
      await deps.services.account.disableTwoFactor(user.id);
      await deps.services.audit.record({ actorEmail: "command line", action: "auth.two_factor_disabled", target: `staff ${email}` });
      console.log(`Two-factor sign-in turned off for ${email}; its recovery codes were deleted.`);
    } else if (command === "list") {
      console.log(formatAccounts(await listAccounts(deps)));
    } else if (command === "set-role") {
      console.log(await setAccountRole(deps, email, values.role ?? ""));
    } else if (command === "create") {
      const role = await createAccount(deps, { email, name: values.name, password, role: values.role, mustChangePassword: !values.password });
      console.log(`Created ${role} ${email}`);
      if (!values.password) console.log(`Password: ${password}`);
    } else {
      await resetAccountPassword(deps, email, password, { mustChangePassword: !values.password });
      console.log(`Password reset for ${email}; all of its sessions were signed out and any sign-in lock-out ended.`);
      if (!values.password) console.log(`Password: ${password}`);
    }
  } finally {
    await deps.close();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof CliError || err instanceof Error ? err.message : err);
  process.exit(1);
});
