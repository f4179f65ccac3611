import type { MessageDescriptor } from 'react-intl';
import {
  newsArticleScreenMessages,
  newsArticleScreenValueMessages,
} from './NewsArticleScreen/NewsArticleScreen.messages.ts';
import { newsListScreenMessages, newsListScreenValueMessages } from './NewsListScreen/NewsListScreen.messages.ts';
import { newsCategoryMessages, newsCommonMessages } from './shared/newsCommon.messages.ts';

/** Every message group of the news screens; registered once in intl/descriptors.ts. */
export const newsMessageGroups: Record<string, MessageDescriptor>[] = [
  newsCommonMessages,
  newsCategoryMessages,
  newsListScreenMessages,
  newsListScreenValueMessages,
  newsArticleScreenMessages,
  newsArticleScreenValueMessages,
];
