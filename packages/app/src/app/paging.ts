/** Rows per page of every paged list the app asks for. */
export const pageSize = 20;

interface Page {
  page: number;
  size: number;
  total: number;
}

/** The next page of a paged answer, or undefined after the last. */
export function nextPage(last: Page): number | undefined {
  return last.page * last.size < last.total ? last.page + 1 : undefined;
}
