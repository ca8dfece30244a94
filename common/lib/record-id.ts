import { z } from "./zod.ts";

// Every table the API addresses by id keys it with a PostgreSQL `integer` (identity): 1 to 2^31 − 1. A number
// beyond that fails the query itself (a 500), so ids are checked against this range wherever they come in.
export const MAX_RECORD_ID = 2_147_483_647;

/** How an id is written in a path or query string: digits only, no sign, exponent, fraction or leading zero. */
const ID_TEXT = /^[1-9]\d{0,9}$/;
const RANGE = `a whole number from 1 to ${MAX_RECORD_ID}`;

/** The id a path segment or query value names, or null when it is not one ("abc", "1e3", "-1", "3000000000"). */
export function parseRecordId(raw: string | undefined): number | null {
  if (raw === undefined || !ID_TEXT.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_RECORD_ID ? id : null;
}

const idNumber = (message: string) =>
  z
    .number({ message })
    .int({ message })
    .min(1, { message })
    .max(MAX_RECORD_ID, { message: `${message} (an id is ${RANGE})` });

/**
 * An id in a JSON body. `message` is the field's own words (what to choose); an id out of range adds the range.
 * An id written as digits ("42", as a form's select gives it) is taken as that number, as the API always has.
 */
export const recordId = (message = "Please choose an item") =>
  z.preprocess((v) => (typeof v === "string" && /^\d{1,16}$/.test(v) ? Number(v) : v), idNumber(message));

/** An id in a query string ("42"). */
export const recordIdParam = (message = "Please choose an item") =>
  z
    .string({ message })
    .regex(ID_TEXT, { message: `${message} (an id is ${RANGE})` })
    .transform(Number)
    .pipe(idNumber(message));

/** Ids in a query string, comma-separated ("1,2,3"). */
export const recordIdListParam = (message: string) =>
  z
    .string({ message })
    .regex(/^\d+(,\d+)*$/, { message })
    .transform((v) => v.split(","))
    .pipe(z.array(recordIdParam(message)));
