import { zonedWeekday } from '../../../shared/format/date';

/**
 * The commonly published weekly draw schedule of the Vietnam lottery (domain/vn-lottery.md).
 * Station names are proper nouns, identical in every language. The operator confirms the
 * official schedule; the lottery issue will load it from the server instead.
 */
export const VN_REGIONS = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

/** Approximate draw windows, Asia/Ho_Chi_Minh. */
export const DRAW_TIMES: Record<VnRegion, string> = {
  south: '16:15 – 16:35',
  central: '17:15 – 17:35',
  north: '18:15 – 18:35',
};

/** Monday first (the spec's weekday values 2–7, then 1 for Sunday). */
export const WEEKLY_SCHEDULE: { weekday: number; stations: Record<VnRegion, string[]> }[] = [
  {
    weekday: 2,
    stations: { north: ['Hà Nội'], central: ['Phú Yên', 'Huế'], south: ['TP.HCM', 'Đồng Tháp', 'Cà Mau'] },
  },
  {
    weekday: 3,
    stations: { north: ['Quảng Ninh'], central: ['Đắk Lắk', 'Quảng Nam'], south: ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'] },
  },
  {
    weekday: 4,
    stations: { north: ['Bắc Ninh'], central: ['Đà Nẵng', 'Khánh Hòa'], south: ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'] },
  },
  {
    weekday: 5,
    stations: {
      north: ['Hà Nội'],
      central: ['Bình Định', 'Quảng Trị', 'Quảng Bình'],
      south: ['Tây Ninh', 'An Giang', 'Bình Thuận'],
    },
  },
  {
    weekday: 6,
    stations: {
      north: ['Hải Phòng'],
      central: ['Gia Lai', 'Ninh Thuận'],
      south: ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'],
    },
  },
  {
    weekday: 7,
    stations: {
      north: ['Nam Định'],
      central: ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'],
      south: ['TP.HCM', 'Long An', 'Bình Phước', 'Hậu Giang'],
    },
  },
  {
    weekday: 1,
    stations: {
      north: ['Thái Bình'],
      central: ['Kon Tum', 'Khánh Hòa', 'Huế'],
      south: ['Tiền Giang', 'Kiên Giang', 'Đà Lạt'],
    },
  },
];

/** The spec's weekday value (1 = Sunday … 7 = Saturday) of a date in Vietnam time. */
export function vnWeekday(date: Date): number {
  return zonedWeekday(date, 'Asia/Ho_Chi_Minh') + 1;
}
