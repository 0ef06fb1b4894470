import type { LotteryResult } from './lottery.layout.js';

/* Results worked by hand for the unit tests (not exported by the package). */

/**
 * North result worked by hand. Endings (last two digits) of the 27 numbers:
 * 65 (special 98765), 65 (first 10265), 01 02, 03–08, 09–12, 13–18, 19–21, 22–25: 65 comes up twice,
 * 00 and 26–64, 66–99 never. Special: last two 65, last three 765, first two 98.
 */
export const NORTH: LotteryResult = {
  region: 'north',
  prizes: {
    special: ['98765'],
    first: ['10265'],
    second: ['55501', '55502'],
    third: ['30003', '30004', '30005', '30006', '30007', '30008'],
    fourth: ['4009', '4010', '4011', '4012'],
    fifth: ['5013', '5014', '5015', '5016', '5017', '5018'],
    sixth: ['619', '620', '621'],
    seventh: ['22', '23', '24', '25'],
  },
};

/**
 * South/Central result worked by hand. Endings of the 18 numbers: 56 (special 123456), 11 (first 80011),
 * 10, 08 09, 01–07, 44, 11 22 33, 56 (seventh 456), 77 (eighth): 56 and 11 come up twice.
 * Special: last three 456 = the seventh prize, so xỉu chủ 456 wins twice.
 */
export const SOUTH: LotteryResult = {
  region: 'south',
  prizes: {
    special: ['123456'],
    first: ['80011'],
    second: ['70010'],
    third: ['60008', '60009'],
    fourth: ['50001', '50002', '50003', '50004', '50005', '50006', '50007'],
    fifth: ['4444'],
    sixth: ['1111', '2222', '3333'],
    seventh: ['456'],
    eighth: ['77'],
  },
};
