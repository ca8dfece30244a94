// Lint rule: admin pages write dates only through common/lib/format-date.ts (US English, Houston time by default).
//
// Each page had its own toLocaleString() or Intl.DateTimeFormat: three formats across the admin, some in the
// browser's zone, the backup list in the zone the browser happened to be in. Reported here: toLocaleDateString()
// and toLocaleTimeString() on anything; toLocaleString() on `new Date(...)` or with date/time options (a number's
// toLocaleString("en-US") is left alone); any Intl.DateTimeFormat except `Intl.DateTimeFormat().resolvedOptions()`,
// which reads the browser's zone and formats nothing.

const DATE_OPTIONS = new Set(["dateStyle", "timeStyle", "year", "month", "day", "weekday", "hour", "minute", "second", "timeZone", "timeZoneName", "era"]);
const MESSAGE = "Format dates with common/lib/format-date.ts (formatDate, formatDateTime, formatTime), not {{what}}: one format, Houston time.";

const isIntlDateTimeFormat = (node) =>
  node.type === "MemberExpression" && node.object.type === "Identifier" && node.object.name === "Intl" && node.property.type === "Identifier" && node.property.name === "DateTimeFormat";

const hasDateOptions = (args) =>
  args.some((arg) => arg.type === "ObjectExpression" && arg.properties.some((p) => p.type === "Property" && p.key.type === "Identifier" && DATE_OPTIONS.has(p.key.name)));

const isNewDate = (node) => node.type === "NewExpression" && node.callee.type === "Identifier" && node.callee.name === "Date";

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: { type: "problem", docs: { description: "Admin pages format dates through common/lib/format-date.ts" }, schema: [], messages: { direct: MESSAGE } },
  create(context) {
    function intl(node) {
      if (!isIntlDateTimeFormat(node.callee)) return;
      const parent = node.parent;
      const readsZoneOnly = parent.type === "MemberExpression" && parent.object === node && parent.property.type === "Identifier" && parent.property.name === "resolvedOptions";
      if (!readsZoneOnly) context.report({ node, messageId: "direct", data: { what: "Intl.DateTimeFormat" } });
    }
    return {
      NewExpression: intl,
      CallExpression(node) {
        intl(node);
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier") return;
        const name = callee.property.name;
        const report = () => context.report({ node, messageId: "direct", data: { what: `${name}()` } });
        if (name === "toLocaleDateString" || name === "toLocaleTimeString") report();
        else if (name === "toLocaleString" && (isNewDate(callee.object) || hasDateOptions(node.arguments))) report();
      },
    };
  },
};
