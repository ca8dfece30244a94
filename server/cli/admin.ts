import { parseArgs } from "node:util";
import { loadEnv } from "../env.ts";
import { openDatabase } from "../db/client.ts";
import { createDeps } from "../deps.ts";
import { createLogger } from "../lib/logger.ts";
import { generatePassword } from "../auth/password.ts";
import { createLoginThrottle } from "../auth/login-throttle.ts";
import { eq } from "drizzle-orm";
import { users } from "../db/schema.ts";

const USAGE = `Manage admin accounts.

  npm run admin -- create --email you@example.com [--name "Your Name"] [--password ...]
  npm run admin -- reset-password --email you@example.com [--password ...]
  npm run admin -- disable-two-factor --email you@example.com

Without --password a strong one is generated and printed once; it works for one sign-in, which then asks
for a new password.`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" }, help: { type: "boolean" } },
  });
  const command = positionals[0];
  if (values.help || !command || !["create", "reset-password", "disable-two-factor"].includes(command) || !values.email) {
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
  try {
    if (command === "disable-two-factor") {
      // Phone and recovery codes both lost: whoever has the server turns it off; the member sets it up again.
      const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, values.email.toLowerCase()));
      if (!user) throw new Error(`No account for ${values.email}.`);
      await deps.services.account.disableTwoFactor(user.id);
      await deps.services.audit.record({ actorEmail: "command line", action: "auth.two_factor_disabled", target: `staff ${values.email}` });
      console.log(`Two-factor sign-in turned off for ${values.email}; its recovery codes were deleted.`);
      return;
    }
    if (command === "create") {
      // The first account is the owner; later ones are administrators.
      const role = (await deps.services.auth.countUsers()) === 0 ? "owner" : "admin";
      const created = await deps.services.auth.createUser({ email: values.email, name: values.name ?? "Administrator", password, role, mustChangePassword: !values.password });
      if (!created) throw new Error(`An account for ${values.email} already exists (use reset-password).`);
      console.log(`Created ${role} ${values.email}`);
    } else {
      const ok = await deps.services.auth.resetPassword(values.email, password, { mustChangePassword: !values.password });
      if (!ok) throw new Error(`No account for ${values.email}.`);
      // An attacker may be keeping the account locked with wrong guesses: the owner can sign in at once.
      await createLoginThrottle(deps.rateLimits).clear(values.email);
      console.log(`Password reset for ${values.email}; all of its sessions were signed out and any sign-in lock-out ended.`);
    }
    if (!values.password) console.log(`Password: ${password}`);
  } finally {
    await deps.close();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
