// The small pages the links in our e-mails open (confirm, unsubscribe). Plain HTML from the API: no script, so the
// public pages' JavaScript does not grow and a mail client's preview of the link costs nothing.

const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function newsletterPage(opts: { title: string; message: string; siteName: string; form?: { action: string; button: string } }): string {
  const form = opts.form
    ? `<form method="post" action="${escape(opts.form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escape(opts.form.button)}</button></form>`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(opts.title)} · ${escape(opts.siteName)}</title>
<style>
body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#111827}
main{max-width:32rem;margin:12vh auto 0;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.6;color:#374151}
button{font:inherit;font-weight:600;background:#0f766e;color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.25rem;cursor:pointer}
a{color:#0f766e}
</style></head>
<body><main><h1>${escape(opts.title)}</h1><p>${escape(opts.message)}</p>${form}<p><a href="/blog">Back to the blog</a></p></main></body></html>`;
}
