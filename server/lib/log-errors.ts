import pino from "pino";

// A failed query's error carries its parameters: Drizzle appends "\nparams: …" to the message (and keeps
// `params`), PGlite keeps `params` on its error. Those are lead names, e-mails and phones: never logged.
const PARAMS_TAIL = /\nparams: [\s\S]*$/;
const PARAM_PROPS = new Set(["params", "parameters"]);
const MAX_CAUSES = 5;

const scrubText = (text: string) => text.replace(PARAMS_TAIL, "\nparams: [redacted]");

function withoutParams(err: Error, depth = 0): Error {
  const copy = Object.create(Object.getPrototypeOf(err) as object) as Error;
  for (const key of Object.getOwnPropertyNames(err)) {
    if (PARAM_PROPS.has(key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(err, key);
    let value: unknown = descriptor && "value" in descriptor ? descriptor.value : undefined;
    if (key === "cause" && value instanceof Error && depth < MAX_CAUSES) value = withoutParams(value, depth + 1);
    Object.defineProperty(copy, key, { value, enumerable: descriptor?.enumerable ?? true, writable: true, configurable: true });
  }
  copy.message = scrubText(err.message);
  if (typeof err.stack === "string") copy.stack = err.stack.replace(err.message, copy.message);
  return copy;
}

/** pino's error serializer, without query parameters (on `err` and `error`, whether an Error or its message). */
export function serializeError(value: unknown): unknown {
  if (value instanceof Error) return pino.stdSerializers.err(withoutParams(value));
  if (typeof value === "string") return scrubText(value);
  return value;
}
