import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// openapi/README.md maps every screen of the product to the operations it calls; this keeps the map true.
const root = new URL('../../../', import.meta.url);
const readme = readFileSync(new URL('openapi/README.md', root), 'utf8');
const contract = parse(readFileSync(new URL('openapi/openapi.yaml', root), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string }>>;
};

const documented = new Map(
  Object.entries(contract.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => [operation.operationId, `${method.toUpperCase()} ${path}`]),
  ),
);

// The routes of ../shared/seed/spec.md §2, kept exactly by PRODUCT.md.
const seedRoutes = [
  '/login/start', '/login/register', '/login/login',
  '/news/index', '/news/info',
  '/mine/menu', '/mine/exchange', '/mine/myPage', '/mine/protocol', '/mine/message', '/mine/messageInfo',
  '/mine/loginPassword', '/mine/fundPassword', '/mine/bank', '/mine/bankAdd', '/mine/verified',
  '/mine/transactionRecords', '/mine/withdraw', '/mine/stored', '/mine/deposit', '/mine/about', '/mine/privacy',
  '/mine/language', '/mine/loan', '/mine/loanOrder', '/mine/newShareOrder', '/mine/followOrder',
  '/quotes/search', '/quotes/moreStock', '/quotes/moreZhishu', '/quotes/info', '/quotes/self',
  '/position/index', '/position/info',
  '/home/index', '/home/newShare', '/home/newShareInfo', '/home/large', '/home/large2', '/home/large3',
  '/home/largeInfo', '/home/follow', '/home/withinDays',
]; // prettier-ignore

const rows = readme
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const [, screen = '', operations = ''] = line.split('|').map((cell) => cell.trim());
    return {
      screen: screen.replaceAll('`', ''),
      operations: [...operations.matchAll(/`(\w+)` (GET|POST) `([^`]+)`/g)].map(([, id, method, path]) => ({
        id: id ?? '',
        call: `${method} ${path}`,
      })),
    };
  });

describe('openapi/README.md', () => {
  it('maps every route of the seed to the operations its screen calls', () => {
    const mapped = rows.filter((row) => row.operations.length > 0).map((row) => row.screen);
    expect(seedRoutes.filter((route) => !mapped.includes(route))).toEqual([]);
  });

  it('names only operations of the document, with their real method and path', () => {
    const wrong = rows
      .flatMap((row) => row.operations)
      .filter((operation) => documented.get(operation.id) !== operation.call);
    expect(wrong).toEqual([]);
  });

  it('puts every operation on some screen', () => {
    const named = new Set(rows.flatMap((row) => row.operations.map((operation) => operation.id)));
    expect([...documented.keys()].filter((id) => !named.has(id))).toEqual([]);
  });
});
