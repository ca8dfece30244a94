// What each add-on's own line says it does, in the visitor's words (folded): "does the social scheduler write the posts?",
// "¿se puede dejar programado con semanas de anticipación?", "它能自己写帖子不？" (created and scheduled); sorts, drafts and
// follows up (Email Commander); answers and qualifies calls (Voice AI). Asked whether it does that, the answer is yes
// (yes-no.ts), and "does it…?" right after the add-on points at it (followups.ts).

export const DOES_WHAT_ITS_LINE_SAYS: Record<string, RegExp> = {
  "social-scheduler": /\b(?:write|writes|writing|create|creates|creating|make|makes|making|draft|drafts|compose|schedul\w*|plan\w* (?:\w+ )?ahead|ahead of time|in advance|redact\w*|escrib\w*|cre[ae]\w*|program\w*|(?:con|semanas|dias) de anticipacion|por adelantado|soan|viet|len lich|hen gio)\b|(?:写|编|生成)(?:帖子|内容|文案)?|排好|排期|提前|定时/,
  "email-commander": /\b(?:sort\w*|draft\w*|writ\w*|follow\w* up|organi[sz]\w*|clasific\w*|orden\w*|redact\w*|seguimiento|phan loai|soan|theo doi)\b|分类|起草|跟进|整理/,
  "voice-ai": /\b(?:answer\w*|pick\w* up|qualif\w*|screen\w*|contest\w*|atiend\w*|calific\w*|nghe may|bat may|sang loc)\b|接(?:电话|听)|筛选/,
};
