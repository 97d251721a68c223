/** A request id from the address: plain decimal digits of a positive integer, else null (nothing to ask for). */
export function requestIdFrom(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
