import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select';
import { citiesOf, type Province } from './provinces';

export interface ProvinceCityFieldsProps {
  /** The provinces and their cities (get_province_city). */
  readonly provinces: readonly Province[];
  readonly province: string;
  readonly city: string;
  /** A new province: the container clears the city. */
  readonly onProvinceChange: (province: string) => void;
  readonly onCityChange: (city: string) => void;
  readonly provinceError: string | null;
  readonly cityError: string | null;
}

/** The province and city pair of a provider form: the city list follows the province chosen (disabled until one is). */
export function ProvinceCityFields({ provinces, province, city, onProvinceChange, onCityChange, provinceError, cityError }: ProvinceCityFieldsProps) {
  const { t } = useTranslation('bookingMerchant');
  const cities = citiesOf(provinces, province);
  return (
    <>
      <Select
        label={t('store.province')}
        placeholder={t('form.choose')}
        options={provinces.map((option) => ({ value: option.name, label: option.name }))}
        value={province}
        onChange={onProvinceChange}
        error={provinceError}
        required
      />
      <Select
        label={t('store.city')}
        placeholder={t('form.choose')}
        options={cities.map((option) => ({ value: option.name, label: option.name }))}
        value={city}
        onChange={onCityChange}
        error={cityError}
        disabled={cities.length === 0}
        required
      />
    </>
  );
}
