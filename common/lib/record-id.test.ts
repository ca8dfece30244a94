import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, parseRecordId, recordId, recordIdListParam, recordIdParam } from "./record-id.ts";

describe("record ids", () => {
  it("reads an id written in digits within PostgreSQL's integer range", () => {
    expect(parseRecordId("42")).toBe(42);
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(2_147_483_647);
    for (const bad of [undefined, "", "0", "-1", "1e3", "1.5", " 1", "007", "0x10", "abc", "2147483648", "3000000000", "99999999999"]) {
      expect(parseRecordId(bad), String(bad)).toBeNull();
    }
  });

  it("says the field's words, and the range when the id is beyond it", () => {
    const field = recordId("Please choose a contact");
    expect(field.safeParse(7).data).toBe(7);
    // Digits in a string are the id, as the API has always taken them; other text is not.
    expect(field.safeParse("7").data).toBe(7);
    expect(field.safeParse("7a").error?.issues[0]?.message).toBe("Please choose a contact");
    expect(field.safeParse("3000000000").error?.issues[0]?.message).toBe("Please choose a contact (an id is a whole number from 1 to 2147483647)");
    expect(field.safeParse(0).error?.issues[0]?.message).toBe("Please choose a contact");
    expect(field.safeParse(3_000_000_000).error?.issues[0]?.message).toBe("Please choose a contact (an id is a whole number from 1 to 2147483647)");
  });

  it("reads ids from a query string", () => {
    expect(recordIdParam("Unknown person").parse("12")).toBe(12);
    expect(recordIdParam("Unknown person").safeParse("1e3").error?.issues[0]?.message).toBe("Unknown person (an id is a whole number from 1 to 2147483647)");
    expect(recordIdListParam("ids is a list").parse("1,2,3")).toEqual([1, 2, 3]);
    expect(recordIdListParam("ids is a list").safeParse("1,3000000000").error?.issues[0]?.path).toEqual([1]);
  });
});
