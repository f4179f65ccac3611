import type { APIRequestContext } from '@playwright/test';
import { PNG } from 'pngjs';
import { texts } from './messages.ts';
import {
  JOURNEY_TIMEOUT,
  expect,
  passkeyLater,
  postForm,
  recordCspViolations,
  screenshotSteps,
  test,
} from './support.ts';

// Offerings (issue 20, so far): a newly registered user whose identity an operator verified finds the IPO open for
// applications among the demo offerings, reads its terms and the draw's commitment, applies for one lot with a
// confirmation, and sees the amount held — in each language, on a 375 px phone, against the product started with
// `npm start`. Screenshots go to test-results/offerings/. (The operator's console for offerings, the draw's
// verification page and the distributions come with the rest of the issue.)

const operator = { account: '0000000001', password: 'operator2026' };
const password = 'Kabuto2026Tsuki';
const snap = screenshotSteps('offerings');

function newAccount(): string {
  return `05${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

function pngImage(tint: number): Buffer {
  const png = new PNG({ width: 320, height: 200 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = (i / 4) % 255;
    png.data[i + 1] = tint;
    png.data[i + 2] = 255 - tint;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

/** A new account with ¥1,000,000 of paper cash, its identity submitted and approved by the operator (the API's way). */
async function verifiedNewUser(request: APIRequestContext) {
  const account = newAccount();
  await postForm(request, '/user/register', { account, password, invite_code: 'KABUTO', agree: '1' });
  const session = (await postForm(request, '/user/login', { account, password })) as { token: string };
  const submitted = await request.post('/api/vue/identity/submit', {
    headers: { token: session.token, account },
    multipart: {
      name: '見本 三郎',
      name_kana: 'ミホン サブロウ',
      id_number: 'CD12345678',
      id_front: { name: 'front.png', mimeType: 'image/png', buffer: pngImage(40) },
      id_back: { name: 'back.png', mimeType: 'image/png', buffer: pngImage(200) },
      privacy_accepted: '1',
    },
  });
  expect(((await submitted.json()) as { status: number }).status).toBe(1);
  const desk = (await postForm(request, '/user/login', operator)) as { token: string; account: string };
  const headers = { token: desk.token, account: desk.account };
  const queue = await request.post('/api/vue/admin/identity/list', { form: { account, status: 'pending' }, headers });
  const id = ((await queue.json()) as { data: { items: { id: string }[] } }).data.items[0]?.id ?? '';
  const approved = await request.post('/api/vue/admin/identity/approve', { form: { id }, headers });
  expect(((await approved.json()) as { status: number }).status).toBe(1);
  return { account, token: session.token };
}

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000, viewport: { width: 375, height: 812 } });

for (const locale of ['jp', 'cn', 'us'] as const) {
  test(`IPO in ${locale}: the open offering, its terms and draw commitment, apply for a lot, the amount held`, async ({
    page,
    request,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const t = texts(locale);
    const user = await verifiedNewUser(request);
    const cspViolations = await recordCspViolations(page);
    await page.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    await page.goto('/#/login/login');
    await page.getByLabel(t('ui.loginScreen.account'), { exact: true }).fill(user.account);
    await page.getByLabel(t('ui.loginScreen.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: t('ui.loginScreen.submit'), exact: true }).click();
    await passkeyLater(page, t('ui.passkeySetupPromptScreen.later'));

    // The offerings open for applications (the tab a user can act on comes first).
    await page.goto('/#/home/newShare');
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { selected: true })).toHaveText(t('ui.offerings.subscribing'));
    await snap(page, `${locale}-list`);
    await main.getByRole('link', { name: t('ui.ipoListScreen.detailsOf', { name: 'GENDA' }) }).click();
    await expect(page).toHaveURL(/#\/home\/newShareInfo\?id=/);
    // The draw's commitment is public before anyone applies.
    await expect(main.getByText(/^[0-9a-f]{64}$/).first()).toBeVisible();
    await snap(page, `${locale}-detail`);

    await main.getByRole('link', { name: t('ui.ipoDetailScreen.apply') }).click();
    await expect(page).toHaveURL(/#\/mine\/newShareOrder\?stockIndex=/);
    await snap(page, `${locale}-apply`);
    await main.getByRole('button', { name: t('ui.ipoApplyScreen.review') }).click();
    const confirm = page.getByRole('alertdialog', { name: t('ui.ipoApplyScreen.confirmTitle') });
    await expect(confirm).toBeVisible();
    await snap(page, `${locale}-apply-confirm`);
    await confirm.getByRole('button', { name: t('ui.ipoApplyScreen.confirm'), exact: true }).click();
    await expect(main.getByText(t('ui.ipoApplyScreen.doneTitle'))).toBeVisible();
    await snap(page, `${locale}-applied`);

    // ¥893 × 100 shares is held from the ¥1,000,000 opening cash.
    const info = (await (
      await request.post('/api/vue/user/getUserinfo', {
        form: { type: 'jpy' },
        headers: { token: user.token, account: user.account },
      })
    ).json()) as { data: { jpy: string } };
    expect(info.data.jpy).toMatch(/^910700(\.0+)?$/);

    // Back on the offering, the application is there with what is held.
    await page.goBack();
    await expect(page).toHaveURL(/#\/home\/newShareInfo\?id=/);
    await expect(main.getByText(t('ui.ipoDetailScreen.appliedTitle'))).toBeVisible();
    expect(await cspViolations()).toEqual([]);
  });
}
