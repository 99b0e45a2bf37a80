/**
 * Groups the digits of a Thai mobile number the way shoppers read it: 081-234-5678. Partial input
 * is grouped as far as it goes ('0812' → '081-2'); anything past ten digits is left out.
 */
export function formatThaiMobile(digits: string): string {
  const head = digits.slice(0, 3);
  const middle = digits.slice(3, 6);
  const tail = digits.slice(6, 10);
  return [head, middle, tail].filter(Boolean).join('-');
}
