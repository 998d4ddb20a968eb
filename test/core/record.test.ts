/**
 * `recordLine`: the one-line record of a question, in every shipped language: every table has every record
 * text, values come in the request's field order as the review shows them, choices are joined as the language
 * joins lists, what does not fit is counted with the language's plural, and every value is its own isolate.
 */
import { expect } from '@open-wc/testing';
import { formatMessage, type ElicitRequestParams, type FormMessages } from '@mcp-elicit/core';
import { recordLine } from '@mcp-elicit/core/record';
import { LOCALES, TABLES, messagesOf } from '../helpers/locales.js';
import { bookingRequest } from '../fixtures/requests.js';

const BOOKING = bookingRequest(['time', 'guests', 'extras', 'terrace', 'day', 'legacy']) as ElicitRequestParams;
const answered = (content: Record<string, unknown>) =>
  ({ state: 'answered', request: BOOKING, result: { action: 'accept', content } }) as Parameters<typeof recordLine>[0];
const RECORD_KEYS = Object.keys(TABLES.en.form).filter((k) => k.startsWith('record.'));

describe('core: the record line', () => {
  it('every language has every record text', () => {
    expect(RECORD_KEYS.length).to.equal(15);
    for (const code of LOCALES) {
      const form = TABLES[code].form as unknown as Record<string, unknown>;
      expect(RECORD_KEYS.filter((k) => !form[k]), code).to.deep.equal([]);
    }
  });

  it('accepted: values in the fields\' order, option titles (oneOf, enumNames), yes/no with the title, dates and numbers as the review shows them', () => {
    const line = recordLine(answered({ legacy: 'm', terrace: false, day: '2025-06-20', guests: 1234.5, time: '20:00', extras: ['flowers'] }));
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(2025, 5, 20));
    expect(line.text).to.equal(`You accepted: 8 pm, 1,234.5, Flowers, Terrace: no, ${day}, Medium`);
    expect(line.parts.filter((p) => p.isolate).map((p) => p.text)).to.deep.equal(['8 pm', '1,234.5', 'Flowers', 'Terrace', day, 'Medium']);
    expect(line.parts[0]).to.deep.equal({ text: 'You accepted: ' });
  });

  it('declined, cancelled, nothing to list, a page opened (its host in ASCII, left to right), stopped, waiting', () => {
    expect(recordLine({ state: 'answered', request: BOOKING, result: { action: 'decline' } }).text).to.equal('You declined');
    expect(recordLine({ state: 'answered', request: BOOKING, result: { action: 'cancel' } }).text).to.equal('You cancelled');
    expect(recordLine(answered({})).text).to.equal('You accepted');
    expect(recordLine(answered({ extras: [] })).text).to.equal('You accepted');
    const url = recordLine({ state: 'answered', request: { mode: 'url', message: 'm', url: 'https://bücher.example/a?b' }, result: { action: 'accept' } });
    expect(url.parts).to.deep.equal([{ text: 'You opened the page on ' }, { text: 'xn--bcher-kva.example', isolate: 'ltr' }]);
    const stopped = (reason?: string) => recordLine({ state: 'expired', ...(reason !== undefined && { reason }) }).text;
    expect(stopped('expired')).to.equal('Not answered: the question expired');
    expect(stopped('aborted')).to.equal('Not answered: the question was withdrawn');
    expect(stopped()).to.equal('Not answered: the question was withdrawn');
    expect(stopped('The booking closed')).to.equal('Not answered: the question was withdrawn');
    expect(stopped('disconnected')).to.equal('Not answered: the connection was lost');
    expect(stopped('answered-elsewhere')).to.equal('Answered in another tab or window');
    expect(stopped('refused-invalid')).to.equal('Not answered: your answer was not accepted');
    expect(recordLine({ state: 'waiting' }).text).to.equal('Waiting for an answer');
  });

  it('lists are joined as each language joins them; fields by its separator', () => {
    const content = { time: '21:30', extras: ['cake', 'flowers'], terrace: true };
    const list = (code: string) => new Intl.ListFormat(code, { type: 'conjunction' }).format(['Cake', 'Flowers']);
    const expected: Record<string, string> = {
      en: 'You accepted: 9:30 pm, Cake and Flowers, Terrace: yes',
      de: 'Sie haben angenommen: 9:30 pm, Cake und Flowers, Terrace: ja',
      fr: 'Vous avez accepté\u00a0: 9:30 pm, Cake et Flowers, Terrace\u00a0: oui',
      // Japanese lists two items with 、 as well: the fields are apart by ／.
      ja: `承諾しました：9:30 pm／${list('ja')}／Terrace：はい`,
      he: `אושר: 9:30 pm, ${list('he')}, Terrace: כן`,
    };
    for (const [code, text] of Object.entries(expected)) {
      expect(recordLine(answered(content), TABLES[code as 'en'].form, code).text, code).to.equal(text);
    }
    const ar = recordLine(answered(content), TABLES.ar.form, 'ar');
    expect(ar.text).to.equal(`تم القبول: 9:30 pm، ${new Intl.ListFormat('ar', { type: 'conjunction' }).format(['Cake', 'Flowers'])}، Terrace: نعم`);
  });

  it('one line whatever the values: whitespace folded, each value capped, the whole capped, the rest counted with the language\'s plural', () => {
    const long = recordLine({ state: 'answered', request: { message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'string' } } } } as ElicitRequestParams, result: { action: 'accept', content: { a: `x\n\n${'y'.repeat(10_000)}` } } });
    const value = long.parts[1]!.text;
    expect(value.startsWith('x y')).to.equal(true);
    expect([...value].length).to.equal(60);
    expect(value.endsWith('…')).to.equal(true);
    const properties = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, { type: 'string' }]));
    const many = { message: 'm', requestedSchema: { type: 'object', properties } } as ElicitRequestParams;
    const content = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, `${i}`.padEnd(40, '.')]));
    const line = recordLine({ state: 'answered', request: many, result: { action: 'accept', content } });
    expect(line.text.length).to.be.below(260);
    expect(line.text.endsWith('8 more')).to.equal(true);
    for (const code of LOCALES) {
      const form = TABLES[code].form as FormMessages;
      const text = recordLine({ state: 'answered', request: many, result: { action: 'accept', content } }, form, code).text;
      expect(text.endsWith(formatMessage(form['record.more'], { count: 8 }, code)), code).to.equal(true);
    }
    // The plural forms themselves, where the count decides the words.
    expect(formatMessage(TABLES.ar.form['record.more'], { count: 2 }, 'ar')).to.equal('عنصران آخران');
    expect(formatMessage(TABLES.ar.form['record.more'], { count: 3 }, 'ar')).to.equal(`${new Intl.NumberFormat('ar').format(3)} عناصر أخرى`);
    expect(formatMessage(TABLES.he.form['record.more'], { count: 2 }, 'he')).to.equal('עוד שני פריטים');
    expect(formatMessage(TABLES.it.form['record.more'], { count: 1 }, 'it')).to.equal('un altro');
  });

  it('the plain text drops bidi controls that the isolated parts keep; markup is only text', () => {
    const request = { message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'string', title: 'A' } } } } as ElicitRequestParams;
    const line = recordLine({ state: 'answered', request, result: { action: 'accept', content: { a: '\u202Eabc\u2066<b>x</b>' } } });
    expect(line.parts[1]).to.deep.equal({ text: '\u202Eabc\u2066<b>x</b>', isolate: 'auto' });
    expect(line.text).to.equal('You accepted: abc<b>x</b>');
  });

  it('answered from a remembered choice: the values as accepted ones are, a confirmation, a decline; English guard words when a table has none', () => {
    const remembered = (result: Record<string, unknown>) =>
      ({ state: 'remembered', request: BOOKING, result }) as Parameters<typeof recordLine>[0];
    const line = recordLine(remembered({ action: 'accept', content: { time: '20:00', terrace: true } }));
    expect(line.text).to.equal('Answered for you as you chose before: 8 pm, Terrace: yes');
    expect(line.parts.filter((p) => p.isolate).map((p) => p.text)).to.deep.equal(['8 pm', 'Terrace']);
    expect(recordLine(remembered({ action: 'accept', content: {} })).text).to.equal('Confirmed for you, as you chose before');
    expect(recordLine(remembered({ action: 'decline' })).text).to.equal('Declined for you, as you chose before');
    const de = recordLine(remembered({ action: 'decline' }), messagesOf('de'), 'de').text;
    expect(de).to.equal(TABLES.de.guard['guard.rememberedDeclined']);
    // A form's table alone (as the form's own texts are) still words the line, in English.
    expect(recordLine(remembered({ action: 'decline' }), TABLES.de.form, 'de').text).to.equal('Declined for you, as you chose before');
  });

  it('past a cap: the server isolated, the count with its plural, the window in the locale\'s own unit words', () => {
    const capped = (count: number, windowMs: number, code: 'en' | 'de' | 'ja' | 'ar' = 'en') =>
      recordLine({ state: 'capped', server: '\u202EDemo <b>Tools</b>', count, windowMs }, messagesOf(code), code);
    const line = capped(11, 600_000);
    expect(line.parts[0]).to.deep.equal({ text: '\u202EDemo <b>Tools</b>', isolate: 'auto' });
    expect(line.text).to.equal('Demo <b>Tools</b> asked 11 times in 10 minutes; the rest were declined.');
    expect(capped(1, 3_600_000).text).to.equal('Demo <b>Tools</b> asked 1 time in 1 hour; the rest were declined.');
    expect(capped(3, 90_000).text).to.contain('in 90 seconds');
    expect(capped(3, 2 * 86_400_000).text).to.contain('in 2 days');
    for (const code of ['de', 'ja', 'ar'] as const) {
      const unit = new Intl.NumberFormat(code, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(10);
      const text = capped(11, 600_000, code).text;
      expect(text, code).to.contain(unit);
      expect(text, code).to.equal(formatMessage(TABLES[code].guard['guard.capped'], { server: 'Demo <b>Tools</b>', count: 11, window: unit }, code));
    }
  });
});
