import pino from "pino";

export type Logger = pino.Logger;

// Everything that can carry a secret is redacted at the logger, so no call site can leak one.
const REDACT = [
  "password",
  "*.password",
  "apiKey",
  "*.apiKey",
  "token",
  "*.token",
  "req.headers.authorization",
  "req.headers.cookie",
  "headers.authorization",
  "*.headers.authorization",
  "*.headers['x-n8n-api-key']",
];

export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    redact: { paths: REDACT, censor: "[redacted]" },
    base: undefined,
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "time" } } } : {}),
  });
}
