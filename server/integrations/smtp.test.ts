import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFakeSmtpServer } from "#tests/fakes/smtp-server.ts";
import { localGuard } from "#tests/fakes/outbound.ts";
import { createOutboundGuard, UrlBlockedError } from "./outbound-guard.ts";
import { createMailer as create, SmtpError, type MailerConfig } from "./smtp.ts";

const createMailer = (config: MailerConfig) => create(config, { guard: localGuard });

const auth = { user: "staff@bayoucity.test", password: "s3cret-Pa55" };
const smtp = createFakeSmtpServer({ auth });

beforeAll(() => smtp.start());
afterAll(() => smtp.close());
beforeEach(() => smtp.clear());

function config(overrides: Partial<MailerConfig> = {}): MailerConfig {
  return {
    host: smtp.host,
    port: smtp.port,
    secure: false,
    user: auth.user,
    password: auth.password,
    from: '"Bayou City AI" <noreply@bayoucity.test>',
    ...overrides,
  };
}

async function rejection(promise: Promise<unknown>): Promise<SmtpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmtpError);
  return error as SmtpError;
}

describe("createMailer", () => {
  it("delivers a message with the right subject, recipients, sender and bodies", async () => {
    const mailer = createMailer(config());
    const result = await mailer.send({
      to: "team@bayoucity.test",
      subject: "New lead: María López — Pro bundle",
      text: "María wants CRM integration.\nBudget: $5,000 – $10,000",
      html: "<p>María wants <b>CRM integration</b>.</p>",
      replyTo: "maria@example.com",
    });

    expect(result.messageId).toMatch(/^<.+@.+>$/);
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.subject).toBe("New lead: María López — Pro bundle");
    expect(mail.to).toBe("team@bayoucity.test");
    expect(mail.envelope).toEqual({ from: "noreply@bayoucity.test", to: ["team@bayoucity.test"] });
    expect(mail.from).toBe("Bayou City AI <noreply@bayoucity.test>");
    expect(mail.replyTo).toBe("maria@example.com");
    expect(mail.text).toBe("María wants CRM integration.\nBudget: $5,000 – $10,000");
    expect(mail.html).toBe("<p>María wants <b>CRM integration</b>.</p>");
    expect(mail.headers.get("message-id")).toBe(result.messageId);
    expect(mail.authUser).toBe(auth.user);
  });

  it("verifies good settings", async () => {
    await expect(createMailer(config()).verify()).resolves.toBeUndefined();
  });

  it("reports a wrong password without revealing it", async () => {
    const password = "wrong-Pa55-xyz";
    for (const action of ["verify", "send"] as const) {
      const mailer = createMailer(config({ password }));
      const error = await rejection(action === "verify" ? mailer.verify() : mailer.send({ to: "a@b.test", subject: "x", text: "x" }));
      expect(error.message).toBe("SMTP authentication failed");
      expect(error.kind).toBe("auth");
      expect(error.retryable).toBe(false);
      expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(password);
    }
    expect(smtp.messages).toHaveLength(0);
  });

  it("reports missing credentials when the server requires them", async () => {
    const error = await rejection(createMailer(config({ user: undefined, password: undefined })).send({ to: "a@b.test", subject: "x", text: "x" }));
    expect(error.message).toBe("SMTP server requires authentication (set the SMTP user and password)");
  });

  it("reports an outage as unreachable and delivers after the server comes back on the same port", async () => {
    const mailer = createMailer(config());
    const port = smtp.port;
    await smtp.close();
    const error = await rejection(mailer.send({ to: "team@bayoucity.test", subject: "During outage", text: "x" }));
    expect(error.message).toBe(`SMTP server unreachable at 127.0.0.1:${port}`);
    expect(error.kind).toBe("unreachable");
    expect(error.retryable).toBe(true);

    await smtp.start();
    expect(smtp.port).toBe(port);
    await mailer.send({ to: "team@bayoucity.test", subject: "After outage", text: "x" });
    expect(smtp.messages.map((m) => m.subject)).toEqual(["After outage"]);
  });

  it("marks a temporary refusal (4xx) retryable and a permanent one (5xx) not", async () => {
    const mailer = createMailer(config());
    smtp.failNext(1, 451);
    const temporary = await rejection(mailer.send({ to: "a@b.test", subject: "x", text: "x" }));
    expect(temporary.responseCode).toBe(451);
    expect(temporary.retryable).toBe(true);
    // The reply code, not the server's words (pointed elsewhere, those could be another service's banner).
    expect(temporary.message).toBe("SMTP server rejected the message (reply 451)");

    smtp.failNext(1, 554);
    const permanent = await rejection(mailer.send({ to: "a@b.test", subject: "x", text: "x" }));
    expect(permanent.responseCode).toBe(554);
    expect(permanent.retryable).toBe(false);
    expect(smtp.messages).toHaveLength(0);
  });
});

describe("outbound guard", () => {
  it("connects to the address the guard resolved and checked for the host name", async () => {
    const lookups: string[] = [];
    const guard = createOutboundGuard({
      allow: "127.0.0.1",
      lookup: async (hostname) => {
        lookups.push(hostname);
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
    await create(config({ host: "mail.agency.test" }), { guard }).send({ to: "team@bayoucity.test", subject: "Pinned", text: "x" });
    expect(lookups).toEqual(["mail.agency.test"]);
    expect(smtp.messages.map((m) => m.subject)).toEqual(["Pinned"]);
  });

  it("refuses a host that resolves to loopback without the allow-list, before connecting", async () => {
    const guard = createOutboundGuard({ lookup: async () => [{ address: "127.0.0.1", family: 4 }] });
    const error = await create(config({ host: "mail.agency.test" }), { guard })
      .send({ to: "team@bayoucity.test", subject: "Refused", text: "x" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(UrlBlockedError);
    expect((error as Error).message).toBe("Address not allowed: loopback (this server)");
    expect(smtp.messages).toHaveLength(0);
  });
});
