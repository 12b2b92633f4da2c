import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../db/database';

/** Complete, valid values of every JSON form, for tests. */
export const VALID = {
  lead: {
    firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', brand: 'MO', productType: 'fifth-wheels', floorPlan: '3831RL',
    country: 'US', state: 'IN', zip: '46526', city: 'Goshen', smsOptIn: 'true', phone: '(574) 555-0100', timeFrame: '1-3 months',
    fieldnames: 'firstName,lastName,email', formPage: '/request-a-quote',
    userUid: 'user-1234abcd', sessionUid: 'sess-1234abcd', leadSourceName: 'website', leadCampaignName: 'spring', eventName: 'leadSubmit',
  },
  customerService: {
    firstName: 'Bo', lastName: 'Ray', email: 'bo@example.com', subject: 'S1', country: 'CA', state: 'AB', zip: 'T2C 4L8', comments: 'My awning sticks.',
  },
  newsletter: { email: ' news@example.com ', subscriberTypeCode: 'KNWS' },
  popup: { firstName: 'Cy', lastName: 'Dee', customerEmail: 'cy@example.com' },
  dealerSupport: { dealerNumber: 'D1001', firstName: 'Di', lastName: 'Eve', email: 'di@example.com', topic: 'parts', comments: 'Need a part.' },
  ownerRegistration: {
    vin: '4YDF38223KB123456', brand: 'MO', modelYear: '2024', purchaseDate: '2024-05-01', dealerName: 'RV Country of Goshen',
    firstName: 'Ed', lastName: 'Fox', email: 'ed@example.com', phone: '574-555-0101', address1: '1 Main St', city: 'Goshen', country: 'US', state: 'IN', zip: '46526',
  },
  diy: { firstName: 'Fa', lastName: 'Gu', email: 'fa@example.com', brand: 'OB', modelYear: '2022', comments: 'How do I winterize?' },
};

export async function counts(db: Database): Promise<{ submissions: number; outbox: number; uploads: number }> {
  const { rows } = await db.query<{ s: string; o: string; u: string }>(
    `SELECT (SELECT count(*) FROM form_submissions) AS s, (SELECT count(*) FROM outbox WHERE topic LIKE 'crm.%') AS o,
            (SELECT count(*) FROM form_uploads) AS u`);
  return { submissions: Number(rows[0].s), outbox: Number(rows[0].o), uploads: Number(rows[0].u) };
}

/** A CRM webhook on loopback that answers 200 and keeps every record it was sent, for delivery tests. */
export function fakeCrm<R = Record<string, unknown>>() {
  const accepted: R[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      accepted.push(JSON.parse(body));
      res.writeHead(200).end();
    });
  });
  return {
    accepted,
    /** Listens on a free port and answers the webhook URL. */
    listen: async (): Promise<string> => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
    },
    close: () => server.close(),
  };
}
