import { describe, expect, it } from 'vitest';
import { COMMON_CHROMIUM_ARGS, findChromium, SYSTEM_CHROMIUM } from './find-chromium.ts';

// Which Chromium the browser suites get: CHROMIUM_PATH, else the system one, else the npm package's.

const packaged = async () => ({ executablePath: '/tmp/chromium', args: ['--headless=shell', '--single-process', '--no-zygote', '--disable-web-security', '--no-sandbox'] });

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first', async () => {
    const choice = await findChromium({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, isExecutable: () => true, packaged });
    expect(choice).toEqual({ executablePath: '/opt/chrome/chrome', args: COMMON_CHROMIUM_ARGS, source: 'CHROMIUM_PATH' });
  });

  it("takes Debian's Chromium when it is executable", async () => {
    const choice = await findChromium({ env: { CHROMIUM_PATH: '' }, isExecutable: (path) => path === SYSTEM_CHROMIUM, packaged });
    expect(choice.executablePath).toBe(SYSTEM_CHROMIUM);
    expect(choice.source).toBe('system');
  });

  it("falls back to the npm package's Chromium, with its flags but not the serverless-only ones", async () => {
    const choice = await findChromium({ env: {}, isExecutable: () => false, packaged });
    expect(choice.source).toBe('@sparticuz/chromium');
    expect(choice.executablePath).toBe('/tmp/chromium');
    expect(choice.args).toEqual(expect.arrayContaining([...COMMON_CHROMIUM_ARGS, '--headless=shell', '--no-zygote']));
    expect(choice.args).not.toContain('--single-process');
    expect(choice.args).not.toContain('--disable-web-security');
    expect(new Set(choice.args).size).toBe(choice.args.length);
  });
});
