import { z } from "zod";

// zod probes `new Function` for a faster parser; the CSP forbids eval, so browsers would report a violation.
z.config({ jitless: true });

export { z };
