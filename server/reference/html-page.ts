// A small, self-contained HTML page (no scripts, no outside assets) for the legal texts and policy
// documents the API serves. Every interpolated value is escaped.

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** The pages' one inline style block (the Content-Security-Policy allows it by its hash). */
export const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1d1d1f}h1{font-size:1.6rem}h2{font-size:1.15rem;margin-top:1.6rem}';

export function htmlPage(title: string, sections: { heading: string; paragraphs: string[] }[]): string {
  const body = sections
    .map((s) => `<section><h2>${escapeHtml(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>
`;
}
