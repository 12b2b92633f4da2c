import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_FILTER_STATE, type FilterState } from '@rv/shared-lib/catalog';
import { FilterPanel, type FilterPanelProps } from './components/filter-panel.component';
import { answerGlossary, filterPanelProps, glossaryStaysLoading } from './filter-panel.fixtures';
import { useFilterPanelUi } from './filter-panel.store';
import { glossaryDocsFixture } from '../glossary/glossary.fixture';

glossaryStaysLoading();

const state = (over: Partial<FilterState> = {}): FilterState => ({ ...EMPTY_FILTER_STATE, selected: {}, sliders: {}, ...over });
const setup = (over: Partial<FilterPanelProps> = {}) => {
  const props = filterPanelProps(over);
  render(<FilterPanel {...props} />);
  return props;
};

describe('RV Finder filter panel', () => {
  beforeEach(() => useFilterPanelUi.setState({ sectionsOpen: {}, mobileOpen: false }));

  it('loading: sections wait for the aggregates', () => {
    setup({ aggregates: null, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading filters');
    expect(screen.queryByRole('button', { name: /RV Type/ })).not.toBeInTheDocument();
  });

  it('error: says filters are unavailable', () => {
    setup({ aggregates: null, loading: false });
    expect(screen.getByRole('status')).toHaveTextContent('Filters are unavailable');
  });

  it('lists the spec (screens and routes) sections in order; Garage Size only with toy haulers; no Clear All when nothing is selected', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'RV Finder' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.replace(/[+−]$/, ''));
    expect(titles).toEqual(['RV Type', 'Brands', 'Price + Class', 'Layout + Sleep', 'Length', 'Weight', 'My Tow Vehicle', 'Convenience Features', 'SolarFlex Packages', 'Exterior Features', 'Kitchen Features', 'Tank Sizes', 'Floorplan Features']);
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it('on a brand page hides RV Type and Brands and shows only Price in Price + Class', async () => {
    setup({ brandPage: true, title: 'MONTANA' });
    expect(screen.getByRole('heading', { level: 2, name: 'MONTANA' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /RV Type/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Brands/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Price \+ Class/ }));
    expect(screen.getByRole('slider', { name: 'Minimum Price' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Class' })).not.toBeInTheDocument();
  });

  it('disables options without docs, sorts them last, and reports a checked option', async () => {
    const props = setup();
    await userEvent.click(screen.getByRole('button', { name: /RV Type/ }));
    const types = screen.getByRole('group', { name: 'RV Type' });
    const boxes = within(types).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(['Fifth Wheels(30)', 'Travel Trailers(0)']);
    expect(boxes[1]).toBeDisabled();
    await userEvent.click(boxes[0]);
    expect(props.onChange).toHaveBeenCalledWith(expect.objectContaining({ selected: { type: ['fifth-wheels'] } }), 'type');
  });

  it('hides a slider whose min equals max and enables flags by the filtered aggregate', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: /Layout \+ Sleep/ }));
    expect(screen.queryByRole('slider', { name: 'Minimum Sleeps' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bunkhouse' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'King Bed' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Room Location' })).toBeDisabled();
  });

  it('room location needs a priority; clearing the priority clears the location', async () => {
    const props = setup({ state: state({ selected: { room_priority: ['Kitchen'], room_location: ['Rear'] } }) });
    await userEvent.click(screen.getByRole('button', { name: /Layout \+ Sleep/ }));
    expect(screen.getByRole('combobox', { name: 'Room Location' })).toBeEnabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Room Priority' }), '');
    expect(props.onChange).toHaveBeenCalledWith(expect.objectContaining({ selected: {} }), 'room_priority');
  });

  it('marks sections with filters active and clears all', async () => {
    const props = setup({ state: state({ selected: { class: ['Luxury'], region: ['EAST'] }, sliders: { price: { from: 30000, to: 60000 } } }) });
    expect(screen.getByRole('button', { name: /Price \+ Class.*filters active/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(props.onClearAll).toHaveBeenCalledWith(expect.objectContaining({ selected: { region: ['EAST'] }, sliders: {}, page: 1 }));
  });

  it('commits a slider after the visitor stops moving it, clearing at full range', async () => {
    jest.useFakeTimers();
    const props = setup();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: /Price \+ Class/ }));
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum Price' }), { target: { value: '40000' } });
    expect(props.onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(500));
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sliders: { price: { from: 40000, to: 130000 } } }), 'price');
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum Price' }), { target: { value: '20000' } });
    act(() => jest.advanceTimersByTime(500));
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sliders: {} }), 'price');
    jest.useRealTimers();
  });
});

describe('RV Finder: My Tow Vehicle and glossary terms', () => {
  beforeEach(() => {
    answerGlossary(glossaryDocsFixture);
    useFilterPanelUi.setState({ sectionsOpen: { towVehicle: true }, mobileOpen: false });
  });

  it('a preset sets the tow vehicle filter and shows as chosen; Remove clears it', async () => {
    const props = setup();
    // The section's code comes when it is first drawn (on demand).
    await userEvent.click(await screen.findByRole('button', { name: 'Half-ton truck' }));
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ towVehicle: { towingCapacity: 8500, payload: 1800 } }), 'towVehicle');
  });

  it('shows the chosen vehicle with its preset pressed, marks the section active, and removes it', async () => {
    const props = setup({ state: state({ towVehicle: { towingCapacity: 8500, payload: 1800 } }) });
    expect(screen.getByRole('button', { name: /My Tow Vehicle.*filters active/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Half-ton truck' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Towing capacity (lb)' })).toHaveValue('8500');
    expect(screen.getByText(/Showing floorplans for Half-ton truck: 8,500 lb towing, 1,800 lb payload/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove tow vehicle' }));
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ towVehicle: null }), 'towVehicle');
  });

  it('takes typed ratings, refusing bad ones with a message on the field', async () => {
    const props = setup();
    const capacity = screen.getByRole('textbox', { name: 'Towing capacity (lb)' });
    await userEvent.type(capacity, 'lots');
    await userEvent.type(screen.getByRole('textbox', { name: 'Payload (lb)' }), '1,650');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Towing capacity must be a whole number of pounds, up to 40,000.');
    expect(capacity).toHaveAttribute('aria-invalid', 'true');
    expect(capacity).toHaveAccessibleDescription('Towing capacity must be a whole number of pounds, up to 40,000.');
    expect(props.onChange).not.toHaveBeenCalled();
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '9200{Enter}');
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ towVehicle: { towingCapacity: 9200, payload: 1650 } }), 'towVehicle');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sections list their glossary terms as tooltip buttons', async () => {
    useFilterPanelUi.setState({ sectionsOpen: { weight: true } });
    setup();
    const weight = screen.getByRole('button', { name: /^Weight/ }).closest('section')!;
    const tip = await within(weight).findByRole('button', { name: 'About GVWR' });
    expect(tip).toHaveAccessibleDescription('Gross Vehicle Weight Rating: The most the loaded trailer may weigh.');
  });
});
