// Tests never read the developer's environment for secrets or ports.
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL ??= "silent";
process.env.SECRET_KEY ??= "test-secret-key-test-secret-key-0123456789abcdef";
// The local fakes (SMTP, webhook receiver, HubSpot, n8n, OpenAI) listen on loopback, which integrations refuse
// unless allow-listed; tests that prove the refusal override this with "".
process.env.OUTBOUND_ALLOW_HOSTS ??= "127.0.0.1,::1,localhost";
