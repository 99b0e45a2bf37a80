import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookingHomeView } from '../../../src/pages/booking/BookingHome/BookingHomeView';
import { CATEGORIES, LONG_SERVICE, SERVICES, STORES } from './bookingStoryData';

/**
 * Booking home, /m/booking (route name booking): search, categories, recommended services and the
 * stores near the shopper (location after they ask, else a province). Guests may browse.
 */
const meta = {
  title: 'Pages/Booking/BookingHomeView',
  component: BookingHomeView,
  args: {
    state: { status: 'ready', categories: CATEGORIES, services: SERVICES, stores: STORES },
    category: null,
    keyword: null,
    province: null,
    onSearch: fn(),
    onCategory: fn(),
    onProvince: fn(),
    onUseLocation: fn(),
    onRetry: fn(),
    onOpen: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof BookingHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'จองบริการความงาม' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'ใช้ตำแหน่งของฉัน' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Network Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Thai, every part: choosing a category, a service, the location, a province and a search. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ทำเล็บ' }));
    await expect(args.onCategory).toHaveBeenCalledWith('2');
    await userEvent.click(canvas.getByRole('link', { name: /ทำเล็บเจลพร้อมสปามือ/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/booking/11002');
    await userEvent.click(canvas.getByRole('button', { name: 'ใช้ตำแหน่งของฉัน' }));
    await expect(args.onUseLocation).toHaveBeenCalledTimes(1);
    await userEvent.selectOptions(canvas.getByLabelText('จังหวัด'), 'เชียงใหม่');
    await expect(args.onProvince).toHaveBeenCalledWith('เชียงใหม่');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ค้นหาบริการ' }), 'สปา{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('สปา');
  },
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', categories: CATEGORIES, services: [], stores: [] }, keyword: 'botox', province: 'ภูเก็ต' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No services found' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No stores in this province yet' })).toBeVisible();
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'ready', categories: CATEGORIES, services: [LONG_SERVICE, ...SERVICES], stores: STORES }, location: 'denied' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ไม่สามารถระบุตำแหน่งของคุณได้/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { location: 'located', category: '1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    await expect(canvas.getByText('Showing the stores nearest to you.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { keyword: 'สปา', state: { status: 'ready', categories: CATEGORIES, services: SERVICES, stores: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '与“สปา”相关的服务' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '门店加载失败' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Thai: the location came but the stores near it did not (spec §8 "Network Error"): said under the button; the province's stores stay. */
export const LocationFailed: Story = {
  args: { location: 'failed', locationFailure: 'Network Error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('โหลดสาขาใกล้คุณไม่สำเร็จ: Network Error');
    await expect(canvas.getByRole('button', { name: 'ใช้ตำแหน่งของฉัน' })).toBeEnabled();
  },
};
