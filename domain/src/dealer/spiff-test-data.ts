import type { ProgramLine } from './program-line.types';
import { PROGRAM_LINE_STATUS, PROGRAM_LINE_STATUS_NAMES, PROGRAM_TYPES, SALESPERSON_SPIFF_PROGRAM_TYPE, shortVin } from './program-lines';

/** The query parameter that swaps program lines for SPIFF_TEST_DATA (dealer spec: screens and routes). */
export const SPIFF_TEST_DATA_PARAM = 'spiffTestData';

type Sample = [programId: string, itemGroup: string, itemId: string, serial: string, amount: number, start: string, sale: string];

// The spec's sample amounts (100, 150, 200, 300, 500) and validity (2020-12-05 or 2021-01-01 to 2021-12-31).
const SAMPLES: Sample[] = [
  ['PR-000118', 'Cougar', '22MLS', '4YDT22M21MB450117', 100, '2020-12-05', '2021-02-14'],
  ['PR-000118', 'Cougar', '29BHS', '4YDT29B28MB450392', 150, '2020-12-05', '2021-03-02'],
  ['PR-000124', 'Montana', '3761FL', '4YDF37625MM010288', 500, '2021-01-01', '2021-04-19'],
  ['PR-000124', 'Montana', '3855BR', '4YDF38522MM010415', 300, '2021-01-01', '2021-05-07'],
  ['PR-000131', 'Hideout', '25RDS', '', 200, '2021-01-01', '2021-06-23'],
  ['PR-000131', 'Passport', '2400BH', '4YDT24025MP830061', 150, '2021-01-01', '2021-07-30'],
];

/** Built-in sample program lines: all approved lines for one dealer, the default 'A Test Dealer' of Kalispell, MT (spec: screens and routes). */
export const SPIFF_TEST_DATA: readonly ProgramLine[] = SAMPLES.map(([programId, itemGroup, itemId, serial, amount, start, sale], index) => ({
  parmProgramId: programId,
  parmItemGroupId: itemGroup,
  parmAccountNum: 'D0000',
  parmCustName: 'A Test Dealer',
  parmProgramType: SALESPERSON_SPIFF_PROGRAM_TYPE,
  parmProgramTypeStr: PROGRAM_TYPES[SALESPERSON_SPIFF_PROGRAM_TYPE],
  parmSalesId: `SO-21${String(4100 + index * 37).padStart(5, '0')}`,
  parmItemId: itemId,
  parmSerialNumber: serial,
  parmShortVIN: shortVin(serial),
  parmProgramAmount: amount,
  parmStartDate: start,
  parmEndDate: '2021-12-31',
  parmProgramLineStatus: PROGRAM_LINE_STATUS.APPROVED,
  parmProgramLineStatusStr: PROGRAM_LINE_STATUS_NAMES[PROGRAM_LINE_STATUS.APPROVED],
  parmSalesPersonId: 'SP-TEST-01',
  parmSaleDate: sale,
  parmRegistrationDate: sale,
  parmCheckAmount: 0,
  parmPaidTo: '',
  parmPaymentInfo: '',
  parmCheckDate: '',
  parmExpired: 'false',
  parmExpiredStr: 'No',
  parmRecordId: `TEST-${5637144576 + index}`,
  parmDealerCity: 'Kalispell',
  parmDealerStreet: '100 Highway 93 South',
  parmAlert: false,
  parmSalesPersonName: 'Terry Tester',
}));
