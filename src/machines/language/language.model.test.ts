import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { expectFullCoverage, runModelTest } from '../testing/modelTest';
import { createLanguageActors, type LanguageEnvironment } from './language.actors';
import { languageMachine } from './language.machine';

describe('language model', () => {
  it('covers every state and transition', async () => {
    const coverage = await runModelTest({
      machine: languageMachine,
      events: [
        { type: 'xstate.done.actor.readSources', output: { cookieLang: 'en_US', browserLanguage: ['th-TH'] } },
        { type: 'xstate.done.actor.readSources', output: { chineseTourist: true, cookieLang: 'th_TH' } },
        { type: 'xstate.error.actor.readSources', error: new Error('no cookies') },
        { type: 'switch', locale: 'th_TH' },
        { type: 'switch', locale: 'zh_CN' },
        { type: 'tourist.enter' },
        { type: 'xstate.done.actor.persist' },
        { type: 'xstate.error.actor.persist', error: new Error('cookies off') },
      ],
    });
    expectFullCoverage(coverage);
  });
});

function environment(overrides: Partial<LanguageEnvironment> = {}) {
  const written: string[] = [];
  const store = new Map<string, string>();
  const env: LanguageEnvironment = {
    search: () => '',
    readCookies: () => '',
    writeCookie: (value) => void written.push(value),
    browserLanguages: () => ['en-GB'],
    sessionStorage: () => ({ getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) }),
    ...overrides,
  };
  return { env, written, store };
}

async function run(env: LanguageEnvironment) {
  const actor = createActor(languageMachine.provide({ actors: createLanguageActors(env) }));
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, emitted };
}

describe('language machine', () => {
  it('detects by spec §4 order: query, then cookie, then browser', async () => {
    expect((await run(environment({ search: () => '?lang=zh', readCookies: () => 'f34c_lang2=en_US' }).env)).actor.getSnapshot().context.locale).toBe('zh_CN');
    expect((await run(environment({ readCookies: () => 'f34c_lang2=th_TH' }).env)).actor.getSnapshot().context.locale).toBe('th_TH');
    expect((await run(environment().env)).actor.getSnapshot().context.locale).toBe('en_US');
  });

  it('switches, announces and saves the cookie', async () => {
    const { env, written } = environment({ readCookies: () => 'f34c_lang2=th_TH' });
    const { actor, emitted } = await run(env);
    actor.send({ type: 'switch', locale: 'en_US' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(emitted).toEqual([
      { type: 'changed', locale: 'th_TH' },
      { type: 'changed', locale: 'en_US' },
    ]);
    expect(written).toEqual(['f34c_lang2=en_US; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('Chinese tourist mode forces zh_CN, locks it for the session and refuses other languages', async () => {
    const { env, store } = environment({ readCookies: () => 'f34c_lang2=th_TH', chineseTourist: () => true });
    const { actor, emitted } = await run(env);
    expect(actor.getSnapshot().context).toEqual({ locale: 'zh_CN', touristLocked: true });
    expect([...store.values()]).toEqual(['1']);
    actor.send({ type: 'switch', locale: 'en_US' });
    expect(actor.getSnapshot().context.locale).toBe('zh_CN');
    expect(emitted.at(-1)).toEqual({ type: 'locked' });
  });
});
