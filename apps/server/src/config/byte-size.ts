const BYTE_UNITS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/** `20GB`, `1.5 GiB`, `500mb` or a plain byte count; units are binary (1 KB = 1,024 bytes). */
export function parseByteSize(text: string): number {
  const [, amount = '0', unit = 'B'] = text.match(/^([\d.]+)\s*([a-z]*)$/i) ?? [];
  return Math.floor(Number(amount) * (BYTE_UNITS[unit.toUpperCase().replace('IB', 'B')] ?? 1));
}
