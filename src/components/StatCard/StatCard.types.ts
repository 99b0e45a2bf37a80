/** The period a figure is compared with: yesterday, last week, last month, last year. */
export type StatPeriod = 'day' | 'week' | 'month' | 'year';

/** Money in baht (formatMoney) or a plain count (orders, bookings, visitors). */
export type StatFormat = 'money' | 'count';

export type StatTrend = 'up' | 'down' | 'flat';
