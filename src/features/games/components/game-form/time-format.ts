/** The two clocks Mantine's TimePicker offers. */
export type Clock = '12h' | '24h';

export interface TimeFormat {
  clock: Clock;
  /** dayjs format of the picker's field, with the time written on the same clock as its time box. */
  valueFormat: string;
}

/**
 * The person's clock, from their locale's hour cycle (h11/h12: 12 hours with AM/PM; h23/h24: 24
 * hours), so that the date pickers' field and time box write a time the same way (decision 0053: the
 * field said '1:03 PM' and the box '13:03'). `locale` undefined is the browser's.
 */
export function timeFormat(locale?: string): TimeFormat {
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  const clock: Clock = hourCycle === 'h11' || hourCycle === 'h12' ? '12h' : '24h';
  return { clock, valueFormat: clock === '12h' ? 'MMM D, YYYY h:mm A' : 'MMM D, YYYY HH:mm' };
}
