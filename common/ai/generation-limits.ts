/** AI generations a member may ask for per hour, across the AI tools (posts, translations, workflows). */
export const GENERATIONS_PER_HOUR = 30;
