// Amounts in the organization's currency, in the reader's locale: '$1,234.50', '1.234,50 €'.
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
