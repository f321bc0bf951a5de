import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_QUERY_ELEMENT_ID } from '@shop/shared/app/prerendered-pages';
import { queryClient, setQueryUser } from '@/lib/query-client.ts';
import { seedPageQuery } from './page-data.ts';

const KEY = ['tracking', 7, 'link-token'];

/** A server-rendered mailed page's read, as mailed-pages.ts puts it beside the page. */
function pageWithRead(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_QUERY_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(PAGE_QUERY_ELEMENT_ID)?.remove();
  localStorage.clear();
  document.cookie = 'shop_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  queryClient.clear();
  setQueryUser(null);
});

describe('seedPageQuery', () => {
  it('when a signed-in customer opens a mailed page, then its read is kept where her page looks for it', () => {
    localStorage.setItem('user', JSON.stringify({ id: 12, email: 'ana@example.com', name: 'Ana', role: 'customer' }));
    document.cookie = 'shop_signed_in=12';
    pageWithRead(JSON.stringify({ queryKey: KEY, data: { id: 7 } }));
    seedPageQuery(queryClient);
    // SessionProvider starts her session: the page's query runs under her id.
    setQueryUser(12);
    expect(queryClient.getQueryData(KEY)).toEqual({ id: 7 });
  });

  it('when a visitor opens it, then the read is kept for the visitor', () => {
    pageWithRead(JSON.stringify({ queryKey: KEY, data: { id: 7 } }));
    seedPageQuery(queryClient);
    setQueryUser(null);
    expect(queryClient.getQueryData(KEY)).toEqual({ id: 7 });
  });

  it('when the page carries no read, or one that does not parse, then nothing is kept', () => {
    const client = new QueryClient();
    seedPageQuery(client);
    pageWithRead('{"queryKey": [');
    seedPageQuery(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
