/** A time to answer in the locale's own short unit words ("12 s", "1.5 min"), as the views show medians. */
export function shortDuration(ms: number, locale: string): string {
  const [unit, value] = ms >= 60_000 ? (['minute', ms / 60_000] as const) : (['second', ms / 1000] as const);
  try {
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
  } catch {
    // An engine without unit formatting: the number and an abbreviation everyone reads.
    return `${Math.round(value * 10) / 10} ${unit === 'minute' ? 'min' : 's'}`;
  }
}
