import { describe, expect, it } from 'vitest';
import { sanitizeDocumentHtml } from './preview';

/** The preview route itself: modules/submissions/photos.test.ts. */
describe('Word HTML shown in place', () => {
  it('strips scripts, styles, handlers and foreign pictures from Word HTML', async () => {
    const dirty =
      '<p onclick="x()" style="color:red" class="a">Matn<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)"><img src="data:image/svg+xml;base64,PHN2Zz4=">' +
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="rasm"><a href="javascript:alert(3)">a</a>' +
      '<a href="https://kun.uz">b</a><style>p{}</style><iframe src="https://x"></iframe><table><tr><td>1</td></tr></table>';
    expect(await sanitizeDocumentHtml(dirty)).toBe(
      '<p>Matn</p><img src="data:image/png;base64,iVBORw0KGgo=" alt="rasm" /><a>a</a>' +
        '<a href="https://kun.uz">b</a><table><tr><td>1</td></tr></table>',
    );
  });
});
