import type { Trilingual } from '../../fixtures/locale';
import { fail, type ShopFailure } from '../failure';

/**
 * The booking rules' codes (the booking envelope's `code`). 403 and 404 follow spec §8's kinds
 * (403 sends the client to login); the 4xxxx codes are shown as a toast with their message.
 */
export const BOOKING_CODES = {
  /** A field is missing or not valid. */
  invalid: 40_001,
  /** A signed-in account that is not this booking provider asked for a provider endpoint. */
  notMerchant: 403,
  notFound: 404,
  /** The voucher or coupon was verified before (the answer says who and when). */
  alreadyVerified: 40_901,
  /** The time slot has no room left (the store's slot capacity). */
  slotFull: 40_902,
  /** The time is in the past. */
  pastTime: 40_903,
  /** The store is closed at that time. */
  outsideHours: 40_904,
  /** The service is offline, or the store does not offer it, or the store is closed. */
  serviceUnavailable: 40_905,
  /** The chosen member of staff does not work there, does not give the service, or is busy. */
  staffUnavailable: 40_906,
  /** The reservation was used, cancelled or refunded: it can no longer change that way. */
  reservationClosed: 40_907,
  /** A refund request is already open for the reservation. */
  refundOpen: 40_908,
  /** The refund asked for is above what was paid (less what was refunded). */
  refundTooMuch: 40_909,
  /** No open refund request to change or withdraw. */
  noOpenRefund: 40_910,
  /** A coupon confirmed as a voucher, or the other way round. */
  wrongCodeKind: 40_911,
  /** The amount paid at the store is not the balance due. */
  wrongBalance: 40_912,
} as const;

/** A missing or invalid field, named in the message. */
export function invalid(field: Trilingual): ShopFailure {
  return fail(BOOKING_CODES.invalid, {
    th: `กรุณาตรวจสอบ${field.th}`,
    en: `Please check the ${field.en}.`,
    zh: `请检查${field.zh}。`,
  });
}

/** The field names the booking messages use. */
export const FIELDS = {
  name: { th: 'ชื่อ', en: 'name', zh: '名称' },
  category: { th: 'หมวดหมู่', en: 'category', zh: '分类' },
  description: { th: 'รายละเอียด (ไม่เกิน 500 ตัวอักษร)', en: 'description (at most 500 characters)', zh: '描述（不超过500字）' },
  price: { th: 'ราคา', en: 'price', zh: '价格' },
  deposit: { th: 'มัดจำ (ต้องไม่เกินราคา)', en: 'deposit (it cannot be above the price)', zh: '定金（不能高于价格）' },
  duration: { th: 'ระยะเวลา', en: 'duration', zh: '时长' },
  stores: { th: 'สาขาที่ให้บริการ', en: 'stores offering it', zh: '服务门店' },
  store: { th: 'สาขา', en: 'store', zh: '门店' },
  services: { th: 'บริการของพนักงาน', en: 'services of the staff member', zh: '员工的服务项目' },
  status: { th: 'สถานะ', en: 'status', zh: '状态' },
  address: { th: 'ที่อยู่', en: 'address', zh: '地址' },
  province: { th: 'จังหวัดและเขต', en: 'province and city', zh: '省份和城市' },
  phone: { th: 'เบอร์โทรศัพท์', en: 'phone number', zh: '电话号码' },
  bank: { th: 'ธนาคาร', en: 'bank', zh: '银行' },
  bankAccountName: { th: 'ชื่อบัญชี', en: 'account name', zh: '账户名' },
  bankAccount: { th: 'เลขที่บัญชี (ตัวเลข 10–12 หลัก)', en: 'account number (10–12 digits)', zh: '银行账号（10–12位数字）' },
  hours: { th: 'เวลาเปิด-ปิด', en: 'opening hours', zh: '营业时间' },
  date: { th: 'วันที่', en: 'date', zh: '日期' },
  time: { th: 'เวลา (เลือกจากช่วงเวลาที่มี)', en: 'time (pick one of the time slots)', zh: '时间（请选择可用时段）' },
  code: { th: 'รหัส 8 หลัก', en: '8-digit code', zh: '8位代码' },
  reason: { th: 'เหตุผล', en: 'reason', zh: '原因' },
  amount: { th: 'จำนวนเงิน', en: 'amount', zh: '金额' },
  path: { th: 'ที่อยู่ไฟล์', en: 'file path', zh: '文件路径' },
  size: { th: 'ขนาดไฟล์', en: 'file size', zh: '文件大小' },
  bizType: { th: 'ประเภทการอัปโหลด', en: 'upload type', zh: '上传类型' },
  id: { th: 'รายการที่เลือก', en: 'item asked for', zh: '所选项目' },
  workDays: { th: 'วันทำงาน', en: 'working days', zh: '工作日' },
  capacity: { th: 'จำนวนลูกค้าต่อช่วงเวลา (1–20)', en: 'customers per time slot (1–20)', zh: '每个时段的顾客数（1–20）' },
} as const satisfies Record<string, Trilingual>;

/** Something this shop does not hold (or that is not the asker's). */
export function missing(what: Trilingual): ShopFailure {
  return fail(BOOKING_CODES.notFound, {
    th: `ไม่พบ${what.th}`,
    en: `We could not find this ${what.en}.`,
    zh: `未找到该${what.zh}。`,
  });
}

/** The things `missing` names. */
export const THINGS = {
  service: { th: 'บริการนี้', en: 'service', zh: '服务' },
  store: { th: 'สาขานี้', en: 'store', zh: '门店' },
  staff: { th: 'พนักงานคนนี้', en: 'staff member', zh: '员工' },
  reservation: { th: 'การจองนี้', en: 'reservation', zh: '预约' },
  voucher: { th: 'รหัสนี้', en: 'code', zh: '代码' },
  refund: { th: 'คำขอคืนเงินนี้', en: 'refund request', zh: '退款申请' },
  income: { th: 'รายการรายได้นี้', en: 'income line', zh: '收入记录' },
} as const satisfies Record<string, Trilingual>;

/** A signed-in account that is not this booking provider. */
export function notMerchant(): ShopFailure {
  return fail(BOOKING_CODES.notMerchant, {
    th: 'บัญชีนี้ไม่ใช่บัญชีร้านค้าผู้ให้บริการ กรุณาเข้าสู่ระบบด้วยบัญชีร้านค้า',
    en: 'This account is not a booking merchant. Please log in with the merchant account.',
    zh: '此账号不是预约商家账号，请使用商家账号登录。',
  });
}
