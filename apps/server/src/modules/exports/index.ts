/** The exports module's entry point: the safe CSV writer other features' files are made with. */
export { BOM, type CsvValue, csvField, csvLine } from './csv';
export { CSV_RESPONSE } from './csv-response';
