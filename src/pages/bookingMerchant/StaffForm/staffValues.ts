import type { Staff } from '../../../api';
import { problemsOrNull, type FieldErrors } from '../shared/fieldErrors';

export interface StaffValues {
  readonly name: string;
  readonly phone: string;
  readonly store: string;
  readonly serviceIds: readonly string[];
  /** 1 Monday … 7 Sunday. */
  readonly workDays: readonly number[];
}
export type StaffField = keyof StaffValues;
export type StaffTextField = Exclude<StaffField, 'serviceIds' | 'workDays'>;

/** A new member works Monday to Saturday until the merchant says otherwise. */
const NEW_WORK_DAYS = [1, 2, 3, 4, 5, 6] as const;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;

/** The form's values: the member edited, or a new one (at the store it was started from). */
export function staffValues(member: Staff | null, storeId: string | null): StaffValues {
  if (!member) return { name: '', phone: '', store: storeId ?? '', serviceIds: [], workDays: NEW_WORK_DAYS };
  return { name: member.name, phone: member.phone ?? '', store: member.store_id ?? '', serviceIds: member.service_ids ?? [], workDays: member.work_days ?? EVERY_DAY };
}

/** A Thai mobile number: 0 and 9 digits (spaces and dashes allowed). */
const MOBILE = /^0\d{9}$/;

/** The member's problems (keys of `bookingMerchant`), or null when it can be sent. */
export function checkStaff(values: StaffValues): FieldErrors<StaffField> | null {
  const errors: FieldErrors<StaffField> = {};
  if (values.name.trim() === '') errors.name = 'form.required';
  else if (values.name.trim().length > 40) errors.name = 'form.tooLong';
  if (!MOBILE.test(values.phone.replace(/[\s-]/g, ''))) errors.phone = 'staff.phoneInvalid';
  if (values.store === '') errors.store = 'form.required';
  if (values.workDays.length === 0) errors.workDays = 'staff.workDaysRequired';
  return problemsOrNull(errors);
}

/** What `employee` sends (the photo only when a new one was uploaded). */
export function staffPayload(values: StaffValues, employeeId: string | null, avatar: string | null) {
  return {
    ...(employeeId ? { employee_id: employeeId } : {}),
    name: values.name.trim(),
    phone: values.phone.replace(/[\s-]/g, ''),
    store_id: values.store,
    service_ids: values.serviceIds,
    work_days: [...values.workDays].sort((a, b) => a - b),
    ...(avatar ? { avatar } : {}),
  };
}
