import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import type { StudioDocument } from '@rv/domain/content';
import { staffSession } from '../../session/staff-session';
import { PreviewFrames } from './preview-frames.component';
import { VersionHistory } from './version-history.component';

const ID = 'home_page-home';
const doc = { id: ID, version: 3, publishedVersion: 2 } as StudioDocument;
const version = (n: number, kind: string, savedBy: string, restoredFrom: number | null = null) => ({ version: n, kind, savedAt: `2026-12-0${n}T10:00:00Z`, savedBy, restoredFrom });

beforeEach(() => act(() => staffSession.getState().signedIn({ username: 'p', displayName: 'Pat', roles: ['editor', 'publisher'], token: 't', expiresAt: '2099-01-01T00:00:00Z' })));
afterEach(() => act(() => staffSession.getState().signOut()));

describe('history of a document', () => {
  it('lists every version with who and when, shows the difference of two, and rolls back as a new version', async () => {
    const log = mockApi({
      [`GET /api/studio/documents/${ID}/versions`]: { status: 200, data: { results: [version(3, 'saved', 'staff.editor'), version(2, 'saved', 'staff.publisher'), version(1, 'imported', 'import')] } },
      [`GET /api/studio/documents/${ID}/diff`]: (request) => ({ status: 200, data: { from: request.params.from, to: request.params.to, changes: [{ path: 'body.0.items.0.title', change: 'changed', before: 'Go Beyond', after: 'Show Season' }] } }),
      [`POST /api/studio/documents/${ID}/rollback`]: { status: 200, data: { ...doc, version: 4 } },
    });
    const rolledBack = jest.fn();
    render(<VersionHistory document={doc} canRollBack onRolledBack={rolledBack} />);
    const rows = await screen.findAllByTestId('version');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^3saved.*staff\.editor/), expect.stringMatching(/^2 \(published\)saved.*staff\.publisher/), expect.stringMatching(/^1imported.*import/),
    ]);
    expect(await screen.findByRole('row', { name: /body.0.items.0.title/ })).toHaveTextContent('Go BeyondShow Season');
    expect(requestsTo(log, `GET /api/studio/documents/${ID}/diff`)[0].params).toEqual({ from: 2, to: 3 });
    await userEvent.click(within(rows[2]).getByRole('button', { name: 'Roll back to version 1' }));
    expect(requestsTo(log, `POST /api/studio/documents/${ID}/rollback`)[0].body).toEqual({ version: 1, baseVersion: 3 });
    expect(rolledBack).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
  });

  it('offers no roll-back to an editor', async () => {
    mockApi({
      [`GET /api/studio/documents/${ID}/versions`]: { status: 200, data: { results: [version(3, 'saved', 'a'), version(2, 'saved', 'b')] } },
      [`GET /api/studio/documents/${ID}/diff`]: { status: 200, data: { from: 2, to: 3, changes: [] } },
    });
    render(<VersionHistory document={doc} canRollBack={false} onRolledBack={jest.fn()} />);
    await screen.findAllByTestId('version');
    expect(screen.queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No field differs.')).toBeInTheDocument();
  });
});

describe('preview of a draft', () => {
  it("shows the server's drawing of the version in frames 390 and 1366 px wide, fetched with the staff token", async () => {
    const log = mockApi({ [`GET /api/studio/documents/${ID}/preview`]: { status: 200, data: '<html><body><h1>Show Season</h1></body></html>' } });
    render(<PreviewFrames documentId={ID} version={3} />);
    const phone = await screen.findByTitle('Preview at 390 px');
    expect(phone).toHaveAttribute('width', '390');
    expect(phone.getAttribute('srcdoc')).toContain('Show Season');
    // Drawn, not run: the site's scripts in a frame at about:srcdoc would route to the 404 page.
    expect(phone).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(screen.getByTitle('Preview at 1366 px')).toHaveAttribute('width', '1366');
    expect(requestsTo(log, `GET /api/studio/documents/${ID}/preview`)[0]).toMatchObject({ params: { version: 3 }, headers: expect.objectContaining({ Authorization: 'Bearer t' }) });
  });
});
