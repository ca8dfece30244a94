import pino from "pino";
import { serializeError } from "./log-errors.ts";

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

/** `destination` lets a test read what would be written (pino writes to stdout otherwise). */
export function createLogger(level: string, pretty = false, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACT, censor: "[redacted]" },
    serializers: { err: serializeError, error: serializeError },
    base: undefined,
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "time" } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
