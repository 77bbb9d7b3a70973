// Text placed into HTML markup: the five characters that could end a text run or an attribute
// value become character references, so a name or title always reads as itself.
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
