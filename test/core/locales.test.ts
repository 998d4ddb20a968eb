/**
 * The shipped languages: every table has exactly English's keys, the same placeholders and every plural
 * category its language's `Intl.PluralRules` can select; plural forms come out right in each category; numbers
 * are written as the locale writes them; and a page's `lang` picks the language by the fallbacks the kit
 * promises (`pt` → `pt-BR`, `zh-CN`/`zh-SG` → `zh-Hans`, `zh-TW` → English …).
 */
import { expect } from '@open-wc/testing';
import {
  displayLocale,
  formatMessage,
  issueMessage,
  resolveLocale,
  type Issue,
  type LocaleCode,
  type MessageKey,
  type Messages,
  type Template,
} from '@mcp-elicit/core';
import { tables as frTables, fr, frUrl } from '@mcp-elicit/core/fr';
import { LOCALES, TABLES, messagesOf } from '../helpers/locales.js';

const LDML: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const templates = (t: Template): string[] => (typeof t === 'string' ? [t] : Object.values(t));
const placeholders = (t: Template): string[] =>
  [...new Set(templates(t).flatMap((s) => [...s.matchAll(/\{(\w*)\}/g)].map((m) => m[1] ?? '')))].sort();
const keysOf = (m: object) => Object.keys(m).sort() as MessageKey[];
const english = messagesOf('en');
const OTHERS = LOCALES.filter((code) => code !== 'en');
/** Whole numbers that reach every plural category of every shipped language (French `many` is a million). */
const SAMPLES = [0, 1, 2, 3, 5, 10, 11, 21, 99, 100, 101, 102, 1_000_000];

describe('core: the shipped languages', () => {
  it('ships English first, then German, French, Spanish, Brazilian Portuguese, Italian, Japanese, Simplified Chinese, Arabic, Hebrew', () => {
    expect(LOCALES).to.deep.equal(['en', 'de', 'fr', 'es', 'pt-BR', 'it', 'ja', 'zh-Hans', 'ar', 'he']);
    expect(Object.keys(TABLES)).to.deep.equal([...LOCALES]);
  });

  it('each entry exports its tables under its own names and as `tables`', () => {
    expect(frTables.form).to.equal(fr);
    expect(frTables.url).to.equal(frUrl);
  });

  for (const code of OTHERS) {
    describe(code, () => {
      const messages = messagesOf(code);

      it('has exactly the keys English has, table by table', () => {
        expect(keysOf(TABLES[code].form), 'form table').to.deep.equal(keysOf(TABLES.en.form));
        expect(keysOf(TABLES[code].url), 'URL table').to.deep.equal(keysOf(TABLES.en.url));
        expect(keysOf(TABLES[code].guard), 'guard table').to.deep.equal(keysOf(TABLES.en.guard));
        expect(keysOf(TABLES[code].task), 'task table').to.deep.equal(keysOf(TABLES.en.task));
        expect(keysOf(TABLES[code].stopped), 'stopped table').to.deep.equal(keysOf(TABLES.en.stopped));
      });

      it('has no placeholder English lacks, and lacks none English has', () => {
        for (const key of keysOf(english)) expect(placeholders(messages[key]), key).to.deep.equal(placeholders(english[key]));
      });

      it(`is plural where English is, with every category Intl.PluralRules('${code}') selects and no other`, () => {
        const required = new Intl.PluralRules(code).resolvedOptions().pluralCategories as string[];
        for (const key of keysOf(english)) {
          const t = messages[key];
          expect(typeof t, key).to.equal(typeof english[key]);
          if (typeof t === 'string') continue;
          const has = Object.keys(t);
          for (const category of required) expect(has, `${key} lacks "${category}"`).to.include(category);
          for (const category of has) expect(LDML, `${key} has "${category}"`).to.include(category);
          expect(t.other, key).to.be.a('string');
        }
      });

      it('has no empty text, and says something else than English', () => {
        for (const key of keysOf(english)) {
          for (const text of templates(messages[key])) expect(text.trim(), key).not.to.equal('');
        }
        const same = keysOf(english).filter((key) => JSON.stringify(messages[key]) === JSON.stringify(english[key]));
        // Words English shares with a language (a "Site", a "No") may stay; sentences may not.
        expect(same.filter((key) => templates(english[key]).some((s) => s.split(' ').length > 2)), 'untranslated').to.deep.equal([]);
      });

      it('every plural category it needs is reached by a count, and picks its own form', () => {
        const rules = new Intl.PluralRules(code);
        for (const key of keysOf(english)) {
          const t = messages[key];
          if (typeof t === 'string') continue;
          const name = placeholders(t)[0] ?? 'count';
          for (const category of rules.resolvedOptions().pluralCategories) {
            const n = SAMPLES.find((x) => rules.select(x) === category);
            if (n === undefined) throw new Error(`no sample count is "${category}" in ${code}`);
            const form = t[category] ?? t.other;
            const expected = formatMessage(form, { [name]: n }, code);
            expect(formatMessage(t, { [name]: n }, code), `${key} ${category} (${n})`).to.equal(expected);
          }
        }
      });
    });
  }
});

describe('core: plural forms, category by category', () => {
  const say = (code: LocaleCode, key: MessageKey, params: { [name: string]: number }) =>
    formatMessage(messagesOf(code)[key], params, code);

  it('Arabic: zero, one, two, few, many and other', () => {
    // Digits as the engine's Arabic writes them (Latin in recent CLDR, Arabic-Indic in older ones).
    const n = (x: number) => new Intl.NumberFormat('ar').format(x);
    const cases: [number, string][] = [
      [0, 'لا توجد مشكلات في إجاباتك'],
      [1, 'توجد مشكلة واحدة في إجاباتك'],
      [2, 'توجد مشكلتان في إجاباتك'],
      [3, `توجد ${n(3)} مشكلات في إجاباتك`],
      [10, `توجد ${n(10)} مشكلات في إجاباتك`],
      [11, `توجد ${n(11)} مشكلة في إجاباتك`],
      [99, `توجد ${n(99)} مشكلة في إجاباتك`],
      [100, `توجد ${n(100)} مشكلة في إجاباتك`],
    ];
    for (const [count, text] of cases) expect(say('ar', 'summary.heading', { count }), String(count)).to.equal(text);
    const rules = new Intl.PluralRules('ar');
    expect(cases.map(([n]) => rules.select(n))).to.deep.equal(['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other']);
    expect(say('ar', 'issue.minLength', { limit: 1 })).to.equal('يُرجى إدخال حرف واحد على الأقل.');
    expect(say('ar', 'issue.minLength', { limit: 2 })).to.equal('يُرجى إدخال حرفين على الأقل.');
    expect(say('ar', 'issue.minLength', { limit: 5 })).to.equal(`يُرجى إدخال ${n(5)} أحرف على الأقل.`);
    expect(say('ar', 'issue.minLength', { limit: 20 })).to.equal(`يُرجى إدخال ${n(20)} حرفًا على الأقل.`);
    expect(say('ar', 'issue.minLength', { limit: 200 })).to.equal(`يُرجى إدخال ${n(200)} حرف على الأقل.`);
    expect(say('ar', 'time.minutesLeft', { count: 2 })).to.equal('الوقت المتبقي للإجابة: دقيقتان تقريبًا.');
    expect(say('ar', 'time.minutesLeft', { count: 7 })).to.equal(`الوقت المتبقي للإجابة: ${n(7)} دقائق تقريبًا.`);
    expect(say('ar', 'time.minutesLeft', { count: 45 })).to.equal(`الوقت المتبقي للإجابة: ${n(45)} دقيقة تقريبًا.`);
  });

  it('Hebrew: one, two and other', () => {
    expect(say('he', 'summary.heading', { count: 1 })).to.equal('נמצאה בעיה אחת בתשובות שלך');
    expect(say('he', 'summary.heading', { count: 2 })).to.equal('נמצאו שתי בעיות בתשובות שלך');
    expect(say('he', 'summary.heading', { count: 3 })).to.equal('נמצאו 3 בעיות בתשובות שלך');
    expect(say('he', 'time.hoursLeft', { count: 2 })).to.equal('נותרו כשעתיים למתן תשובה.');
    expect(say('he', 'time.hoursLeft', { count: 5 })).to.equal('נותרו כ-5 שעות למתן תשובה.');
  });

  it('French: one for 0 and 1, many for a million, other', () => {
    expect(say('fr', 'issue.minLength', { limit: 0 })).to.equal('Saisissez au moins 0 caractère.');
    expect(say('fr', 'issue.minLength', { limit: 1 })).to.equal('Saisissez au moins 1 caractère.');
    expect(say('fr', 'issue.minLength', { limit: 2 })).to.equal('Saisissez au moins 2 caractères.');
    expect(new Intl.PluralRules('fr').select(1_000_000)).to.equal('many');
    expect(say('fr', 'issue.minLength', { limit: 1_000_000 })).to.equal(`Saisissez au moins ${new Intl.NumberFormat('fr').format(1_000_000)} caractères.`);
  });

  it('Spanish, Italian and Brazilian Portuguese: one, many, other (Portuguese counts 0 as one)', () => {
    expect(say('es', 'time.minutesLeft', { count: 1 })).to.equal('Queda aproximadamente 1 minuto para responder.');
    expect(say('es', 'time.minutesLeft', { count: 0 })).to.equal('Quedan aproximadamente 0 minutos para responder.');
    expect(say('it', 'summary.heading', { count: 1 })).to.equal('C’è 1 problema nelle tue risposte');
    expect(say('it', 'summary.heading', { count: 4 })).to.equal('Ci sono 4 problemi nelle tue risposte');
    expect(say('pt-BR', 'issue.maxItems', { limit: 0 })).to.equal('Escolha no máximo 0 opção.');
    expect(say('pt-BR', 'issue.maxItems', { limit: 3 })).to.equal('Escolha no máximo 3 opções.');
    // A million is `many` here; written in digits, it takes the ordinary plural.
    for (const code of ['es', 'it', 'pt-BR'] as const) {
      const more = messagesOf(code)['unsupported.more'];
      if (typeof more === 'string') throw new Error('plural expected');
      expect(new Intl.PluralRules(code).select(1_000_000), code).to.equal('many');
      expect(say(code, 'unsupported.more', { count: 1_000_000 }), code).to.equal(formatMessage(more.other, { count: 1_000_000 }, code));
    }
  });

  it('Japanese and Chinese: one form for every count', () => {
    expect(say('ja', 'summary.heading', { count: 1 })).to.equal('回答に1件の問題があります');
    expect(say('ja', 'summary.heading', { count: 2 })).to.equal('回答に2件の問題があります');
    expect(say('zh-Hans', 'issue.minItems', { limit: 1 })).to.equal('请至少选择 1 项。');
    expect(say('zh-Hans', 'issue.minItems', { limit: 3 })).to.equal('请至少选择 3 项。');
  });
});

describe('core: numbers in each language', () => {
  const minimum = (limit: number): Issue => ({ field: 'f', code: 'minimum', params: { limit } });
  const table = (code: LocaleCode): Messages => messagesOf(code);

  it('decimals and thousands as the locale writes them', () => {
    expect(issueMessage(minimum(3.5), table('fr'), 'fr')).to.equal('Saisissez 3,5 ou plus.');
    expect(issueMessage(minimum(3.5), table('pt-BR'), 'pt-BR')).to.equal('Digite 3,5 ou mais.');
    expect(issueMessage(minimum(3.5), table('ja'), 'ja')).to.equal('3.5以上の値を入力してください。');
    const big = 1234.5;
    for (const code of OTHERS) {
      const text = issueMessage(minimum(big), table(code), code);
      expect(text, code).to.include(new Intl.NumberFormat(code, { maximumFractionDigits: 20 }).format(big));
    }
  });

  it('Arabic digits where the locale writes them, even for small whole numbers', () => {
    // `-u-nu-arab` asks for Arabic-Indic digits in every engine; Egypt writes them by default.
    expect(issueMessage(minimum(3), table('ar'), 'ar-u-nu-arab')).to.equal('يُرجى إدخال ٣ أو أكثر.');
    expect(formatMessage(table('ar')['summary.heading'], { count: 12 }, 'ar-u-nu-arab')).to.equal('توجد ١٢ مشكلة في إجاباتك');
    expect(issueMessage(minimum(3), table('ar'), 'ar-EG')).to.equal(`يُرجى إدخال ${new Intl.NumberFormat('ar-EG').format(3)} أو أكثر.`);
    expect(issueMessage(minimum(3), table('ar'), 'ar')).to.equal(`يُرجى إدخال ${new Intl.NumberFormat('ar').format(3)} أو أكثر.`);
  });

  it('a negative number keeps its minus before the digits in right-to-left text', () => {
    for (const code of ['ar', 'he'] as const) {
      const text = issueMessage(minimum(-5), table(code), code);
      expect(text, code).to.include(new Intl.NumberFormat(code).format(-5));
    }
  });
});

describe('core: which language a page gets', () => {
  it('resolves a tag to its language, with the promised fallbacks, English otherwise', () => {
    const cases: [string | null | undefined, LocaleCode][] = [
      ['fr', 'fr'], ['fr-CA', 'fr'], ['FR_be', 'fr'], ['es-MX', 'es'], ['es-419', 'es'], ['it-CH', 'it'], ['ja-JP', 'ja'],
      ['pt', 'pt-BR'], ['pt-BR', 'pt-BR'], ['pt-PT', 'pt-BR'], ['pt-AO', 'pt-BR'],
      ['zh', 'zh-Hans'], ['zh-CN', 'zh-Hans'], ['zh-Hans', 'zh-Hans'], ['zh-SG', 'zh-Hans'], ['zh-Hans-HK', 'zh-Hans'],
      ['zh_cn', 'zh-Hans'], ['zh-u-nu-hanidec', 'zh-Hans'], ['zh-x-tw', 'zh-Hans'],
      ['zh-TW', 'en'], ['zh-HK', 'en'], ['zh-MO', 'en'], ['zh-Hant', 'en'], ['zh-Hant-CN', 'en'],
      ['ar', 'ar'], ['ar-EG', 'ar'], ['ar-u-nu-arab', 'ar'], ['he', 'he'], ['he-IL', 'he'], ['iw', 'he'],
      ['de-AT', 'de'], ['en-GB', 'en'], ['nl', 'en'], ['ko-KR', 'en'], ['arn', 'en'], ['frr', 'en'], ['', 'en'], [null, 'en'], [undefined, 'en'],
    ];
    for (const [lang, expected] of cases) expect(resolveLocale(lang), String(lang)).to.equal(expected);
  });

  it('formats in the tag asked for when its language is shipped, else in English', () => {
    const cases: [string, string][] = [
      ['fr-CA', 'fr-CA'], ['pt', 'pt'], ['pt-PT', 'pt-PT'], ['zh-SG', 'zh-SG'], ['zh-Hans-CN', 'zh-Hans-CN'], ['ar-EG', 'ar-EG'],
      ['iw', 'he'], ['de_AT', 'de-AT'], ['zh-TW', 'en'], ['zh-Hant', 'en'], ['nl-NL', 'en'], ['en-GB', 'en-GB'],
    ];
    for (const [lang, expected] of cases) expect(displayLocale(lang), lang).to.equal(expected);
  });
});
