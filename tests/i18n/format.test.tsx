import { renderHook } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';

const at = new Date('2026-03-05T10:00:00Z');
const minutesLater = (minutes: number) => new Date(at.getTime() + minutes * 60_000);

async function formatIn(language: 'en' | 'fr' | 'rw' | 'sw') {
  await activateLanguage(language);
  return renderHook(() => useFormat()).result.current;
}

/**
 * Numbers, dates, times and relative times in the page's language, written the same by Node (the build's
 * prerender) and by browsers, whose ICU has no Kinyarwanda data.
 */
describe('useFormat', () => {
  afterAll(() => activateLanguage('en'));

  it('English keeps the specification’s relative times', async () => {
    const format = await formatIn('en');
    expect(format.relative(at, minutesLater(5))).toBe('5 min ago');
    expect(format.relative(at, minutesLater(60))).toBe('1 hour ago');
    expect(format.relative(at, minutesLater(180))).toBe('3 hours ago');
  });

  it('French and Swahili relative times come from Intl', async () => {
    expect((await formatIn('fr')).relative(at, minutesLater(5))).toBe(
      new Intl.RelativeTimeFormat('fr', { numeric: 'always', style: 'short' }).format(-5, 'minute'),
    );
    expect((await formatIn('sw')).relative(at, minutesLater(120))).toBe(
      new Intl.RelativeTimeFormat('sw', { numeric: 'always', style: 'short' }).format(-2, 'hour'),
    );
  });

  it('Kinyarwanda writes numbers, dates and times as French does, never with runtime-only data', async () => {
    const french = await formatIn('fr');
    const expected = {
      date: french.date(at),
      dateTime: french.dateTime(at),
      time: french.time(at),
      number: french.number(12345.5),
    };
    const kinyarwanda = await formatIn('rw');
    expect({
      date: kinyarwanda.date(at),
      dateTime: kinyarwanda.dateTime(at),
      time: kinyarwanda.time(at),
      number: kinyarwanda.number(12345.5),
    }).toEqual(expected);
    expect(kinyarwanda.time(at)).not.toMatch(/AM|PM/);
    expect(kinyarwanda.date(at)).not.toBe(at.toLocaleDateString('rw'));
  });

  it('Kinyarwanda relative times come from its catalog', async () => {
    const format = await formatIn('rw');
    const fiveMinutes = format.relative(at, minutesLater(5));
    expect(fiveMinutes).toContain('5');
    expect(fiveMinutes).not.toBe('5 min ago');
    expect(fiveMinutes).not.toBe(
      new Intl.RelativeTimeFormat('rw', { numeric: 'always', style: 'short' }).format(-5, 'minute'),
    );
  });
});

describe('numbers inside messages', () => {
  afterAll(() => activateLanguage('en'));

  it('follow the same locale as useFormat (a Kinyarwanda count reads as in French)', async () => {
    const format = await formatIn('rw');
    const { i18n } = await import('@lingui/core');
    expect(i18n.locales).toEqual(['fr']);
    expect(i18n.number(2210)).toBe(format.number(2210));
  });
});

describe('month names', () => {
  it('a Kinyarwanda event time writes the month as a number, never a borrowed name', async () => {
    const { eventTime } = await import('@/screens/member/hub-events/event-time');
    expect(eventTime(at.toISOString(), 'fr')).toMatch(/mars/);
    const kinyarwanda = eventTime(at.toISOString(), 'rw');
    expect(kinyarwanda).toMatch(/03/);
    expect(kinyarwanda).not.toMatch(/mars|Mar/);
  });
});
