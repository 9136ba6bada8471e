/** The car of an inquiry as one line (spec §3 Inquiry "car brand/model/year"): "Toyota Avanza 2019". Pure. */
export const carText = (row: { carBrandName: string; carModel: string; carYear: number }) =>
  `${row.carBrandName} ${row.carModel} ${row.carYear}`;
