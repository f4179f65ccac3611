import type { Db } from '../db/db.ts';
import { insertPublishedArticle } from './news.ts';
import { SEED_ARTICLES } from './seed-articles.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Publishes the demo articles under the operator's name once: when the operator exists and no article does yet.
 * The newest is an hour old and each older one six hours before the last.
 */
export async function seedDemoNews(db: Db, operatorAccount: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting together: the lock makes the second see the first one's articles.
    const [operator] = await tx.query<{ id: bigint }>('SELECT id FROM users WHERE account = $1 FOR NO KEY UPDATE', [
      operatorAccount,
    ]);
    if (!operator) return false;
    const existing = await tx.query('SELECT 1 FROM news_articles LIMIT 1');
    if (existing.length > 0) return false;
    // Oldest first, so ids grow with the publication time as they would have.
    const articles = [...SEED_ARTICLES].reverse();
    for (const [i, article] of articles.entries()) {
      const at = new Date(now.getTime() - (1 + 6 * (articles.length - 1 - i)) * HOUR_MS);
      await insertPublishedArticle(tx, operator.id, article, at);
    }
    return true;
  });
}
