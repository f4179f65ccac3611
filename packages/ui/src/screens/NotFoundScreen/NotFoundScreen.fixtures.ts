import type { NotFoundScreenProps } from './NotFoundScreen.types.ts';

export const notFoundProps: NotFoundScreenProps = { homeHref: '#/home/index' };
