import { CheckCircle2 } from "lucide-react";
import type { ContactPageText } from "#common/i18n/contact-page.ts";

/** The thank-you view after a form post without JavaScript (with it, a toast says the same). */
export function ContactThanks({ message, text, again }: { message: string; text: ContactPageText["thanks"]; again: string }) {
  return (
    <div role="status" className="py-6 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
      <h2 id="contact-form-title" className="mt-4 text-h3">
        {text.title}
      </h2>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <a href={again} className="mt-6 inline-block font-semibold text-brand hover:underline">
        {text.again}
      </a>
    </div>
  );
}
