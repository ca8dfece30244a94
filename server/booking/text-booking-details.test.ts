import { describe, expect, it } from "vitest";
import { detailsFrom } from "./text-booking-details.ts";

describe("detailsFrom", () => {
  it("takes the e-mail and the name beside it, in the ways people text them", () => {
    expect(detailsFrom("Rosa Díaz, rosa@example.com", null)).toEqual({ name: "Rosa Díaz", email: "rosa@example.com" });
    expect(detailsFrom("soy Rosa Díaz y mi correo es Rosa@Example.com", null)).toEqual({ name: "Rosa Díaz", email: "rosa@example.com" });
    expect(detailsFrom("My name is Tom Lee and my email is tom@lee.example.com.", null)).toEqual({ name: "Tom Lee", email: "tom@lee.example.com" });
    expect(detailsFrom("Tôi là Nguyễn Hạnh, email của tôi là hanh@example.com", null)).toEqual({ name: "Nguyễn Hạnh", email: "hanh@example.com" });
    expect(detailsFrom("我叫王芳 wang@example.com", null)).toEqual({ name: "王芳", email: "wang@example.com" });
  });

  it("keeps the contact's name when the text gives only an address, and needs an address", () => {
    expect(detailsFrom("rosa@example.com", "Rosa Díaz")).toEqual({ name: "Rosa Díaz", email: "rosa@example.com" });
    expect(detailsFrom("rosa@example.com", null)).toBeNull();
    expect(detailsFrom("Rosa Díaz", "Rosa Díaz")).toBeNull();
  });
});
