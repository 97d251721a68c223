/** A link or image address as an absolute http(s) or mailto URL, or null when it cannot be one. */
export function absoluteUrl(value: string | undefined | null, base: URL): string | null {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.startsWith('#') || /^(javascript|data|vbscript|blob|about):/i.test(trimmed))
    return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:'
      ? url.href
      : null;
  } catch {
    return null;
  }
}
