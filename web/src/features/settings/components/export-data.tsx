import { exportPath } from '@shop/shared/export/export-links';
import { exportMessages as m } from '@shop/shared/export/messages';

/**
 * The shop's data as a download: plain links, so the browser saves the file itself (the session
 * cookie goes with them, and the service worker leaves /api/ navigations to the network).
 */
export function ExportData() {
  return (
    <section className="card" aria-labelledby="export-title">
      <h2 id="export-title">{m.heading}</h2>
      <p className="hint">{m.contains}</p>
      <p>
        <a className="button ghost" href={exportPath('json')} download>
          {m.json}
        </a>{' '}
        <a className="button ghost" href={exportPath('csv')} download>
          {m.csv}
        </a>
      </p>
    </section>
  );
}
