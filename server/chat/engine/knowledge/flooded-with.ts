// "will you flood me with emails", "bombard my inbox with texts", "spam us with messages": many messages sent, not a
// flood or a storm (the hurricane post's words), read as the site's "send".
export const FLOODED_WITH = /\b(?:flood|floods|flooding|flooded|bombard|bombarding|bury|burying|swamp|swamping|drown|drowning|spam|spamming|blow up|blowing up)(?: (?:me|us|my inbox|our inbox|my phone|our phones?|my email|them))? with\b/g;
