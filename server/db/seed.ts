import type { AppDeps } from "../context.ts";
import { generatePassword } from "../auth/password.ts";

/** Idempotent: inserts what is missing and never overwrites what staff changed. */
export async function seed(deps: AppDeps): Promise<void> {
  await deps.services.settings.seedDefaults();
}

/** Creates the first admin account when there is none; a generated password is printed once. */
export async function ensureAdmin(deps: AppDeps): Promise<void> {
  if ((await deps.services.auth.countUsers()) > 0) return;
  const email = deps.env.ADMIN_EMAIL ?? "admin@example.com";
  const password = deps.env.ADMIN_PASSWORD ?? generatePassword();
  const created = await deps.services.auth.createUser({ email, name: deps.env.ADMIN_NAME, password });
  if (!created) return;
  if (deps.env.ADMIN_PASSWORD) {
    console.log(`\n  Admin account created: ${email} (password from ADMIN_PASSWORD)\n`);
  } else {
    console.log(
      [
        "",
        "  ┌────────────────────────────────────────────────────────────┐",
        "  │  Admin account created — this password is shown only once │",
        "  └────────────────────────────────────────────────────────────┘",
        `    Sign in at /admin/login`,
        `    Email:    ${email}`,
        `    Password: ${password}`,
        `    (Change it any time: npm run admin -- reset-password --email ${email})`,
        "",
      ].join("\n"),
    );
  }
}
