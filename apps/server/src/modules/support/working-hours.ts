/**
 * Support works Monday to Friday, 09:00–17:00 Jakarta time (UTC+7 all year: Indonesia has no daylight
 * saving). A promised answer time counts only those hours, so a priority request sent on Friday at 16:00
 * is due on Monday at 12:00. Public holidays are not counted out.
 */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const OPENS_AT_HOUR = 9;
const CLOSES_AT_HOUR = 17;

/** 0 is Sunday, 6 Saturday, for a moment in Jakarta local time (as ms since epoch shifted by +7 h). */
const weekdayOf = (localMs: number) => new Date(localMs).getUTCDay();
const isWorkingDay = (localMs: number) => {
  const day = weekdayOf(localMs);
  return day !== 0 && day !== 6;
};

/** The moment `hours` working hours after `start`. */
export function addWorkingHours(start: Date, hours: number): Date {
  let local = start.getTime() + JAKARTA_OFFSET_MS;
  let remaining = hours * HOUR_MS;
  for (;;) {
    const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
    const opens = dayStart + OPENS_AT_HOUR * HOUR_MS;
    const closes = dayStart + CLOSES_AT_HOUR * HOUR_MS;
    if (!isWorkingDay(local) || local >= closes) {
      local = dayStart + DAY_MS + OPENS_AT_HOUR * HOUR_MS;
      continue;
    }
    if (local < opens) local = opens;
    const available = closes - local;
    if (remaining <= available) return new Date(local + remaining - JAKARTA_OFFSET_MS);
    remaining -= available;
    local = dayStart + DAY_MS + OPENS_AT_HOUR * HOUR_MS;
  }
}
