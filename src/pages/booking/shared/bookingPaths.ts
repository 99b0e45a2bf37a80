/** The booking pages' addresses (spec §2). */
export const BOOKING_HOME_PATH = '/m/booking';

/** /m/booking/{sign}: a service's page. */
export const servicePath = (serviceId: string) => `${BOOKING_HOME_PATH}/${encodeURIComponent(serviceId)}`;

/** /m/booking/{sign}/{sign1}: the service at one store. */
export const serviceAtStorePath = (serviceId: string, storeId: string) => `${servicePath(serviceId)}/${encodeURIComponent(storeId)}`;

/** A query value a page may use: trimmed, at most `max` characters, without control characters; else null. */
export function cleanQueryValue(value: string | null, max: number): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > max || [...trimmed].some((char) => char < ' ' || char === '<' || char === '>')) return null;
  return trimmed;
}
