import { describe, expect, it } from "vitest";
import { visitorTimeZone } from "#common/settings/visitor-time-zone.ts";
import { isValidTimeZone } from "#common/settings/office-hours.ts";
import { AREA_CODE_COUNT, AREA_CODE_ENTRIES, AREA_CODE_ZONES, zoneOfPhone } from "./area-code-zones.ts";
import { contactTimeZone } from "./contact-time-zone.ts";

describe("a contact's time zone", () => {
  it("reads the zone of a US or Canadian area code however the number is written", () => {
    expect(zoneOfPhone("+12125550100")).toBe("America/New_York");
    expect(zoneOfPhone("(713) 555-0142")).toBe("America/Chicago");
    expect(zoneOfPhone("1 415 555 0101")).toBe("America/Los_Angeles");
    expect(zoneOfPhone("+1 (303) 555-0100")).toBe("America/Denver");
    expect(zoneOfPhone("602-555-0100")).toBe("America/Phoenix");
    expect(zoneOfPhone("+1 604 555 0100")).toBe("America/Vancouver");
    expect(zoneOfPhone("+1 915 555 0100")).toBe("America/Denver"); // El Paso keeps Mountain time in Texas
    expect(zoneOfPhone("+1 850 555 0100")).toBe("America/Chicago"); // the panhandle's majority
  });

  it("knows no zone for toll-free, foreign or malformed numbers", () => {
    expect(zoneOfPhone("+1 800 555 0100")).toBeNull();
    expect(zoneOfPhone("+44 20 7946 0958")).toBeNull();
    expect(zoneOfPhone("555-0100")).toBeNull();
    expect(zoneOfPhone("")).toBeNull();
  });

  it("has every code once, each in a zone the runtime knows", () => {
    expect(AREA_CODE_COUNT).toBeGreaterThan(400);
    expect(AREA_CODE_ENTRIES).toBe(AREA_CODE_COUNT);
    for (const zone of AREA_CODE_ZONES) expect(isValidTimeZone(zone), zone).toBe(true);
  });

  it("takes a browser's zone only when it is a real region's IANA name", () => {
    expect(visitorTimeZone("America/Los_Angeles")).toBe("America/Los_Angeles");
    expect(visitorTimeZone(" Asia/Ho_Chi_Minh ")).toBe("Asia/Ho_Chi_Minh");
    for (const bad of ["Mars/Olympus", "UTC", "Etc/GMT+5", "", "America/Chicago'; drop table", 42, null, "x".repeat(100)]) expect(visitorTimeZone(bad)).toBeUndefined();
  });

  it("prefers the browser's zone, then the area code's, then the site's", () => {
    expect(contactTimeZone({ timeZone: "America/Los_Angeles", phone: "(212) 555-0100" }, "America/Chicago")).toEqual({ zone: "America/Los_Angeles", source: "browser" });
    expect(contactTimeZone({ timeZone: null, phone: "(212) 555-0100" }, "America/Chicago")).toEqual({ zone: "America/New_York", source: "area_code" });
    expect(contactTimeZone({ timeZone: null, phone: "" }, "America/Chicago")).toEqual({ zone: "America/Chicago", source: "settings" });
  });
});
