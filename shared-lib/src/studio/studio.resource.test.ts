import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { resetServiceClients, serviceClient } from '../api/http-client';
import { staffEnrolment, staffSecondFactor, staffSignIn, storedStaff } from './staff-session.resource';
import { studioApi } from './studio.resource';

let calls: InternalAxiosRequestConfig[] = [];
const staff = { token: 'staff-token' };

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  resetServiceClients();
  serviceClient('middleware').defaults.adapter = async (config) => {
    calls.push(config);
    const data = config.url?.endsWith('/second-factor') ? { username: 'staff.editor', token: 't', expiresAt: new Date(Date.now() + 60_000).toISOString() } : {};
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
});

const sent = () => calls.map((c) => `${c.method?.toUpperCase()} ${c.url}`);

describe('the studio client: one call per route of /api/studio, each with the staff token', () => {
  it('signs staff in in two steps and keeps the session for the tab', async () => {
    await staffSignIn('staff.editor', 'pw');
    await staffEnrolment('challenge');
    await staffSecondFactor('challenge', '123456');
    expect(sent()).toEqual(['POST /auth/staff/signin', 'POST /auth/staff/enrolment', 'POST /auth/staff/signin/second-factor']);
    expect(calls[0].data).toBe(JSON.stringify({ username: 'staff.editor', password: 'pw', context: 'STAFF' }));
    expect(storedStaff()).toMatchObject({ username: 'staff.editor' });
  });

  it('reaches each route with the method and path the API serves', async () => {
    const id = 'home_page-home';
    await studioApi.listDocuments(staff, { type: 'blog_detail', q: 'tow' });
    await studioApi.fetchDocument(staff, id);
    await studioApi.createDocument(staff, { type: 'blog_detail', uid: 'new', data: {} });
    await studioApi.saveDocument(staff, id, { baseVersion: 1, data: {} });
    await studioApi.autosaveDocument(staff, id, { baseVersion: 1, data: {} });
    await studioApi.listVersions(staff, id);
    await studioApi.fetchVersion(staff, id, 2);
    await studioApi.fetchDiff(staff, id, 1, 2);
    await studioApi.rollBack(staff, id, { version: 1, baseVersion: 2 });
    await studioApi.publishDocument(staff, id);
    await studioApi.unpublishDocument(staff, id);
    await studioApi.scheduleDocument(staff, id, { at: '2030-01-01T00:00:00Z' });
    await studioApi.cancelSchedule(staff, id);
    await studioApi.fetchPreview(staff, id, 3);
    await studioApi.fetchAudit(staff, { documentId: id });
    await studioApi.findLinkTargets(staff, 'tow', 'blog_detail');
    await studioApi.listMedia(staff);
    await studioApi.uploadMedia(staff, new Blob(['x'], { type: 'image/png' }), 'A trailer at dusk');
    await studioApi.listStaff(staff);
    await studioApi.createStaff(staff, { username: 'new.editor', displayName: 'N', email: 'n@maker.example.com', password: 'long-password', roles: ['editor'] });
    await studioApi.changeStaffRoles(staff, 'new.editor', ['editor', 'publisher']);
    expect(sent()).toEqual([
      'GET /studio/documents', `GET /studio/documents/${id}`, 'POST /studio/documents', `PUT /studio/documents/${id}`,
      `PUT /studio/documents/${id}/autosave`, `GET /studio/documents/${id}/versions`, `GET /studio/documents/${id}/versions/2`,
      `GET /studio/documents/${id}/diff`, `POST /studio/documents/${id}/rollback`, `POST /studio/documents/${id}/publish`,
      `POST /studio/documents/${id}/unpublish`, `POST /studio/documents/${id}/schedule`, `DELETE /studio/documents/${id}/schedule`,
      `GET /studio/documents/${id}/preview`, 'GET /studio/audit', 'GET /studio/link-targets', 'GET /studio/media', 'POST /studio/media',
      'GET /studio/staff', 'POST /studio/staff', 'PATCH /studio/staff/new.editor',
    ]);
    expect(calls.every((c) => c.headers.Authorization === 'Bearer staff-token')).toBe(true);
    expect(calls[0].params).toEqual({ type: 'blog_detail', q: 'tow' });
    expect(calls[7].params).toEqual({ from: 1, to: 2 });
  });

  it("reads the other person's change from a 409, and nothing from other failures", () => {
    const conflict = { statusCode: 409, error: 'Conflict', message: 'Saved meanwhile by Pat Quinn.', current: { version: 3 }, theirChanges: [] };
    const response = (status: number, data: unknown) => new AxiosError('x', 'ERR', undefined, undefined, { status, data, statusText: '', headers: {}, config: {} as InternalAxiosRequestConfig });
    expect(studioApi.conflictOf(response(409, conflict))).toEqual(conflict);
    expect(studioApi.conflictOf(response(500, conflict))).toBeNull();
    expect(studioApi.conflictOf(new Error('x'))).toBeNull();
  });
});
