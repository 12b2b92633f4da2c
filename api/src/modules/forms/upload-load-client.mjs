// The clients of diy-upload-load.test.ts, each its own process (as browsers are), so that what is
// measured is the API's responsiveness, not the test's own event loop. Prints its result as JSON.
//   node upload-load-client.mjs poll <base>         GET /api/health every 20 ms: a baseline second, then
//                                                    "ready" on stdout, then until a line on stdin
//   node upload-load-client.mjs upload <base> <plan.json>   one DIY post per entry of the plan's fields, all at once,
//                                                    each with the plan's image file (multipart built here)
import http from 'node:http';
import { readFile } from 'node:fs/promises';

const [mode, base, planFile] = process.argv.slice(2);

async function healthMs() {
  const started = performance.now();
  await (await fetch(`${base}/api/health`)).arrayBuffer();
  return performance.now() - started;
}

async function pollUntil(stopped) {
  const times = [];
  while (!stopped()) {
    times.push(await healthMs());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

const BOUNDARY = '----rvloadboundary';

function multipartBody(fields, image, filename) {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n${fields}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="imageUpload"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(body) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/form/diy-request`, {
      method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length },
    }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started, body: text.slice(0, 300) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

if (mode === 'poll') {
  await healthMs(); // the first fetch loads the HTTP client itself
  const baselineEnds = performance.now() + 1000;
  const idle = await pollUntil(() => performance.now() > baselineEnds);
  let stop = false;
  process.stdin.once('data', () => (stop = true));
  process.stdout.write('ready\n');
  const during = await pollUntil(() => stop);
  process.stdout.write(`${JSON.stringify({ idle, during })}\n`);
  process.exit(0);
} else {
  const plan = JSON.parse(await readFile(planFile, 'utf8'));
  const image = await readFile(plan.image);
  const bodies = plan.fields.map((fields, n) => multipartBody(fields, image, `roof-${n}.png`));
  process.stdout.write(JSON.stringify(await Promise.all(bodies.map(upload))));
}
