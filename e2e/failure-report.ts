import type { BrowserContext, Page, TestInfo } from '@playwright/test';

/** The last warnings and errors the context's pages logged, and their uncaught errors, newest last. */
export function watchPageLogs(context: BrowserContext, keep = 40): string[] {
  const lines: string[] = [];
  const add = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > keep) lines.shift();
  };
  const watch = (page: Page) => {
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') add(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (err) => add(`uncaught: ${err.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return lines;
}

/**
 * What a failed journey's pages held in their outbox, and what they logged: printed beside the
 * failure, because CI keeps only the log (no trace, no screenshot anyone can open).
 */
export async function reportPagesOnFailure(context: BrowserContext, info: TestInfo, logged: string[]): Promise<void> {
  if (info.status === info.expectedStatus) return;
  for (const line of logged) console.log(`[failure] ${line}`);
  for (const page of context.pages()) {
    if (page.isClosed()) continue;
    const rows = await page
      .evaluate(
        () =>
          new Promise<unknown>((resolve) => {
            // Never waits long (an open queued behind a blocked version change), never creates the database.
            setTimeout(() => resolve('not read in 5 s'), 5_000);
            const open = indexedDB.open('autoshop-outbox');
            open.onupgradeneeded = () => open.transaction?.abort();
            // The upgrade called off above: there was no outbox.
            open.onerror = () =>
              resolve(open.error?.name === 'AbortError' ? 'no outbox yet' : `cannot open: ${String(open.error)}`);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('rows')) {
                db.close();
                return resolve('no outbox yet');
              }
              const all = db.transaction('rows').objectStore('rows').getAll();
              all.onsuccess = () => {
                db.close();
                resolve(
                  (all.result as Record<string, unknown>[]).map((r) => {
                    const { payload, response, context, ...rest } = r;
                    void payload;
                    void context;
                    return { ...rest, response: JSON.stringify(response)?.slice(0, 200) };
                  }),
                );
              };
              all.onerror = () => {
                db.close();
                resolve(`cannot read: ${String(all.error)}`);
              };
            };
          }),
      )
      .catch((err: unknown) => `not read: ${String(err)}`);
    console.log(`[failure] ${page.url()} outbox:${Array.isArray(rows) && rows.length === 0 ? ' empty' : ''}`);
    for (const row of Array.isArray(rows) ? rows : [rows]) console.log(`[failure]   ${JSON.stringify(row)}`);
  }
}
