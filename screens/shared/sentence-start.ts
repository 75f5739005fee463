// A heading that begins with a pet name may begin with its fallback ("your pet"); a heading starts
// with a capital letter either way.
export function sentenceStart(text: string): string {
  return text.charAt(0).toLocaleUpperCase('en-US') + text.slice(1);
}
