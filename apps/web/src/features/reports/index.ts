// What other features may use of the reports feature (the layering check holds them to it).
export { ReportFormDialog, type ReportFormInitial } from './components/ReportFormDialog';
