import { waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { errorField, resetServiceClients, serviceClient } from './http-client';

/** A stand-in XMLHttpRequest that records the headers axios's own xhr adapter sets, and answers 200 {}. */
class RecordingXhr {
  static sent: Array<{ method: string; url: string; headers: Record<string, string> }> = [];
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  response = '';
  responseURL = '';
  timeout = 0;
  withCredentials = false;
  onloadend: (() => void) | null = null;
  onreadystatechange: (() => void) | null = null;
  private request = { method: '', url: '', headers: {} as Record<string, string> };
  open(method: string, url: string) {
    this.request = { method, url, headers: {} };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json';
  }
  addEventListener() {}
  abort() {}
  send() {
    RecordingXhr.sent.push(this.request);
    Object.assign(this, { readyState: 4, status: 200, statusText: 'OK', responseText: '{}', response: '{}', responseURL: this.request.url });
    setTimeout(() => this.onloadend?.());
  }
}

describe('serviceClient', () => {
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    RecordingXhr.sent = [];
    globalThis.XMLHttpRequest = RecordingXhr as unknown as typeof XMLHttpRequest;
    resetServiceClients();
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    resetServiceClients();
  });

  it('never copies an XSRF-TOKEN cookie into a request header: the API is authenticated by bearer token only', async () => {
    document.cookie = 'XSRF-TOKEN=from-cookie; path=/';
    expect(document.cookie).toContain('XSRF-TOKEN=from-cookie');
    const response = await serviceClient('middleware').get('/dealers/D1');
    expect(response.status).toBe(200);
    expect(RecordingXhr.sent).toHaveLength(1);
    expect(RecordingXhr.sent[0].url).toContain('/dealers/D1');
    expect(Object.keys(RecordingXhr.sent[0].headers)).not.toContain('x-xsrf-token');
  });

  describe('where the browser can yield (scheduler.yield)', () => {
    const withScheduler = globalThis as { scheduler?: { yield(): Promise<void> } };
    let continuations: Array<() => void>;
    beforeEach(() => {
      continuations = [];
      withScheduler.scheduler = { yield: () => new Promise<void>((resolve) => continuations.push(resolve)) };
    });
    afterEach(() => {
      delete withScheduler.scheduler;
    });
    it('sends each of several calls started together in a task of its own', async () => {
      const first = serviceClient('middleware').get('/dealers/D1');
      const second = serviceClient('search').get('/models');
      await waitFor(() => expect(continuations).toHaveLength(2)); // Both wait for a task of their own ...
      expect(RecordingXhr.sent).toHaveLength(0); // ... and none went before it.

      continuations[0]();
      await waitFor(() => expect(RecordingXhr.sent).toHaveLength(1));
      expect(RecordingXhr.sent.map((r) => r.url)).toEqual([expect.stringContaining('/dealers/D1')]);
      continuations[1]();
      await Promise.all([first, second]);
      expect(RecordingXhr.sent.map((r) => r.url)).toEqual([expect.stringContaining('/dealers/D1'), expect.stringContaining('/models')]);
    });
  });
});

/** An API refusal as axios gives it: the status and the JSON body the API answered with. */
function refusal(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, { status, statusText: '', headers: {}, config, data });
}

describe('errorField', () => {
  it.each([
    ['a 400 naming a field', refusal(400, { message: 'Enter a valid VIN.', field: 'vin' }), undefined, 'vin'],
    ['a 409 naming a field', refusal(409, { message: 'Already registered.', field: 'vin' }), undefined, 'vin'],
    ['a field of the form', refusal(400, { field: 'dueDate' }), ['courseId', 'dueDate'], 'dueDate'],
    ['a field the form does not have', refusal(400, { field: 'dealership' }), new Set(['courseId', 'dueDate']), null],
    ['a refusal naming no field', refusal(400, { message: 'Bad request.' }), undefined, null],
    ['a field that is not a name', refusal(400, { field: 7 }), undefined, null],
    ['an empty field', refusal(400, { field: '' }), undefined, null],
    ['a 500 with no body', refusal(500, undefined), undefined, null],
    ['no answer at all', new Error('Network Error'), undefined, null],
    ['nothing', null, undefined, null],
  ])('reads %s', (_case, error, fields, expected) => {
    expect(errorField(error, fields)).toBe(expected);
  });
});
