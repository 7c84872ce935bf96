/** Tiny HTML pages for the dev backend's fake third parties (Farcaster approval, provider apps). */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!)

/** A JSON value safe to embed in a <script> block. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')

/** A complete, self-contained page (no external assets) with the dev pages' small stylesheet. */
export function devPage(title: string, body: string, { css = '' }: { css?: string } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; background: #f4f4f7; color: #1a1a22; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 16px; padding: 24px; box-shadow: 0 4px 24px #0001; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { color: #555; line-height: 1.45; }
  .dev { display: inline-block; font-size: 12px; padding: 2px 8px; border-radius: 99px; background: #fff3cd; color: #7a5b00; margin-bottom: 12px; }
  form, .choices { display: flex; flex-direction: column; gap: 8px; margin: 16px 0; }
  button { font: inherit; padding: 10px 14px; border-radius: 10px; border: 1px solid #ccd; background: #fff; cursor: pointer; text-align: left; display: flex; align-items: center; gap: 10px; }
  button.primary { background: #7c65c1; color: #fff; border-color: #7c65c1; justify-content: center; }
  button.danger { color: #b42318; justify-content: center; }
  input { font: inherit; padding: 10px; border-radius: 10px; border: 1px solid #ccd; }
  img.avatar { width: 28px; height: 28px; border-radius: 50%; }
  .done { color: #067647; }
${css}</style>
</head>
<body><main><span class="dev">Dev backend</span>${body}</main></body>
</html>`
}
