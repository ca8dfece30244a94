import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, newPage, settled, signIn, shot } from "./support/browser.ts";

// The contact page in Spanish (docs/decisions/053): its words and every message in Spanish, from the browser and from
// the server; the consent to texts shown for SMS and WhatsApp; the CRM showing the lead's language and consent.

const FILL_TIME_MS = 3_200;
const SHOTS = process.env.E2E_SHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The form's code loads when it is first reached for (support/site.ts contactFormLive, with the Spanish label). */
async function formLive(page: Page) {
  await page.getByLabel("Nombre").focus();
  await page.locator("form[data-hydrated]").waitFor();
}

async function fillSpanish(page: Page, method: string) {
  await page.getByLabel("Nombre").fill("Lucía");
  await page.getByLabel("Apellido").fill("Ramos E2E");
  await page.getByLabel("Correo electrónico").fill("lucia.e2e@ramosrealty.example");
  await page.getByLabel("Teléfono").fill("(832) 555-0177");
  await page.getByLabel("Empresa").fill("Ramos Realty");
  await page.getByLabel("¿Qué le gustaría automatizar?").fill("Seguimiento automático de prospectos por mensaje de texto");
  await page.getByLabel("Medio de contacto preferido").selectOption(method);
}

const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();

const CONSENT_START = "Sí, Bayou City AI puede enviarme mensajes de texto automatizados por SMS";

describe("/es/contact", () => {
  it("speaks Spanish: the page, the browser's checks, and the server's answer without JavaScript", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/es/contact");
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.title()).toMatch(/^Contáctenos \| /);
    expect(await page.getByRole("heading", { level: 1, name: "Empiece hoy" }).isVisible()).toBe(true);
    await formLive(page);
    await page.getByRole("button", { name: "Enviar" }).click();
    for (const message of ["El nombre debe tener al menos 2 caracteres", "Ingrese un correo electrónico válido", "Seleccione un medio de contacto preferido"]) {
      await expect.poll(() => shown(page, message), { message }).toBe(true);
    }
    expect(await page.getByText("First name must be at least 2 characters").count()).toBe(0);
    await context.close();

    // Without JavaScript the same form posts to the page, and the server answers in Spanish, keeping what was typed.
    const plain = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const noJs = await plain.newPage();
    await noJs.goto("/es/contact");
    await noJs.getByLabel("Nombre").fill("L");
    await Promise.all([noJs.waitForNavigation(), noJs.getByRole("button", { name: "Enviar" }).click()]);
    expect(await shown(noJs, "El nombre debe tener al menos 2 caracteres")).toBe(true);
    expect(await shown(noJs, "Ingrese un número de teléfono válido")).toBe(true);
    expect(await noJs.getByLabel("Nombre").inputValue()).toBe("L");
    await plain.close();
  });

  it("offers the consent to texts for SMS and WhatsApp only, unchecked, and submits with it", async () => {
    for (const width of [390, 1280]) {
      const { page, context } = await newPage(browser, { width, height: width < 500 ? 844 : 900 });
      await page.goto("/es/contact");
      await formLive(page);
      const started = Date.now();
      await fillSpanish(page, "sms");
      const box = page.getByRole("checkbox", { name: /^Sí, Bayou City AI puede enviarme/ });
      await expect.poll(() => box.isVisible()).toBe(true);
      expect(await box.isChecked()).toBe(false);
      expect(await shown(page, "Si no marca la casilla, no le enviaremos mensajes de texto: le responderemos por correo electrónico o por teléfono.")).toBe(true);
      expect(await page.getByText(CONSENT_START).isVisible()).toBe(true);
      await page.getByLabel("Medio de contacto preferido").selectOption("email");
      await expect.poll(() => box.count()).toBe(0);
      await page.getByLabel("Medio de contacto preferido").selectOption("sms");
      // One clean-clone run waited 30 s here for the box to become "visible, enabled and stable" (not reproduced in
      // three runs since): the click skips that wait, and whether the box really got checked is what is asserted.
      await expect.poll(() => box.isVisible()).toBe(true);
      await box.check({ force: true });
      await expect.poll(() => box.isChecked()).toBe(true);
      if (SHOTS) {
        await page.locator('[data-consent="sms"]').scrollIntoViewIfNeeded();
        await shot(page, { path: `${SHOTS}/es-contact-${width}.png`, fullPage: width < 500 });
      }
      if (width === 1280) {
        await page.waitForTimeout(Math.max(0, FILL_TIME_MS - (Date.now() - started)));
        await page.getByRole("button", { name: "Enviar" }).click();
        await expect.poll(() => shown(page, "¡Gracias por su interés!")).toBe(true);
        expect(await shown(page, "Nos pondremos en contacto con usted en menos de 24 horas para hablar de sus necesidades de automatización.")).toBe(true);
        // The form starts over: no box until a text channel is chosen again.
        expect(await page.getByLabel("Nombre").inputValue()).toBe("");
        expect(await box.count()).toBe(0);
      }
      await context.close();
    }
  });
});

describe("the CRM", () => {
  it("shows the lead's language and its consent with the words agreed to, and records an opt-out by hand", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto("/admin/contacts");
    await settled(page);
    await page.getByRole("combobox", { name: "Filter by language" }).click();
    await page.getByRole("option", { name: "Spanish" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("language")).toBe("es");
    const card = page.getByRole("article", { name: "Lucía Ramos E2E" });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByTestId("contact-language").textContent()).toBe("Spanish");
    await card.getByRole("button", { name: /Lucía Ramos E2E/ }).first().click();
    const consents = card.getByTestId("contact-consents");
    await expect.poll(() => consents.isVisible()).toBe(true);
    expect(await consents.locator('[data-channel="sms"]').textContent()).toContain("Consent given");
    expect(await consents.locator('[data-channel="whatsapp"]').textContent()).toContain("No consent on record");
    expect(await consents.getByTestId("consent-event").first().textContent()).toContain(CONSENT_START);
    expect(await consents.getByTestId("consent-event").first().textContent()).toContain("/es/contact");
    if (SHOTS) {
      await consents.scrollIntoViewIfNeeded();
      await shot(page, { path: `${SHOTS}/crm-consent-1280.png` });
    }

    await consents.getByRole("button", { name: "Record opt-out of SMS for Lucía Ramos E2E" }).click();
    await consents.getByRole("textbox").fill("Asked on a call");
    await consents.getByRole("button", { name: "Save opt-out" }).click();
    await expect.poll(() => consents.locator('[data-channel="sms"]').textContent()).toContain("Opted out");
    expect(await consents.getByTestId("consent-event").first().textContent()).toContain("Asked on a call");
    await context.close();
  });
});
