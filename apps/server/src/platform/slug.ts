/** URL-friendly name: lower case ASCII words joined by dashes, at most `maxLength` characters. */
export function slugify(text: string, fallback: string, maxLength = 80): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, maxLength)
      .replace(/-+$/g, '') || fallback
  );
}
