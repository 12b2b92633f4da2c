const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Amounts in USD, the portal's currency (spec dealer §9). */
export const money = (amount: number) => usd.format(amount);

/** A YYYY-MM-DD date as 'Feb 14, 2021'; empty dates (not set) as a dash. */
export const shortDate = (value: string) => (value ? day.format(new Date(`${value}T00:00:00Z`)) : '—');
