import type { Context } from 'hono';
import { API_BASE } from '../app.ts';
import { invalidParameter } from '../http/errors.ts';
import { pageOf } from '../http/lists.ts';
import { clientAddress, securedOperation } from '../http/operation.ts';
import type { SecuredContext } from '../http/operation.ts';
import { identityImage, identityImagePath, identityStatus, submitIdentity } from '../identity/identity.ts';
import { addBankCard, listBankCards, removeBankCard } from '../funding/bank-cards.ts';
import { rowId } from '../funding/common.ts';
import {
  cancelDeposit,
  depositChannel,
  depositSlip,
  listDeposits,
  notifyDeposit,
  slipImagePath,
} from '../funding/deposits.ts';
import {
  cancelWithdrawal,
  listWithdrawals,
  requestWithdrawal,
  withdrawableSummary,
  withdrawalDetail,
} from '../funding/withdrawals.ts';
import { securedUploadOperation } from '../uploads/multipart.ts';
import { databaseUploadStore, ImageLinks, imageResponse } from '../uploads/store.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

/** The one query field an image link carries (the contract's `UploadSignature`), sent once. */
function signatureOf(c: Context): string {
  const params = new URL(c.req.url).searchParams;
  const names = [...params.keys()];
  const unknown = [...new Set(names.filter((name) => name !== 'sig'))];
  if (unknown.length > 0) throw invalidParameter(unknown.map((field) => ({ field, rule: 'unknown' as const })));
  if (names.length !== 1) throw invalidParameter([{ field: 'sig', rule: names.length === 0 ? 'required' : 'unknown' }]);
  return params.get('sig') ?? '';
}

/** Identity verification, bank cards, deposits and withdrawals of the signed-in user, and the image links. */
export function fundingRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, trading } = deps;
  const store = databaseUploadStore;
  const links = new ImageLinks(db, API_BASE);
  const funding = { db, marketData: trading.marketData, alwaysOpen: trading.alwaysOpen };
  const post = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });
  const passwordContext = ({ user, now, address }: SecuredContext) => ({ user, now, address });
  const idempotencyKey = (c: Context) => c.req.header('idempotency-key');

  return [
    post(
      '/identity/status',
      securedOperation(deps, 'getIdentityVerification', async ({ user }) => identityStatus(db, user.userId)),
    ),
    post(
      '/identity/submit',
      securedUploadOperation(
        deps,
        'submitIdentityVerification',
        { imageRefusal: 'upload_invalid_image', consentField: 'privacy_accepted' },
        async ({ form, user, now }) => submitIdentity(db, store, user, form, now),
      ),
    ),
    {
      method: 'GET',
      path: '/upload/id/:id/:side',
      handler: async (c) => {
        const sig = signatureOf(c);
        const now = deps.clock.now();
        const { id = '', side = '' } = c.req.param();
        if (side !== 'front' && side !== 'back') throw invalidParameter([{ field: 'side', rule: 'enum' }]);
        const viewer = await links.viewer(identityImagePath(rowId(id, 'not_found'), side), sig, now);
        const image = await db.transaction((tx) =>
          identityImage(tx, store, { id, side }, { ...viewer, address: clientAddress(c), now }),
        );
        return imageResponse(image);
      },
    },
    post(
      '/bank/cards',
      securedOperation(deps, 'listBankCards', async ({ form, user }) => listBankCards(db, user.userId, pageOf(form))),
    ),
    post(
      '/bank/addCard',
      securedOperation(deps, 'addBankCard', async (ctx) => addBankCard(db, passwordContext(ctx), ctx.form)),
    ),
    post(
      '/bank/removeCard',
      securedOperation(deps, 'removeBankCard', async (ctx) => removeBankCard(db, passwordContext(ctx), ctx.form)),
    ),
    post(
      '/deposit/channel',
      securedOperation(deps, 'getDepositChannel', async ({ user, now }) =>
        depositChannel(db, user.userId, now, trading.alwaysOpen),
      ),
    ),
    post(
      '/deposit/notify',
      securedUploadOperation(deps, 'notifyDeposit', { imageRefusal: 'upload_failed' }, async ({ c, form, user, now }) =>
        notifyDeposit(
          db,
          store,
          { user, now, idempotencyKey: idempotencyKey(c), alwaysOpen: trading.alwaysOpen },
          form,
        ),
      ),
    ),
    post(
      '/deposit/list',
      securedOperation(deps, 'listDeposits', async ({ form, user }) =>
        listDeposits(db, user.userId, form.status, pageOf(form)),
      ),
    ),
    post(
      '/deposit/cancel',
      securedOperation(deps, 'cancelDeposit', async ({ form, user, now }) =>
        cancelDeposit(db, user.userId, form.id, now),
      ),
    ),
    {
      method: 'GET',
      path: '/upload/slip/:id',
      handler: async (c) => {
        const sig = signatureOf(c);
        const { id = '' } = c.req.param();
        const viewer = await links.viewer(slipImagePath(rowId(id, 'not_found')), sig, deps.clock.now());
        return imageResponse(await depositSlip(db, store, id, viewer));
      },
    },
    post(
      '/withdrawal/withdrawable',
      securedOperation(deps, 'getWithdrawable', async ({ user, now }) =>
        withdrawableSummary(funding, user.userId, now),
      ),
    ),
    post(
      '/withdrawal/request',
      securedOperation(deps, 'requestWithdrawal', async (ctx) =>
        requestWithdrawal(funding, { ...passwordContext(ctx), idempotencyKey: idempotencyKey(ctx.c) }, ctx.form),
      ),
    ),
    post(
      '/withdrawal/cancel',
      securedOperation(deps, 'cancelWithdrawal', async ({ c, form, user, now }) =>
        cancelWithdrawal(db, { userId: user.userId, now, idempotencyKey: idempotencyKey(c) }, form),
      ),
    ),
    post(
      '/withdrawal/detail',
      securedOperation(deps, 'getWithdrawal', async ({ form, user }) => withdrawalDetail(db, user.userId, form.id)),
    ),
    post(
      '/user/withdrawallist',
      securedOperation(deps, 'listWithdrawals', async ({ form, user }) =>
        listWithdrawals(db, user.userId, form.type ?? 'jpy', pageOf(form)),
      ),
    ),
  ];
}
