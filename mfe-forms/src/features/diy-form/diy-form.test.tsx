import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_IMAGE_UPLOAD_BYTES } from '@rv/domain/forms';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { accepted } from '../../test-support/form-replies';
import DiyForm from './components/diy-form.component';

const DIY = 'POST /api/form/diy-request';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const png = (name = 'awning.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });

beforeEach(() => {
  sessionStorage.clear();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

async function fill() {
  const user = userEvent.setup({ applyAccept: false });
  await user.type(screen.getByLabelText('First Name'), 'Pat');
  await user.type(screen.getByLabelText('Last Name'), 'Camper');
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.selectOptions(screen.getByLabelText('Brand'), 'OB');
  await user.type(screen.getByLabelText('What you need help with'), 'How do I reseal the roof?');
  return user;
}

describe('DIY request form (spec: validation rules, image upload, multipart)', () => {
  it('shows the spec messages for its fields', async () => {
    mockApi({});
    render(<DiyForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Model Year/), '1889');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of ['First Name is required', 'Brand selection is required', 'Invalid Model Year', 'What you need help with is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('refuses a file whose bytes are not an image, whatever its name, before any upload', async () => {
    const log = mockApi({ [DIY]: accepted() });
    render(<DiyForm />);
    const user = await fill();
    await user.upload(screen.getByLabelText(/Image Upload/), new File(['%PDF-1.7 not a photo'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Image Upload is not the correct type')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText(/Image Upload/)).toHaveFocus();
    expect(requestsTo(log, DIY)).toHaveLength(0);
  });

  it('refuses an image over 12 MB', async () => {
    mockApi({});
    render(<DiyForm />);
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: MAX_IMAGE_UPLOAD_BYTES + 1 });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText(/Image Upload/), big);
    expect(await screen.findByText('Image Upload is greater than 12mb')).toBeInTheDocument();
  });

  it('previews an accepted photo and sends the fields JSON and the image as multipart', async () => {
    const log = mockApi({ [DIY]: accepted(), 'GET /api/content/v1/single/site_settings': { status: 200, data: { data: { diy_success_message: 'Your request and photo have been received.' } } } });
    render(<DiyForm />);
    const user = await fill();
    await user.upload(screen.getByLabelText(/Image Upload/), png());
    expect(await screen.findByRole('img', { name: 'Preview of awning.png' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your request and photo have been received.')).toBeInTheDocument();
    const [post] = requestsTo(log, DIY);
    const body = post.body as { fields: string; imageUpload: File };
    expect(JSON.parse(body.fields)).toMatchObject({ firstName: 'Pat', brand: 'OB', fieldnames: expect.arrayContaining(['imageUpload']), 'g-recaptcha-response': expect.any(String) });
    expect(JSON.parse(body.fields)).not.toHaveProperty('imageUpload');
    expect(body.imageUpload.name).toBe('awning.png');
    expect(post.headers['Idempotency-Key']).toMatch(/^diy-/);
  });

  it('a server 400 on the image is shown to the person', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ [DIY]: { status: 400, data: { message: 'Image Upload is not the correct type', field: 'imageUpload' } } });
    render(<DiyForm />);
    const user = await fill();
    await user.upload(screen.getByLabelText(/Image Upload/), png());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image Upload is not the correct type');
    warn.mockRestore();
  });
});
