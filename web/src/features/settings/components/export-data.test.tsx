import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exportMessages as m } from '@shop/shared/export/messages';
import { ExportData } from './export-data.tsx';

describe('the export in Settings', () => {
  it('when shown, then it offers the JSON document and the zip of spreadsheets as downloads, and says what they hold', () => {
    render(<ExportData />);
    const json = screen.getByRole('link', { name: m.json });
    const csv = screen.getByRole('link', { name: m.csv });
    expect(json.getAttribute('href')).toBe('/api/admin/export');
    expect(csv.getAttribute('href')).toBe('/api/admin/export?format=csv');
    expect(json.hasAttribute('download') && csv.hasAttribute('download')).toBe(true);
    expect(screen.getByText(m.contains)).toBeTruthy();
  });
});
