import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rv/shared-lib/router';
import { mockApi, requestsTo, type MockRequest } from '@rv/shared-lib/testing';
import type { SignedInStaff } from '@rv/domain/auth';
import type { StudioDocument } from '@rv/domain/content';
import { staffSession } from '../features/session/staff-session';
import { STUDIO_MESSAGES } from '@rv/domain/studio';
import { DocumentPage } from './document.page';

const staff = (roles: SignedInStaff['roles']): SignedInStaff => ({ username: 'staff.editor', displayName: 'Eli Brooks', roles, token: 't', expiresAt: '2099-01-01T00:00:00Z' });

const HOME = 'home_page-home';
const image = (name: string) => ({ url: `/api/media/scene/${name}.svg`, alt: `The ${name}` });
const home = (extra: Partial<StudioDocument> = {}): StudioDocument => ({
  id: HOME, type: 'home_page', uid: 'home', title: 'Home', status: 'published', version: 3, publishedVersion: 3, scheduledAt: null, scheduledVersion: null,
  updatedAt: '2026-12-06T10:00:00Z', updatedBy: 'staff.publisher', tags: [], lang: 'en-us', published: null, autosave: null,
  data: {
    title: 'Home', meta_description: 'RVs',
    body: [
      { slice_type: 'xfader', primary: { slide_speed: 6 }, items: [{ image: image('slide-1'), mobile_image: image('slide-1-m'), title: 'Go Beyond', subtitle: '', copy_position: 'Middle Left', copy_color: 'White', cta_label: null, cta_link: null }] },
      { slice_type: 'quote', primary: { quote: 'Best trip', attribution: 'Sam', color: 'light' }, items: [] },
    ],
  },
  ...extra,
});

function openDocument(roles: SignedInStaff['roles'] = ['editor']) {
  act(() => staffSession.getState().signedIn(staff(roles)));
  return render(
    <MemoryRouter initialEntries={[`/studio/content/home_page/${HOME}`]}>
      <DocumentPage params={{ type: 'home_page', id: HOME }} route={{ name: 'studioDocument', pattern: '/studio/content/:type/:id', remote: 'mfe-studio' }} />
    </MemoryRouter>,
  );
}

/** The API of an editing session whose every save succeeds as the next version. */
const editingApi = () => mockApi({
  [`GET /api/studio/documents/${HOME}`]: { status: 200, data: home() },
  [`PUT /api/studio/documents/${HOME}`]: (request) => ({ status: 200, data: home({ version: 4, data: (request.body as { data: Record<string, unknown> }).data }) }),
  [`PUT /api/studio/documents/${HOME}/autosave`]: { status: 204 },
});

const saved = (log: MockRequest[]) => requestsTo(log, `PUT /api/studio/documents/${HOME}`).map((r) => r.body as { baseVersion: number; data: { body: Array<{ slice_type: string; items: Array<{ title: string }> }> } });
const slideTitle = () => within(screen.getByRole('group', { name: /Slide 1 of block 1/ })).getByLabelText('Title');

describe('the document editor', () => {
  afterEach(() => act(() => staffSession.getState().signOut()));

  it("changes the hero's title, adds a text block and saves on top of the version it opened", async () => {
    const log = editingApi();
    openDocument();
    await screen.findByRole('group', { name: /Slide 1 of block 1/ });
    await userEvent.clear(slideTitle());
    await userEvent.type(slideTitle(), 'Show Season');
    await userEvent.selectOptions(screen.getByLabelText('New block'), 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Add block' }));
    expect(screen.getByText('Text block added as block 3.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as version 4.')).toBeInTheDocument();
    const [body] = saved(log);
    expect(body.baseVersion).toBe(3);
    expect(body.data.body[0].items[0].title).toBe('Show Season');
    expect(body.data.body.map((b) => b.slice_type)).toEqual(['xfader', 'quote', 'text']);
  });

  it('moves a block with Alt+Arrow keys and announces the move', async () => {
    const log = editingApi();
    openDocument();
    const down = await screen.findByRole('button', { name: 'Move block 1, Slide banner down' });
    fireEvent.keyDown(down, { key: 'ArrowDown', altKey: true });
    expect(await screen.findByText('Block 1 moved to place 2 of 2.')).toBeInTheDocument();
    expect(screen.getAllByTestId('block').map((block) => block.querySelector('legend')?.textContent)).toEqual(['1. Quote', '2. Slide banner']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove block 1, Quote' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved(log)).toHaveLength(1));
    expect(saved(log)[0].data.body.map((b) => b.slice_type)).toEqual(['xfader']);
  });

  it("refuses an image without alt text and a missing title with the schema's words, next to each field and read out, and sends nothing", async () => {
    const log = mockApi({ [`GET /api/studio/documents/${HOME}`]: { status: 200, data: home() }, [`PUT /api/studio/documents/${HOME}/autosave`]: { status: 204 } });
    openDocument();
    const slide = await screen.findByRole('group', { name: /Slide 1 of block 1/ });
    const alt = within(slide).getByLabelText('Alt text of image');
    await userEvent.clear(alt);
    // Shown as soon as the field is changed, not only on saving.
    await waitFor(() => expect(alt).toHaveAccessibleDescription(STUDIO_MESSAGES.altText));
    expect(alt).toBeInvalid();
    const title = screen.getAllByLabelText('Title')[0];
    expect(title).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert', { name: 'This cannot be saved yet' });
    expect(summary).toHaveTextContent(`Block 1 (Slide banner), Slide 1, Image: ${STUDIO_MESSAGES.altText}`);
    await userEvent.clear(title);
    await waitFor(() => expect(title).toHaveAccessibleDescription('Title is required'));
    expect(summary).toHaveTextContent('Title: Title is required');
    expect(screen.getByText('Title is required')).toHaveAttribute('aria-live', 'polite');
    expect(saved(log)).toEqual([]);
  });

  it('refuses a web address of the site that leads to no page, as the API looks it up, and takes one that does', async () => {
    const log = mockApi({
      [`GET /api/studio/documents/${HOME}`]: { status: 200, data: home() },
      [`PUT /api/studio/documents/${HOME}/autosave`]: { status: 204 },
      [`PUT /api/studio/documents/${HOME}`]: (request) => ({ status: 200, data: home({ version: 4, data: (request.body as { data: Record<string, unknown> }).data }) }),
      'POST /api/studio/link-check': (request) => ({ status: 200, data: { missing: (request.body as { keys: string[] }).keys.filter((key) => key === 'page:/no-such-page') } }),
    });
    openDocument();
    const link = within(await screen.findByRole('group', { name: /Slide 1 of block 1/ })).getByRole('group', { name: 'Button link' });
    const address = within(link).getByLabelText('Web address');
    await userEvent.type(address, '/no-such-page');
    await waitFor(() => expect(address).toHaveAccessibleDescription(STUDIO_MESSAGES.brokenAddress('/no-such-page')));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: 'This cannot be saved yet' })).toHaveTextContent(`Block 1 (Slide banner), Slide 1, Button link: ${STUDIO_MESSAGES.brokenAddress('/no-such-page')}`);
    expect(saved(log)).toEqual([]);
    await userEvent.clear(address);
    await userEvent.type(address, '/find-a-dealer');
    await waitFor(() => expect(address).not.toHaveAccessibleDescription());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as version 4.')).toBeInTheDocument();
    expect(requestsTo(log, 'POST /api/studio/link-check').flatMap((r) => (r.body as { keys: string[] }).keys)).toContain('page:/find-a-dealer');
  });

  it('refuses a link chosen earlier whose page is gone, beside the link, once a save is tried', async () => {
    const withGoneLink = home();
    const slide = (withGoneLink.data.body as Array<{ items: Array<Record<string, unknown>> }>)[0].items[0];
    slide.cta_label = 'See it';
    slide.cta_link = { link_type: 'Document', type: 'page', uid: 'gone' };
    const log = mockApi({
      [`GET /api/studio/documents/${HOME}`]: { status: 200, data: withGoneLink },
      'POST /api/studio/link-check': { status: 200, data: { missing: ['document:page/gone'] } },
    });
    openDocument();
    const link = within(await screen.findByRole('group', { name: /Slide 1 of block 1/ })).getByRole('group', { name: 'Button link' });
    expect(link).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription(STUDIO_MESSAGES.brokenLink('page', 'gone')));
    expect(saved(log)).toEqual([]);
    expect(requestsTo(log, 'POST /api/studio/link-check')[0].body).toEqual({ keys: ['document:page/gone'] });
  });

  it("shows a stale save's refusal with the other person's change, keeps this person's text, and saves it with their other changes on request", async () => {
    let calls = 0;
    const body = home().data.body as Array<{ primary: Record<string, unknown> }>;
    const theirs = { ...home().data, body: [body[0], { ...body[1], primary: { ...body[1].primary, quote: 'Best trip ever' } }] };
    const log = mockApi({
      [`GET /api/studio/documents/${HOME}`]: { status: 200, data: home() },
      [`PUT /api/studio/documents/${HOME}/autosave`]: { status: 204 },
      [`PUT /api/studio/documents/${HOME}`]: (request) => {
        calls += 1;
        if (calls === 1) {
          return { status: 409, data: {
            statusCode: 409, error: 'Conflict', message: 'Saved meanwhile by Pat Quinn: your text is kept as a draft.',
            current: { version: 4, kind: 'saved', savedAt: '2026-12-06T10:05:00Z', savedBy: 'staff.publisher', restoredFrom: null, data: theirs },
            theirChanges: [{ path: 'body.1.primary.quote', change: 'changed', before: 'Best trip', after: 'Best trip ever' }],
            base: { version: 3, data: home().data },
          } };
        }
        return { status: 200, data: home({ version: 5, data: (request.body as { data: Record<string, unknown> }).data }) };
      },
    });
    openDocument();
    await screen.findByRole('group', { name: /Slide 1 of block 1/ });
    await userEvent.clear(slideTitle());
    await userEvent.type(slideTitle(), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert', { name: 'Saved meanwhile by someone else' });
    expect(notice).toHaveTextContent('Saved meanwhile by Pat Quinn');
    expect(within(notice).getByRole('row', { name: /body.1.primary.quote/ })).toHaveTextContent('Best trip ever');
    expect(slideTitle()).toHaveValue('Mine');
    await userEvent.click(within(notice).getByRole('button', { name: 'Keep my text and save over theirs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as version 5.')).toBeInTheDocument();
    expect(saved(log).map((body) => body.baseVersion)).toEqual([3, 4]);
    expect(saved(log)[1].data.body[0].items[0].title).toBe('Mine');
    // Their change to a field this person left alone is kept too: nothing either typed is lost.
    expect((saved(log)[1].data.body[1] as unknown as { primary: { quote: string } }).primary.quote).toBe('Best trip ever');
  });

  it('brings back autosaved work on opening, and autosaves what is typed', async () => {
    const log = mockApi({
      [`GET /api/studio/documents/${HOME}`]: { status: 200, data: home({ autosave: { baseVersion: 3, savedAt: '2026-12-06T10:01:00Z', data: { ...home().data, title: 'Typed before' } } }) },
      [`PUT /api/studio/documents/${HOME}/autosave`]: { status: 204 },
    });
    openDocument();
    expect(await screen.findByText(/Your unsaved changes of .* are back\./)).toBeInTheDocument();
    expect(screen.getAllByLabelText('Title')[0]).toHaveValue('Typed before');
    await userEvent.type(screen.getAllByLabelText('Title')[0], '!');
    await waitFor(() => expect(requestsTo(log, `PUT /api/studio/documents/${HOME}/autosave`)).toHaveLength(1), { timeout: 4000 });
    expect(requestsTo(log, `PUT /api/studio/documents/${HOME}/autosave`)[0].body).toMatchObject({ baseVersion: 3, data: { title: 'Typed before!' } });
  });

  it('gives publish, unpublish and schedule to publishers only', async () => {
    mockApi({ [`GET /api/studio/documents/${HOME}`]: { status: 200, data: home() } });
    const { unmount } = openDocument(['editor']);
    expect(await screen.findByText('Publishing is for staff with the publisher role.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish version/ })).not.toBeInTheDocument();
    unmount();
    const log = mockApi({
      [`GET /api/studio/documents/${HOME}`]: { status: 200, data: home({ status: 'changed', version: 4 }) },
      [`POST /api/studio/documents/${HOME}/publish`]: { status: 200, data: home({ version: 4, publishedVersion: 4 }) },
    });
    openDocument(['editor', 'publisher']);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish version 4' }));
    expect(await screen.findByTestId('document-status')).toHaveTextContent('Published (version 4 on the site)');
    expect(requestsTo(log, `POST /api/studio/documents/${HOME}/publish`)[0].body).toEqual({ version: 4 });
  });
});
