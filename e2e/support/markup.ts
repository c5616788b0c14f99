/** Counts of a page's markup as sent (issue 19): bytes, and the elements, forms, inputs and links of its HTML. */
export interface MarkupCount {
  bytes: number;
  elements: number;
  forms: number;
  inputs: number;
  links: number;
}

/** Counts start tags in the HTML text, leaving out what is inside scripts and style sheets (hydration data). */
export function countMarkup(html: string): MarkupCount {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1></$1>');
  const count = (pattern: RegExp) => markup.match(pattern)?.length ?? 0;
  return {
    bytes: Buffer.byteLength(html),
    elements: count(/<[a-zA-Z][\w-]*[\s/>]/g),
    forms: count(/<form[\s>]/g),
    inputs: count(/<(?:input|select|textarea)[\s/>]/g),
    links: count(/<a[\s>]/g),
  };
}
