import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rv/shared-lib/router';
import { afterPendingWork, contentPage, mockApi, requestsTo, type MockHandler, type MockRequest } from '@rv/shared-lib/testing';
import { GlossaryPage } from '../../pages/glossary.page';
import { GlossaryTip, SpecGlossaryTip } from './components/glossary-tip.component';
import { SectionGlossary } from './components/section-glossary.component';
import { glossaryDocsFixture } from './glossary.fixture';

/** The content service's listing the glossary is read from (every term, one page). */
const DOCUMENTS = 'GET /api/content/v1/documents';
const glossaryPage = (docs = glossaryDocsFixture) => ({ status: 200, data: contentPage(docs, 1, 100) });
let log: MockRequest[];
const answerGlossary = (reply: MockHandler) => (log = mockApi({ [DOCUMENTS]: reply }));
const glossaryReads = () => requestsTo(log, DOCUMENTS);

describe('plain-language specs', () => {
  beforeEach(() => {
    answerGlossary(glossaryPage());
  });

  it('a term is a button named "About <term>" described by what it stands for and its short definition', async () => {
    render(<GlossaryTip uid="gvwr" />);
    const button = await screen.findByRole('button', { name: 'About GVWR' });
    expect(button).toHaveAccessibleDescription('Gross Vehicle Weight Rating: The most the loaded trailer may weigh.');
    expect(glossaryReads().map((r) => r.params.type)).toEqual(['glossary_term']);
  });

  it('spec rows get the tooltip of their term; specs without a term and unknown terms get none', async () => {
    render(<><SpecGlossaryTip code="CARRYINGCAPACITY" /><SpecGlossaryTip code="MSRP" /><GlossaryTip uid="no-such-term" /></>);
    expect(await screen.findByRole('button', { name: 'About CCC' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('a filter section lists its terms, all from one glossary request, reachable by Tab', async () => {
    render(<SectionGlossary section="weight" />);
    const list = await screen.findByRole('list', { name: 'Terms explained' });
    expect(within(list).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['About Dry weight', 'About UVW', 'About CCC', 'About GVWR']);
    expect(glossaryReads()).toHaveLength(1);
    await userEvent.tab();
    const first = screen.getByRole('button', { name: 'About Dry weight' });
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAccessibleDescription('The unloaded weight.');
  });

  it('shows nothing while the glossary is unavailable', async () => {
    answerGlossary({ status: 500 });
    const { container } = render(<SectionGlossary section="weight" />);
    await waitFor(() => expect(glossaryReads()).toHaveLength(1));
    await afterPendingWork(); // The failed read has been handled.
    expect(container).toBeEmptyDOMElement();
  });

  describe('the /glossary page', () => {
    const renderPage = () => render(<MemoryRouter><GlossaryPage /></MemoryRouter>);

    it('loading, then every term alphabetically with its long definition at its own anchor', async () => {
      renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'RV Glossary' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Loading the glossary');
      const terms = await screen.findAllByRole('term');
      expect(terms.map((t) => t.textContent)).toEqual([
        'BH (Bunkhouse)', 'CCC (Cargo Carrying Capacity)', 'Dry weight', 'GVWR (Gross Vehicle Weight Rating)', 'Hitch weight (pin weight)',
        'Payload', 'RK (Rear Kitchen)', 'Towing capacity', 'UVW (Unloaded Vehicle Weight)',
      ]);
      expect(document.getElementById('gvwr')).toHaveTextContent('Set by the maker.');
      expect(within(screen.getByRole('navigation', { name: 'Glossary terms' })).getByRole('link', { name: 'GVWR' })).toHaveAttribute('href', '#gvwr');
    });

    it('error with a retry that loads it', async () => {
      let reads = 0;
      answerGlossary(() => (++reads === 1 ? { status: 500 } : glossaryPage()));
      renderPage();
      expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Set by the maker.')).toBeInTheDocument();
    });

    it('empty', async () => {
      answerGlossary(glossaryPage([]));
      renderPage();
      expect(await screen.findByText('No terms in the glossary yet.')).toBeInTheDocument();
    });
  });
});
