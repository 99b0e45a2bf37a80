/** A province and its cities as get_province_city answers them. */
export interface Province {
  readonly name: string;
  readonly code: string;
  readonly cities: readonly { readonly name: string; readonly code: string }[];
}

/** The cities of the province named `province` (none when it is unknown). */
export function citiesOf(provinces: readonly Province[], province: string): readonly { readonly name: string; readonly code: string }[] {
  return provinces.find((candidate) => candidate.name === province)?.cities ?? [];
}
